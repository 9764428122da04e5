#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Objective-C face of the C++ engine, for the app's Swift and Objective-C.
@interface EBEngine : NSObject
@property (nonatomic, readonly) NSInteger version;
- (NSString *)rootViewName;
@end

NS_ASSUME_NONNULL_END
