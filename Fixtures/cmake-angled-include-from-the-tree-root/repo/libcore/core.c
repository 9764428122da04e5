#include "libcore/core.h"

int core_fn(void) { return 1; }
