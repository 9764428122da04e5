//
//  CCSessionStore.h
//  cc
//
//  Keeps the current user and access token for the lifetime of a session.
//

#import <Foundation/Foundation.h>
#import "CCUser.h"

NS_ASSUME_NONNULL_BEGIN

@interface CCSessionStore : NSObject

@property (class, nonatomic, readonly) CCSessionStore *sharedStore;

@property (nonatomic, strong, readonly, nullable) CCUser *currentUser;
@property (nonatomic, copy, readonly, nullable) NSString *accessToken;

- (void)startSessionWithUser:(CCUser *)user accessToken:(NSString *)accessToken;
- (void)endSession;

@end

NS_ASSUME_NONNULL_END
