#pragma once
#include "icons/icons.h"

struct server_settings
{
    int port = 0;
};

class rpc_server
{
public:
    using Settings = server_settings;
    explicit rpc_server(Settings&& settings);
    static void init(int ctx);
};

struct tracker_event
{
    enum class Type
    {
        Error,
        Warning
    };
    Type type;
};
