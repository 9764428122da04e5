#include "Store.hpp"

void Store::open(const std::string &path) {}
