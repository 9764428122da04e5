#import <Foundation/Foundation.h>
#import "LKDiskCache.h"

NS_ASSUME_NONNULL_BEGIN

typedef void (^LKImageLoaderCompletion)(NSData *_Nullable data);

/// Loads image data, from the disk cache when it can.
@interface LKImageLoader : NSObject

- (instancetype)initWithDiskCache:(LKDiskCache *)diskCache NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

- (void)loadImageForKey:(NSString *)key completion:(LKImageLoaderCompletion)completion;

@end

NS_ASSUME_NONNULL_END
