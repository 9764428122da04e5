#include "asbestos/asbestos.h"
struct asbestos { int x; };
