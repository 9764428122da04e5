#import "FEFeedLoader.h"
#import "LGLog.h"

// This file's own STR wraps in an NSString literal; the header's makes a C string. The local
// definition wins from here on (the compiler warns about the redefinition, and uses this one).
#undef STR
#define STR(x) @#x

/// A helper only this file sees.
static NSString *FEDescribe(NSInteger count) {
    return [NSString stringWithFormat:@"%ld items", (long)count];
}

/// A class private to this file.
@interface FEFeedCursor : NSObject
@property (nonatomic) NSInteger position;
@end

@implementation FEFeedCursor
@end

@implementation FEFeedLoader

- (void)load {
    FEFeedCursor *cursor = [[FEFeedCursor alloc] init];
    NSString *key = STR(feed);
    LG_LOG(@"%@ at %ld: %@", key, (long)cursor.position, FEDescribe(3));
    LGLog(FEDescribe(cursor.position));
}

@end
