#include <rx/find.h>

namespace scope { struct context_t { }; }

namespace ng
{
	struct range_t { int first, last; static int npos; };
	int find (char const* str, find::options_t options);
	scope::context_t scope (int pos);
	int length (range_t const& range);
}
