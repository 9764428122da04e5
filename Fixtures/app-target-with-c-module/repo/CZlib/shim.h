#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

/// The zlib version the process runs with.
const char *czlib_version(void);

/// The part of z_stream the app touches.
typedef struct CZStream {
    const unsigned char *next_in;
    unsigned int avail_in;
    unsigned long total_out;
} CZStream;

#endif
