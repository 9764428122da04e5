//
//  PMPluginManager.m
//  PluginManager
//

#import "PMPluginManager.h"
#import "CTContainer.h"

@interface PMPluginManager ()
@property (nonatomic, weak) CTContainer *container;
@property (nonatomic, copy, readwrite) NSArray<id<PMPlugin>> *plugins;
@end

@implementation PMPluginManager

- (instancetype)initWithContainer:(CTContainer *)container {
    self = [super init];
    if (self) {
        _container = container;
        _plugins = @[];
    }
    return self;
}

- (void)loadPluginsFromRegistry:(NSURL *)registryURL {
    NSArray<NSString *> *classNames = registryURL ? [NSArray arrayWithContentsOfURL:registryURL] : nil;
    NSMutableArray<id<PMPlugin>> *loaded = [NSMutableArray array];
    for (NSString *className in classNames) {
        Class pluginClass = NSClassFromString(className);
        if (![pluginClass conformsToProtocol:@protocol(PMPlugin)]) {
            NSLog(@"[PluginManager] %@ is not a plugin, skipped", className);
            continue;
        }
        id<PMPlugin> plugin = [[pluginClass alloc] initWithContainer:self.container];
        [loaded addObject:plugin];
    }
    self.plugins = loaded;
    for (id<PMPlugin> plugin in self.plugins) {
        if ([plugin respondsToSelector:@selector(pluginDidLoad)]) {
            [plugin pluginDidLoad];
        }
    }
}

- (NSArray<UIViewController *> *)rootViewControllers {
    NSMutableArray<UIViewController *> *controllers = [NSMutableArray array];
    for (id<PMPlugin> plugin in self.plugins) {
        if ([plugin respondsToSelector:@selector(rootViewController)]) {
            UIViewController *controller = [plugin rootViewController];
            if (controller != nil) {
                [controllers addObject:controller];
            }
        }
    }
    return controllers;
}

@end
