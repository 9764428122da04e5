#import <Foundation/Foundation.h>

// Test fake: the PaymentSDKClient meant here is the closed-source SDK's, linked into the test host.
// No file of Analytics includes Payments' header.
@class PaymentSDKClient;

@interface ANPaymentsFake : NSObject
@property (nonatomic, strong) PaymentSDKClient *client;
@end
