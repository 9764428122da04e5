#include "lib/lib.h"

struct Cache {
    vendor::lib::map<int, int> entries;
    vendor::lib::table<int, int> raw;
};
