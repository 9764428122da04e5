//
//  ACCAccountStore.h
//  Accounts
//
//  Swift sees this class as AccountStore.
//

#import <Foundation/Foundation.h>
#import "ACCAccount.h"

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(AccountStore)
@interface ACCAccountStore : NSObject

@property (class, nonatomic, readonly) ACCAccountStore *sharedStore;
@property (nonatomic, strong, readonly, nullable) ACCAccount *currentAccount;

- (void)restoreSession;
- (void)signOut;

@end

NS_ASSUME_NONNULL_END
