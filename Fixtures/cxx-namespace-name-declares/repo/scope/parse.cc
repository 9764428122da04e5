#include "parse.h"
#include <parsefw/parse.h>

// The names after `namespace` are declared here, never uses of parsefw's function `parse`.
namespace scope
{
	namespace parse
	{
		char const* selector (char const* src) { return src; }
	}
}

namespace scope::parse::detail
{
	static ::parse::stack_t stack;
}
