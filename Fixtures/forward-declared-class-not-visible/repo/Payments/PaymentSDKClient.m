#import "PaymentSDKClient.h"

@implementation PaymentSDKClient
- (void)chargeCents:(NSInteger)cents {
}
@end
