#import "LKDiskCache.h"

@implementation LKDiskCache {
    NSCache<NSString *, NSData *> *_memory;
}

+ (LKDiskCache *)sharedCache {
    static LKDiskCache *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        shared = [[LKDiskCache alloc] init];
    });
    return shared;
}

- (instancetype)init {
    if ((self = [super init])) {
        _memory = [[NSCache alloc] init];
    }
    return self;
}

- (nullable NSData *)dataForKey:(NSString *)key {
    return [_memory objectForKey:key];
}

- (void)storeData:(NSData *)data forKey:(NSString *)key {
    [_memory setObject:data forKey:key cost:data.length];
}

- (void)trimToMegabytes:(NSUInteger)megabytes {
    _memory.totalCostLimit = megabytes * 1024 * 1024;
}

@end
