#import "NTActivityIndicator.h"

@implementation NTActivityIndicator
+ (instancetype)sharedIndicator {
    static NTActivityIndicator *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ shared = [[NTActivityIndicator alloc] init]; });
    return shared;
}
@end
