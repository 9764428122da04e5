#pragma once

// A C API every platform's code calls, and the Objective-C store the Apple apps use.
const char *platform_name(void);

#ifdef __OBJC__
#import <Foundation/Foundation.h>

@interface Store : NSObject
+ (instancetype)shared;
@end
#endif
