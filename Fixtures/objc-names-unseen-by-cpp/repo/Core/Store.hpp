#pragma once

#include <string>

class Store {
public:
    static void open(const std::string &path);
};
