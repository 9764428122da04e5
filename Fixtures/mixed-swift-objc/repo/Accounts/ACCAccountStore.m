//
//  ACCAccountStore.m
//  Accounts
//

#import "ACCAccountStore.h"
#import "App-Swift.h"

static NSString *const ACCStoredAccountKey = @"com.example.accounts.current";

@interface ACCAccountStore ()
@property (nonatomic, strong, readwrite, nullable) ACCAccount *currentAccount;
@end

@implementation ACCAccountStore

+ (ACCAccountStore *)sharedStore {
    static ACCAccountStore *store;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        store = [[ACCAccountStore alloc] init];
    });
    return store;
}

- (void)restoreSession {
    NSDictionary *stored = [[NSUserDefaults standardUserDefaults] dictionaryForKey:ACCStoredAccountKey];
    if (stored == nil) {
        [[LGNLogger shared] info:@"No stored account"];
        return;
    }
    self.currentAccount = [[ACCAccount alloc] initWithIdentifier:stored[@"id"]
                                                           email:stored[@"email"]
                                                        verified:[stored[@"verified"] boolValue]];
    [[LGNLogger shared] info:@"Restored the stored account"];
}

- (void)signOut {
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:ACCStoredAccountKey];
    self.currentAccount = nil;
    [[LGNLogger shared] info:@"Signed out"];
}

@end
