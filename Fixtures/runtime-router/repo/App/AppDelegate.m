//
//  AppDelegate.m
//  App
//

#import <UIKit/UIKit.h>
#import <MGJRouter/MGJRouter.h>
#import <JLRoutes/JLRoutes.h>

@implementation AppDelegate

- (void)openShop {
    [MGJRouter openURL:@"mgj://shop/42"];
}

- (void)openUser:(NSString *)uid {
    [MGJRouter openURL:[NSString stringWithFormat:@"mgj://user/%@", uid]];
}

- (void)openSettings {
    // The settings route was never registered.
    [MGJRouter openURL:@"mgj://settings"];
}

- (void)openHelp {
    // A web page, not a route of the app.
    [[UIApplication sharedApplication] openURL:[NSURL URLWithString:@"https://example.com/help"] options:@{} completionHandler:nil];
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
    return [JLRoutes routeURL:[NSURL URLWithString:@"feedapp://feed/12"]];
}

@end
