void purple_debug(const char *text);
#define _(String) (String)
