#import <Foundation/Foundation.h>

@class PaymentSDKClient;

/// Checkout forward-declares the client in its header and imports it in its implementation.
@interface CHCheckout : NSObject
- (instancetype)initWithClient:(PaymentSDKClient *)client;
@end
