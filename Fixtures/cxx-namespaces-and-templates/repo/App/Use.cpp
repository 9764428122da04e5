#include "Field.hpp"

// Qualified uses of the class templates; the specialisation's header is what is included.
sql::SyntaxList<int> numbers;
sql::Recyclable<int> holder;

int doubled() { return sql::twice(21); }
