//
//  CCUser.h
//  cc
//
//  The signed-in user. Parsed from JSON by the networking layer.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, CCUserRole) {
    CCUserRoleGuest = 0,
    CCUserRoleMember,
    CCUserRoleAdmin,
};

@interface CCUser : NSObject <NSSecureCoding>

@property (nonatomic, copy, readonly) NSString *identifier;
@property (nonatomic, copy, readonly) NSString *displayName;
@property (nonatomic, copy, readonly, nullable) NSString *email;
@property (nonatomic, assign, readonly) CCUserRole role;

- (instancetype)initWithIdentifier:(NSString *)identifier
                       displayName:(NSString *)displayName
                             email:(nullable NSString *)email
                              role:(CCUserRole)role NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
