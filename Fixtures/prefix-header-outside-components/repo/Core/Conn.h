#import <Foundation/Foundation.h>

@interface Conn : NSObject
- (BOOL)on;
@end
