#include "Operation.hpp"

namespace sql {

// The file's own helper: inside the file it wins over Core's function template of the same name.
static int twice(int value) { return value * 2; }

void Operation::where(const Expression &condition) {
    terms.push_back(condition);
    (void)twice(1);
}

}  // namespace sql
