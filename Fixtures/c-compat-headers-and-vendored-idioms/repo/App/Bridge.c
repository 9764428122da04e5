#include "../Lua/lua.h"

static int count(lua_State *L) {
    size_t n = lua_rawlen(L, 1);
    lua_pushinteger(L, (lua_Integer)n);
    return lua_gettop(L);
}

lua_State *open_state(void) { return lua_newstate(NULL); }
