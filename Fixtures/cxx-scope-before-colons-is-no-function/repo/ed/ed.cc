#include <sel/sel.h>

namespace ng
{
	// `find::` and `scope::` name namespaces (rx's `find`, sel's `scope`), never the functions
	// `ng::find` and `ng::scope`; `range_t::` names sel's struct.
	static int search (scope::context_t const& ctx)
	{
		find::options_t options = find::backwards;
		int npos = range_t::npos;
		return length(range_t()) + options + npos;
	}
}
