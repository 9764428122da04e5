//
//  ACCAccount.m
//  Accounts
//

#import "ACCAccount.h"

@implementation ACCAccount

- (instancetype)initWithIdentifier:(NSString *)identifier email:(NSString *)email verified:(BOOL)verified {
    self = [super init];
    if (self) {
        _identifier = [identifier copy];
        _email = [email copy];
        _verified = verified;
    }
    return self;
}

@end
