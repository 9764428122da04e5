#include "CrashCore.h"

int crash_core_version(void) { return 1; }
