#include "CLibclang.h"
