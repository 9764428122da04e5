//
//  PMPlugin.h
//  PluginManager
//
//  What every plugin class listed in Plugins.plist implements.
//

#import <UIKit/UIKit.h>

@class CTContainer;

NS_ASSUME_NONNULL_BEGIN

@protocol PMPlugin <NSObject>

- (instancetype)initWithContainer:(CTContainer *)container;

@optional
- (void)pluginDidLoad;
- (nullable UIViewController *)rootViewController;

@end

NS_ASSUME_NONNULL_END
