//
//  AppDelegate.m
//  App
//

#import <UIKit/UIKit.h>
#import <BeeHive/BeeHive.h>
#import "HomeServiceProtocol.h"
#import "ShopServiceProtocol.h"

@interface AppDelegate : BHAppDelegate
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [BHContext shareInstance].moduleConfigName = @"BeeHive.bundle/BeeHive";
    [BHContext shareInstance].serviceConfigName = @"BeeHive.bundle/BHService";
    [super application:application didFinishLaunchingWithOptions:launchOptions];

    id<HomeServiceProtocol> home = [[BeeHive shareInstance] createService:@protocol(HomeServiceProtocol)];
    [home showHome];
    id<ShopServiceProtocol> shop = [[BeeHive shareInstance] createService:@protocol(ShopServiceProtocol)];
    [shop openCart];
    return YES;
}

@end
