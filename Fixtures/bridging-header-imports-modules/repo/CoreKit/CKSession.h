#import <Foundation/Foundation.h>

@interface CKSession : NSObject
- (void)start;
@end
