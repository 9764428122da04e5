#pragma once
#import <AppKit/AppKit.h>

namespace tr::Values
{
struct Config
{
    static inline int memory = 0;
};
} // namespace tr::Values

struct TorrentFile
{
    bool wanted = true;
};

typedef char const* FilterType;

NSImage* icon(int type);

char const* fmt_ratio(double ratio);
