typedef int SIXELSTATUS;
#define SIXEL_OK 0
typedef struct sixel_decoder sixel_decoder_t;
SIXELSTATUS sixel_decoder_new(sixel_decoder_t **decoder);
