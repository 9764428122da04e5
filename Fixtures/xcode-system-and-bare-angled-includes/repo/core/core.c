// The core target's SYSTEM_HEADER_SEARCH_PATHS has crcany/inc; its HEADER_SEARCH_PATHS has zlibwrap,
// whose header it includes by bare name.
#include <crc/crc32x.h>
#include <zwrap.h>

unsigned core_crc(void const* d, unsigned long n) {
    return crc32x_byte(0U, d, n) + (unsigned)zwrap_level();
}
