#include <MMKV/MMKVLog.h>

void bridgeLog(const char *text) {
    MMKVLogWrite(1, text);
}
