#import <Foundation/Foundation.h>

#import "ANTracker.h"

// Presence tests written the other way round (`nil != c`), a class kept in a variable for a type
// test, an unarchiver told which class an archived name now stands for, and Apple's private XCTest
// classes.
@interface ANProbes : NSObject
@end

@implementation ANProbes

- (void)probe:(id)view {
    Class recorder = NSClassFromString(@"RPScreenRecorderBridge");
    if (nil != recorder) {
        NSLog(@"screen recording");
    }
    if (nil == NSClassFromString(@"ANDebugOverlay")) {
        return;
    }
    Class safeArea = NSClassFromString(@"RCTSafeAreaView");
    if ([view isKindOfClass:safeArea]) {
        NSLog(@"react safe area");
    }
}

// Archives of an older version name the class ANLegacyTracker, long renamed: they are read as
// ANTracker. The archived name may name no class at all.
- (id)decode:(NSData *)data {
    [NSKeyedUnarchiver setClass:[ANTracker class] forClassName:@"ANLegacyTracker"];
    return [NSKeyedUnarchiver unarchiveObjectWithData:data];
}

- (void)snapshot {
    id query = [NSClassFromString(@"XCTElementQuery") new];
    id snapshot = [NSClassFromString(@"XCElementSnapshot") new];
    NSLog(@"%@ %@", query, snapshot);
}

@end
