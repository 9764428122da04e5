#include "../Lua/luaconf.h"

int read_flag(LUA_OUT lua_Flag *flag) { *flag = 1; return 0; }
