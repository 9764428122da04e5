#import <Foundation/Foundation.h>

@interface XBridge : NSObject
@end

@implementation XBridge
- (id)loginManager {
    // The login kit, when the app links it.
    return [[NSClassFromString(@"XLoginManager") alloc] init];
}
@end
