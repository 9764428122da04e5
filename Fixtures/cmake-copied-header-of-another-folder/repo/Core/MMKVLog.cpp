#include "MMKVLog.h"
#include <cstdio>

void MMKVLogWrite(int level, const char *text) { std::printf("%d %s\n", level, text); }
