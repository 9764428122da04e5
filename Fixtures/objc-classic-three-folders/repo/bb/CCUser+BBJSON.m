//
//  CCUser+BBJSON.m
//  bb
//

#import "CCUser+BBJSON.h"

@implementation CCUser (BBJSON)

+ (instancetype)bb_userWithJSON:(NSDictionary<NSString *, id> *)json {
    NSString *identifier = json[@"id"];
    NSString *name = json[@"display_name"];
    if (![identifier isKindOfClass:[NSString class]] || ![name isKindOfClass:[NSString class]]) {
        return nil;
    }
    NSString *roleName = json[@"role"];
    CCUserRole role = CCUserRoleGuest;
    if ([roleName isEqualToString:@"admin"]) {
        role = CCUserRoleAdmin;
    } else if ([roleName isEqualToString:@"member"]) {
        role = CCUserRoleMember;
    }
    return [[self alloc] initWithIdentifier:identifier displayName:name email:json[@"email"] role:role];
}

@end
