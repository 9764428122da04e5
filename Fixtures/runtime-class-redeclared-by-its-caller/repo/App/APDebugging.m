#import "KTSlice.h"

// KTRandomSlice is the Kit's class; its header is private, so the App re-declares what it calls
// and finds the class at run time.
@interface KTRandomSlice : KTSlice
- (instancetype)initWithLength:(unsigned long long)length;
@end

@interface APDebugMenu : NSObject
@end

@implementation APDebugMenu
@end

KTSlice *APMakeRandomSlice(void) {
    Class cls = NSClassFromString(@"KTRandomSlice");
    return [[cls alloc] initWithLength:32];
}

id APMakeMenu(void) {
    // The App's own class: no edge.
    return [[NSClassFromString(@"APDebugMenu") alloc] init];
}
