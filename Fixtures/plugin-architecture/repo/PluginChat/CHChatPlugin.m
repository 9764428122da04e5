//
//  CHChatPlugin.m
//  PluginChat
//

#import "CHChatPlugin.h"
#import "CHChatViewController.h"
#import "CTContainer.h"

@interface CHChatPlugin ()
@property (nonatomic, weak) CTContainer *container;
@property (nonatomic, strong) CHChatViewController *chatViewController;
@end

@implementation CHChatPlugin

- (instancetype)initWithContainer:(CTContainer *)container {
    self = [super init];
    if (self) {
        _container = container;
    }
    return self;
}

- (void)pluginDidLoad {
    self.chatViewController = [[CHChatViewController alloc] initWithEventDispatcher:self.container.eventDispatcher];
}

- (UIViewController *)rootViewController {
    return [[UINavigationController alloc] initWithRootViewController:self.chatViewController];
}

@end
