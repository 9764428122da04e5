namespace parse { struct stack_t { }; }
int parse (char const* str);
