//
//  EDEventDispatcher.m
//  EventDispatcher
//

#import "EDEventDispatcher.h"

@interface EDSubscription : NSObject
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) EDEventHandler handler;
@end

@implementation EDSubscription
@end

@interface EDEventDispatcher ()
@property (nonatomic, strong) NSMutableArray<EDSubscription *> *subscriptions;
@end

@implementation EDEventDispatcher

- (instancetype)init {
    self = [super init];
    if (self) {
        _subscriptions = [NSMutableArray array];
    }
    return self;
}

- (id<NSObject>)subscribeToEventNamed:(NSString *)name handler:(EDEventHandler)handler {
    EDSubscription *subscription = [[EDSubscription alloc] init];
    subscription.name = name;
    subscription.handler = handler;
    @synchronized (self) {
        [self.subscriptions addObject:subscription];
    }
    return subscription;
}

- (void)unsubscribe:(id<NSObject>)token {
    @synchronized (self) {
        [self.subscriptions removeObjectIdenticalTo:token];
    }
}

- (void)publishEventNamed:(NSString *)name payload:(NSDictionary<NSString *, id> *)payload {
    EDEvent *event = [[EDEvent alloc] initWithName:name payload:payload];
    NSArray<EDSubscription *> *matching;
    @synchronized (self) {
        matching = [self.subscriptions filteredArrayUsingPredicate:
                    [NSPredicate predicateWithFormat:@"name == %@", name]];
    }
    dispatch_async(dispatch_get_main_queue(), ^{
        for (EDSubscription *subscription in matching) {
            subscription.handler(event);
        }
    });
}

@end
