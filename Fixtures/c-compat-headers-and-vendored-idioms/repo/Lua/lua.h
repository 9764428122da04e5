#include <stddef.h>
#define LUA_API extern
typedef struct lua_State lua_State;
typedef long long lua_Integer;
/* Names in parentheses, so that a macro of the same name does not expand. */
LUA_API lua_State *(lua_newstate) (void *ud);
LUA_API int   (lua_gettop) (lua_State *L);
LUA_API size_t (lua_rawlen) (lua_State *L, int idx);
LUA_API void  (lua_pushinteger) (lua_State *L, lua_Integer n);
