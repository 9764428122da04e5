//
//  AppDelegate.m
//  App
//
//  The app knows only the container; plugins arrive through Plugins.plist.
//

#import "AppDelegate.h"
#import "CTContainer.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    CTContainer *container = CTContainer.sharedContainer;
    [container bootWithLaunchOptions:launchOptions];

    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = [container pluginViewControllers];

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
