#include "sixel.h"

int decode(void) {
    sixel_decoder_t *decoder = 0;
    SIXELSTATUS status = sixel_decoder_new(&decoder);
    return status == SIXEL_OK;
}
