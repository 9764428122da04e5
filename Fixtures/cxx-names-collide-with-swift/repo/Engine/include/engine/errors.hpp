#pragma once
#include <string>
#include <vector>

namespace engine {

/// What the engine reports; a C++ name only (Swift has its own `Error`).
enum class Error {
    none,
    notFound,
    corrupt,
};

/// An ordered set of asset ids.
class Set {
public:
    void insert(int id) { ids_.push_back(id); }
    std::size_t size() const { return ids_.size(); }

private:
    std::vector<int> ids_;
};

/// A window onto the scene graph.
class View {
public:
    explicit View(std::string name) : name_(std::move(name)) {}
    const std::string &name() const { return name_; }

private:
    std::string name_;
};

}  // namespace engine
