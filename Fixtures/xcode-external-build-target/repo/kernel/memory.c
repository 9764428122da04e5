#include "asbestos/asbestos.h"
void mem_init(void) {
    asbestos_new();
}
