//
//  ANTracker.h
//  Analytics
//
//  Swift sees this class as Tracker.
//

#import <Foundation/Foundation.h>

@class NWHTTPClient;

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(Tracker)
@interface ANTracker : NSObject

@property (class, nonatomic, readonly) ANTracker *sharedTracker;

/// Where batches are uploaded; set once at launch.
@property (nonatomic, strong, nullable) NWHTTPClient *uploadClient;

- (void)trackEventNamed:(NSString *)name properties:(nullable NSDictionary<NSString *, id> *)properties;
- (void)flush;

@end

NS_ASSUME_NONNULL_END
