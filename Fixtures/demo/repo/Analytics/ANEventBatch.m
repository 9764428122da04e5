//
//  ANEventBatch.m
//  Analytics
//

#import "ANEventBatch.h"

@implementation ANEventBatch

- (instancetype)initWithEvents:(NSArray<NSDictionary *> *)events {
    self = [super init];
    if (self) {
        _events = [events copy];
    }
    return self;
}

- (NSData *)JSONData {
    NSDictionary *payload = @{@"schema": @1, @"events": self.events};
    return [NSJSONSerialization dataWithJSONObject:payload options:0 error:NULL];
}

@end
