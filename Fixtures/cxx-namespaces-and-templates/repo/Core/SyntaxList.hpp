#pragma once
#include <list>

namespace sql {

class Expression {
public:
    int depth = 0;
};

/// A list of syntax nodes: the primary template.
template <typename T>
class SyntaxList final : public std::list<T> {
public:
    int count() const { return static_cast<int>(this->size()); }
};

template <typename T>
class Recyclable {
public:
    T value;
};

template <typename T>
T twice(T value) { return value + value; }

}  // namespace sql
