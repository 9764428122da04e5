//
//  EDEvent.m
//  EventDispatcher
//

#import "EDEvent.h"

@implementation EDEvent

- (instancetype)initWithName:(NSString *)name payload:(NSDictionary<NSString *, id> *)payload {
    self = [super init];
    if (self) {
        _name = [name copy];
        _payload = [payload copy] ?: @{};
    }
    return self;
}

@end
