#include "Common/SystemResources.h"

unsigned long long SampleSize() {
  auto info = GetTaskInfo();
  return info ? info->virtual_size : 0;
}
