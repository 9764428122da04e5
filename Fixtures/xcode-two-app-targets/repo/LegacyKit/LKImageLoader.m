#import "LKImageLoader.h"

@implementation LKImageLoader {
    LKDiskCache *_diskCache;
}

- (instancetype)initWithDiskCache:(LKDiskCache *)diskCache {
    if ((self = [super init])) {
        _diskCache = diskCache;
    }
    return self;
}

- (void)loadImageForKey:(NSString *)key completion:(LKImageLoaderCompletion)completion {
    NSData *cached = [_diskCache dataForKey:key];
    dispatch_async(dispatch_get_main_queue(), ^{
        completion(cached);
    });
}

@end
