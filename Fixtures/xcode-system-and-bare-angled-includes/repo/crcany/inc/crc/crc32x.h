#pragma once
unsigned crc32x_byte(unsigned crc, void const* data, unsigned long len);
