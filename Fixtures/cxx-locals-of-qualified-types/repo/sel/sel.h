#include <string>

namespace scope { struct scope_t { void push_scope (char const* name); }; }

namespace ng
{
	scope::scope_t scope (size_t pos);
	size_t line (size_t pos);
	size_t used_for_real (size_t pos);
}
