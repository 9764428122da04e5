#import "XLoginManager.h"

@implementation XLoginManager
- (void)logIn {}
@end
