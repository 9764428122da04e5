#import <UIKit/UIKit.h>
#import "EBEngine.h"

/// Objective-C of the app: sees EBEngine through its import; C++ names are not Objective-C's.
@interface LegacySettings : NSObject
@end

@implementation LegacySettings

- (NSInteger)engineVersion {
    EBEngine *engine = [[EBEngine alloc] init];
    return engine.version;
}

@end
