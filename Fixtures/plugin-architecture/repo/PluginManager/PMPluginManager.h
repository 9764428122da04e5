//
//  PMPluginManager.h
//  PluginManager
//

#import <UIKit/UIKit.h>
#import "PMPlugin.h"

@class CTContainer;

NS_ASSUME_NONNULL_BEGIN

@interface PMPluginManager : NSObject

@property (nonatomic, copy, readonly) NSArray<id<PMPlugin>> *plugins;

- (instancetype)initWithContainer:(CTContainer *)container NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

/// Reads an array of class names from the plist at `registryURL` and instantiates each one.
- (void)loadPluginsFromRegistry:(nullable NSURL *)registryURL;
- (NSArray<UIViewController *> *)rootViewControllers;

@end

NS_ASSUME_NONNULL_END
