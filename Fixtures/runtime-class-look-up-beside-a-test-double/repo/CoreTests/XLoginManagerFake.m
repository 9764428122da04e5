#import <Foundation/Foundation.h>

// A test double registered under the real class's name, so that the bridge finds it in tests.
@interface XLoginManager : NSObject
@end

@implementation XLoginManager
@end
