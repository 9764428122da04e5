//
//  AppDelegate.m
//  App
//

#import <UIKit/UIKit.h>
#import <CTMediator/CTMediator.h>
#import "CTMediator+Shop.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UIViewController *shop = [[CTMediator sharedInstance] Shop_viewControllerWithItemID:@"42"];
    self.window.rootViewController = shop;
    return YES;
}

- (void)showProfile {
    // The URL form: host = target, path = action.
    NSURL *url = [NSURL URLWithString:@"myapp://Profile/showProfile?uid=7"];
    [[CTMediator sharedInstance] performActionWithUrl:url completion:nil];
    [[CTMediator sharedInstance] performActionWithUrl:[NSURL URLWithString:@"myapp://Profile/showProfile"] completion:nil];
}

- (void)pay {
    // Checkout was removed last year; nobody noticed this call.
    [[CTMediator sharedInstance] performTarget:@"Checkout" action:@"pay" params:@{} shouldCacheTarget:NO];
}

@end
