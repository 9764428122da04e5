#pragma once
namespace santa {
template <typename T>
class Tree {
 public:
  void Insert(T v) {}
};
}  // namespace santa
