#include "sixel.h"
#include "../src/sixel_internal.h"

int decode(void) {
    sixel_decoder_t *decoder = 0;
    SIXELSTATUS status = sixel_decoder_new(&decoder);
    return SIXEL_TRACE(status == SIXEL_OK);
}
