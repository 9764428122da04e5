#import <Foundation/Foundation.h>

/// The in-tree payment client (a binary SDK ships a class of the same name for the test host).
@interface PaymentSDKClient : NSObject
- (void)chargeCents:(NSInteger)cents;
@end
