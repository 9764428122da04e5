#import <Cocoa/Cocoa.h>

@interface AppDelegate : NSObject <NSApplicationDelegate>
@end

@implementation AppDelegate
- (void)applicationDidFinishLaunching:(NSNotification *)note {
    NSDistributedNotificationCenter *ndc = [NSDistributedNotificationCenter defaultCenter];
    [ndc addObserverForName:@"VWOpenDataNotification" object:nil queue:nil usingBlock:^(NSNotification *n) {
        NSLog(@"%@", n.userInfo);
    }];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(ping:) name:@"VWLocalPing" object:nil];
}

- (void)ping:(NSNotification *)note {
}
@end
