#pragma once
#include "SyntaxList.hpp"

namespace sql {

class Field {
public:
    int index = 0;
};

// A specialisation names the primary template, it declares no new one.
template <>
class SyntaxList<Field> final : public std::list<Field> {
public:
    int fieldCount() const { return 1; }
};

}  // namespace sql
