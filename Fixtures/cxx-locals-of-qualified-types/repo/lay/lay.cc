#include <sel/sel.h>

namespace ng
{
	// Parameters and locals whose types are qualified are the body's own names: `line` and `scope`
	// here are never sel's functions `ng::line` and `ng::scope`.
	static size_t by_param (std::string const& line)
	{
		return line.size();
	}

	static size_t by_local ()
	{
		std::string line = "source.c";
		return line.size();
	}

	static size_t by_qualified_local (size_t pos)
	{
		scope::scope_t scope;
		scope.push_scope("deco.unprintable");
		::scope::scope_t const* other = &scope;
		return used_for_real(pos) + (other != nullptr);
	}
}

namespace ng
{
	// A local made by its constructor, `T name(args);`, is a local too.
	static size_t by_constructed_local (size_t pos)
	{
		scope::scope_t scope(line(pos));
		scope.push_scope("deco.folded");
		return used_for_real(pos);
	}
}
