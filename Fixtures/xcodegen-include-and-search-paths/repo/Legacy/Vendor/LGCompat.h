#define LG_COMPAT 1
