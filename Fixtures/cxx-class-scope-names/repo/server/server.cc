#include "server/server.h"
#include "icons/icons.h"

rpc_server::rpc_server(Settings&& settings)
{
}

void rpc_server::init(int ctx)
{
}

void publish(tracker_event::Type type)
{
}

void use()
{
    auto s = rpc_server::Settings{};
    auto d = Gtk::AboutDialog{};
    auto* icon = new int{ 3 };
    rpc_server::init(*icon);
}
