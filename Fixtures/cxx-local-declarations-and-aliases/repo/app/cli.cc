// A command-line tool of the app's that never includes the library's header: its helper in an
// anonymous namespace is its own (internal linkage), named like the library's exported function.
namespace
{
char const* fmt_ratio(double ratio)
{
    return ratio > 1 ? "high" : "low";
}
} // namespace

int main()
{
    return fmt_ratio(2.0)[0];
}
