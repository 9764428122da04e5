#define SIXEL_TRACE(x) (x)
