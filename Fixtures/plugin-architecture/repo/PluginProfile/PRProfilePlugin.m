//
//  PRProfilePlugin.m
//  PluginProfile
//

#import "PRProfilePlugin.h"
#import "PRProfileViewController.h"
#import "CTContainer.h"
#import "EDEventDispatcher.h"

@interface PRProfilePlugin ()
@property (nonatomic, weak) CTContainer *container;
@property (nonatomic, strong) PRProfileViewController *profileViewController;
@property (nonatomic, strong) id<NSObject> unreadSubscription;
@end

@implementation PRProfilePlugin

- (instancetype)initWithContainer:(CTContainer *)container {
    self = [super init];
    if (self) {
        _container = container;
        _profileViewController = [[PRProfileViewController alloc] init];
    }
    return self;
}

- (void)dealloc {
    [self.container.eventDispatcher unsubscribe:self.unreadSubscription];
}

- (void)pluginDidLoad {
    // The chat plugin is optional: look it up by name instead of importing it.
    self.profileViewController.showsMessagesRow = NSClassFromString(@"CHChatPlugin") != Nil;

    EDEventDispatcher *dispatcher = self.container.eventDispatcher;
    __weak PRProfileViewController *profile = self.profileViewController;
    self.unreadSubscription = [dispatcher subscribeToEventNamed:@"chat.unreadCountChanged"
                                                        handler:^(EDEvent *event) {
        profile.unreadMessages = [event.payload[@"count"] integerValue];
    }];
}

- (UIViewController *)rootViewController {
    return [[UINavigationController alloc] initWithRootViewController:self.profileViewController];
}

@end
