namespace scope
{
	namespace parse
	{
		char const* selector (char const* src);
	}
}
