#import <Foundation/Foundation.h>

@interface LBWidget : NSObject
- (void)render;
@end
