#import "Basics.h"

@implementation BSLogger
- (void)log:(NSString *)message {
    NSLog(@"%@", message);
}
@end
