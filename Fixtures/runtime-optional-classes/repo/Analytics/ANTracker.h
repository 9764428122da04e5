#import <UIKit/UIKit.h>

@interface ANTracker : NSObject
- (void)start;
- (NSString *)textOfView:(UIView *)view;
@end
