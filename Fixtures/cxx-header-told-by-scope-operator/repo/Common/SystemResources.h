#include <optional>

// C++ only by its `::`: no namespace, template or class of its own.
struct SantaTaskInfo {
  unsigned long long virtual_size;
};

std::optional<SantaTaskInfo> GetTaskInfo();
