#import <Foundation/Foundation.h>

@interface XLoginManager : NSObject
- (void)logIn;
@end
