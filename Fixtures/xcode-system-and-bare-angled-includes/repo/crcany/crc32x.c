#include "inc/crc/crc32x.h"

unsigned crc32x_byte(unsigned crc, void const* data, unsigned long len) { return crc; }
