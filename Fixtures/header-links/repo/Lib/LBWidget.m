#import "LBWidget.h"

@implementation LBWidget
- (void)render {}
@end
