#import "CHCheckout.h"
#import "PaymentSDKClient.h"

@implementation CHCheckout {
    PaymentSDKClient *_client;
}

- (instancetype)initWithClient:(PaymentSDKClient *)client {
    if ((self = [super init])) {
        _client = client;
    }
    return self;
}

@end
