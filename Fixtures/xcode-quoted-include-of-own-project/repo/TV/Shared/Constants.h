#import <Foundation/Foundation.h>

static NSString *const kMSAppSecret = @"TV-secret";

@interface Constants : NSObject
@end
