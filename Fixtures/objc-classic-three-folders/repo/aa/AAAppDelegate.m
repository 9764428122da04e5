//
//  AAAppDelegate.m
//  aa
//

#import "AAAppDelegate.h"
#import "AALoginViewController.h"
#import "AANotifications.h"
#import "BBNetworkClient.h"

@interface AAAppDelegate ()
@property (nonatomic, strong) BBNetworkClient *networkClient;
@end

@implementation AAAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    NSURL *baseURL = [NSURL URLWithString:@"https://api.example.com/v1/"];
    self.networkClient = [[BBNetworkClient alloc] initWithBaseURL:baseURL
                                                          session:[NSURLSession sharedSession]];

    AALoginViewController *login = [[AALoginViewController alloc] initWithNetworkClient:self.networkClient];
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:login];
    [self.window makeKeyAndVisible];
    // UIKit's notification, by UIKit's constant: a key the tree neither defines nor posts.
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(becameActive:)
                                                 name:UIApplicationDidBecomeActiveNotification
                                               object:nil];
    return YES;
}

- (void)becameActive:(NSNotification *)note {
}

- (void)logOut {
    // Everything that caches the session (CCSessionStore among others) observes this notification.
    [[NSNotificationCenter defaultCenter] postNotificationName:AAUserDidLogOutNotification object:nil];
}

@end
