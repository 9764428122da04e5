#pragma once

void MMKVLogWrite(int level, const char *text);
