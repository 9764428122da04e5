#import <Foundation/Foundation.h>

@interface BSLogger : NSObject
- (void)log:(NSString *)message;
@end
