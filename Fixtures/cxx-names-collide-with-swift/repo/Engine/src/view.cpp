#include "engine/errors.hpp"
#include "engine_c.h"

namespace engine {

// A View of the root scene; Set and Error are used only by the engine itself.
static View makeRoot() { return View("root"); }

}  // namespace engine

extern "C" int engine_version(void) {
    engine::Set ids;
    ids.insert(1);
    return static_cast<int>(ids.size());
}
