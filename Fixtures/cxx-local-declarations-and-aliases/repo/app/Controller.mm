#import <AppKit/AppKit.h>
#include "lib/values.h"

static void initUnits()
{
    // A local alias of the library's type: its uses below are the alias.
    using Config = tr::Values::Config;
    Config::memory = 1;
    // C++ lets `constexpr` follow the type: a local named like the library's struct.
    static auto constexpr TorrentFile = "debian.torrent";
    (void)TorrentFile;
}

static void build(BOOL small)
{
    // A block literal with its return type spelled: `icon` is its parameter, not the function.
    void (^addItem)(NSString*, NSImage*) = ^void(NSString* title, NSImage* icon) {
        if (small) {
            icon = [icon copy];
        }
    };
    addItem(@"x", nil);
}

template <typename ItemT>
class FilterListModel
{
public:
    // A member alias, named like the library's typedef: the class's own.
    using FilterType = ItemT;
    void set_filter(FilterType const& filter);

private:
    FilterType const* filter_ = nullptr;
};
