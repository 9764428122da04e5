#import "Platform.h"

const char *platform_name(void) { return "apple"; }

@implementation Store
+ (instancetype)shared { return [[Store alloc] init]; }
@end
