// Import this header instead of <Core/Core-Swift.h>
#if __has_include("Core-Swift.h")
#import "Core-Swift.h"
#else
#import <Core/Core-Swift.h>
#endif
