#include "util.h"

int mydash_fn(void) { return 2; }
