#import "LBWidget.h"

@interface LBWidget ()
@property (nonatomic) NSInteger renderCount;
@end

extern NSString *const LBWidgetPrivateKey;
