#include "Platform.h"
#include "Store.hpp"

int main() {
    Store::open(platform_name());
    return 0;
}
