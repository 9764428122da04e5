#import <Foundation/Foundation.h>

/// Loads the feed and logs what it did.
@interface FEFeedLoader : NSObject
- (void)load;
@end
