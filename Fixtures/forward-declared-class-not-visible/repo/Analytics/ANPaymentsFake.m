#import "ANPaymentsFake.h"

@implementation ANPaymentsFake
@end
