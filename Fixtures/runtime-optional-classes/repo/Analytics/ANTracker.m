#import "ANTracker.h"

#import <objc/runtime.h>

// Optional integrations: each class is looked up by name and used only when it exists.
@implementation ANTracker

- (void)start {
    Class reactRoot = objc_lookUpClass("RCTRootView");
    Class reactImage = objc_lookUpClass("RCTImageView");
    if (reactRoot != nil) {
        NSLog(@"React Native host");
    }
    if (reactImage) {
        NSLog(@"React Native images");
    }

    Class indicator = NSClassFromString(@"NTActivityIndicator");
    if ([indicator respondsToSelector:@selector(sharedIndicator)]) {
        NSLog(@"network activity shown");
    }

    if (NSClassFromString(@"UXUnityBridge")) {
        [NSClassFromString(@"UXUnityBridge") performSelector:@selector(attach)];
    }

    // The SDK's classes, looked up without a test: neither an edge nor a finding.
    id center = [NSClassFromString(@"UNUserNotificationCenter") performSelector:@selector(currentNotificationCenter)];
    BOOL underTest = [NSClassFromString(@"XCTest") class] != [NSObject class];
    NSLog(@"%@ %d", center, underTest);

    // Not optional: nothing tests that this class exists.
    id store = [NSClassFromString(@"LGLegacyStore") new];
    NSLog(@"%@", store);
}

- (NSString *)textOfView:(UIView *)view {
    if ([view isKindOfClass:NSClassFromString(@"RCTTextView")]) {
        return @"react text";
    }
    return nil;
}

@end
