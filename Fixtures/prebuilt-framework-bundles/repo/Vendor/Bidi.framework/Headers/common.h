// An internal header of the bundle: its "debug.h" is none of the bundle's, and never another bundle's.
#include "debug.h"
#define BIDI_PRIVATE(SYMBOL) BIDI_JOIN(_, SYMBOL)

int bidi_version(void);
