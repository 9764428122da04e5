#import "CartViewController.h"
// The project names its generated header after itself: $(PROJECT_NAME)-Swift.h.
#import "shop-ios-Swift.h"

@implementation CartViewController

- (instancetype)init {
    if ((self = [super init])) {
        _cart = [[Cart alloc] init];
    }
    return self;
}

- (void)addSample {
    [self.cart add:@"tea"];
}

@end
