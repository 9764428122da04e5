#pragma once
// unordered_dense's shape: a versioned inline namespace inside the library's namespace.
namespace vendor::lib {
inline namespace v1_0 {
template <class K, class V>
class table {
public:
    V value;
};
template <class K, class V>
using map = table<K, V>;
} // inline namespace v1_0
} // namespace vendor::lib
