namespace find
{
	enum options_t { none = 0, backwards = 1 };
}
