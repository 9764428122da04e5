/* A default its includers may set: not an include guard, though it comes first. */
#ifndef LUA_OUT
#define LUA_OUT
#endif

typedef int lua_Flag;
