#include "Lib/Tree.h"
#include <memory>

// A using-declaration at file scope makes `Tree` a member of the global namespace: `::Tree` is
// santa's class template.
using santa::Tree;

std::shared_ptr<::Tree<int>> MakeTree() {
  return std::make_shared<::Tree<int>>();
}
