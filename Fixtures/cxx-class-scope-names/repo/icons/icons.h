#pragma once
namespace icons
{
enum class Type
{
    Settings,
    Other
};
int icon(Type type);
} // namespace icons

class AboutDialog
{
public:
    AboutDialog();
};

namespace app
{
void init();
}
