#include "Operation.hpp"

namespace sql {

void Operation::where(const Expression &condition) {
    terms.push_back(condition);
}

}  // namespace sql
