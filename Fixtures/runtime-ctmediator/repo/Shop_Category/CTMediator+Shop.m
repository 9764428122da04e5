//
//  CTMediator+Shop.m
//  Shop_Category
//

#import "CTMediator+Shop.h"

NSString * const kCTMediatorTargetShop = @"Shop";
#define kShopActionDetail \
    @"detail"

@implementation CTMediator (Shop)

- (UIViewController *)Shop_viewControllerWithItemID:(NSString *)itemID {
    return [self performTarget:kCTMediatorTargetShop
                        action:kShopActionDetail
                        params:@{@"id": itemID}
             shouldCacheTarget:NO];
}

- (UIViewController *)Shop_cartViewController {
    return [self performTarget:@"Shop" action:@"cart" params:nil shouldCacheTarget:NO];
}

/*
- (UIViewController *)Shop_old {
    return [self performTarget:@"OldShop" action:@"detail" params:nil shouldCacheTarget:NO];
}
*/

@end
