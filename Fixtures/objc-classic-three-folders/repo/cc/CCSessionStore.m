//
//  CCSessionStore.m
//  cc
//
//  Note: this store listens to the app layer's logout notification. That upward
//  import is what closes the aa -> bb -> cc -> aa cycle.
//

#import "CCSessionStore.h"
#import "AANotifications.h"

@interface CCSessionStore ()
@property (nonatomic, strong, readwrite, nullable) CCUser *currentUser;
@property (nonatomic, copy, readwrite, nullable) NSString *accessToken;
@end

@implementation CCSessionStore

+ (CCSessionStore *)sharedStore {
    static CCSessionStore *store;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        store = [[CCSessionStore alloc] init];
    });
    return store;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        [[NSNotificationCenter defaultCenter] addObserver:self
                                                 selector:@selector(userDidLogOut:)
                                                     name:AAUserDidLogOutNotification
                                                   object:nil];
    }
    return self;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)startSessionWithUser:(CCUser *)user accessToken:(NSString *)accessToken {
    self.currentUser = user;
    self.accessToken = accessToken;
}

- (void)endSession {
    self.currentUser = nil;
    self.accessToken = nil;
}

- (void)userDidLogOut:(NSNotification *)notification {
    [self endSession];
}

@end
