#pragma once
#include "SyntaxList.hpp"

namespace sql {

// Inside the namespace its members are named bare.
class Operation {
public:
    void where(const Expression &condition);
    SyntaxList<Expression> terms;
};

}  // namespace sql
