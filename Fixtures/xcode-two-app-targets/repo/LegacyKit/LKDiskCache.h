#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// A size-bounded cache of encoded image data on disk. Written before the app had Swift.
@interface LKDiskCache : NSObject

@property (class, nonatomic, readonly) LKDiskCache *sharedCache;

- (nullable NSData *)dataForKey:(NSString *)key;
- (void)storeData:(NSData *)data forKey:(NSString *)key;
- (void)trimToMegabytes:(NSUInteger)megabytes;

@end

NS_ASSUME_NONNULL_END
