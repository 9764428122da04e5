#include <stdint.h>

/// The port of the tunnel's configuration service.
extern const uint16_t CONFIG_SERVICE_PORT;

void rust_runtime_start(void);
