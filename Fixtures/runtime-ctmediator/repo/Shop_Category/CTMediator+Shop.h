//
//  CTMediator+Shop.h
//  Shop_Category: the only door to Shop; callers never import Shop.
//

#import <CTMediator/CTMediator.h>
#import <UIKit/UIKit.h>

@interface CTMediator (Shop)

- (UIViewController *)Shop_viewControllerWithItemID:(NSString *)itemID;
- (UIViewController *)Shop_cartViewController;

@end
