//
//  ANTracker.m
//  Analytics
//

#import "ANTracker.h"
#import "ANEventBatch.h"
#import "NWHTTPClient.h"

static const NSUInteger ANMaximumBatchSize = 20;

@implementation ANTracker {
    NSMutableArray<NSDictionary *> *_pending;
}

+ (ANTracker *)sharedTracker {
    static ANTracker *tracker;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        tracker = [[ANTracker alloc] init];
    });
    return tracker;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        _pending = [NSMutableArray array];
    }
    return self;
}

- (void)trackEventNamed:(NSString *)name properties:(NSDictionary<NSString *, id> *)properties {
    @synchronized (self) {
        [_pending addObject:@{@"name": name, @"properties": properties ?: @{}, @"at": @([NSDate date].timeIntervalSince1970)}];
        if (_pending.count < ANMaximumBatchSize) {
            return;
        }
    }
    [self flush];
}

- (void)flush {
    NSArray *events;
    @synchronized (self) {
        events = [_pending copy];
        [_pending removeAllObjects];
    }
    if (events.count == 0 || self.uploadClient == nil) {
        return;
    }
    ANEventBatch *batch = [[ANEventBatch alloc] initWithEvents:events];
    NWRequest *request = [[NWRequest alloc] initWithMethod:@"POST" path:@"analytics/batch"];
    request.body = [batch JSONData];
    [self.uploadClient send:request completion:^(NSData *data, NSError *error) {
        if (error != nil) {
            NSLog(@"[Analytics] upload failed: %@", error);
        }
    }];
}

@end
