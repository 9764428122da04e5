//
//  CTContainer.h
//  Container
//
//  The host: owns the event dispatcher and the service registry, and boots the plugins.
//

#import <UIKit/UIKit.h>
#import "EDEventDispatcher.h"

NS_ASSUME_NONNULL_BEGIN

@interface CTContainer : NSObject

@property (class, nonatomic, readonly) CTContainer *sharedContainer;
@property (nonatomic, strong, readonly) EDEventDispatcher *eventDispatcher;

- (void)registerService:(id)service forProtocol:(Protocol *)protocol;
- (nullable id)serviceForProtocol:(Protocol *)protocol;

/// Loads every plugin listed in the plugin registry and lets each one set itself up.
- (void)bootWithLaunchOptions:(nullable NSDictionary *)launchOptions;

/// Root view controllers contributed by the plugins, in registry order.
- (NSArray<UIViewController *> *)pluginViewControllers;

@end

NS_ASSUME_NONNULL_END
