#import <Foundation/Foundation.h>

static NSString *const kMSAppSecret = @"Phone-secret";

@interface Constants : NSObject
@end
