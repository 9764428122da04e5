//
//  CCUser.m
//  cc
//

#import "CCUser.h"

@implementation CCUser

- (instancetype)initWithIdentifier:(NSString *)identifier
                       displayName:(NSString *)displayName
                             email:(NSString *)email
                              role:(CCUserRole)role {
    self = [super init];
    if (self) {
        _identifier = [identifier copy];
        _displayName = [displayName copy];
        _email = [email copy];
        _role = role;
    }
    return self;
}

+ (BOOL)supportsSecureCoding {
    return YES;
}

- (void)encodeWithCoder:(NSCoder *)coder {
    [coder encodeObject:self.identifier forKey:@"identifier"];
    [coder encodeObject:self.displayName forKey:@"displayName"];
    [coder encodeObject:self.email forKey:@"email"];
    [coder encodeInteger:self.role forKey:@"role"];
}

- (instancetype)initWithCoder:(NSCoder *)coder {
    NSString *identifier = [coder decodeObjectOfClass:[NSString class] forKey:@"identifier"];
    NSString *displayName = [coder decodeObjectOfClass:[NSString class] forKey:@"displayName"];
    NSString *email = [coder decodeObjectOfClass:[NSString class] forKey:@"email"];
    CCUserRole role = [coder decodeIntegerForKey:@"role"];
    if (identifier == nil || displayName == nil) {
        return nil;
    }
    return [self initWithIdentifier:identifier displayName:displayName email:email role:role];
}

- (NSString *)description {
    return [NSString stringWithFormat:@"<CCUser %@ (%@)>", self.identifier, self.displayName];
}

@end
