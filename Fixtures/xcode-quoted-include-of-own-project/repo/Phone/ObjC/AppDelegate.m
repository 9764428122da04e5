#import "AppDelegate.h"
#import "Constants.h"

@implementation AppDelegate
- (NSString *)secret {
    return kMSAppSecret;
}
@end
