//
//  NWRequest.m
//  Networking
//

#import "NWRequest.h"

@implementation NWRequest

- (instancetype)initWithMethod:(NSString *)method path:(NSString *)path {
    self = [super init];
    if (self) {
        _method = [method copy];
        _path = [path copy];
    }
    return self;
}

@end
