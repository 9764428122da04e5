//
//  CTContainer.m
//  Container
//

#import "CTContainer.h"
#import "PMPluginManager.h"

@interface CTContainer ()
@property (nonatomic, strong, readwrite) EDEventDispatcher *eventDispatcher;
@property (nonatomic, strong) NSMutableDictionary<NSString *, id> *services;
@property (nonatomic, strong) PMPluginManager *pluginManager;
@end

@implementation CTContainer

+ (CTContainer *)sharedContainer {
    static CTContainer *container;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        container = [[CTContainer alloc] init];
    });
    return container;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        _eventDispatcher = [[EDEventDispatcher alloc] init];
        _services = [NSMutableDictionary dictionary];
    }
    return self;
}

- (void)registerService:(id)service forProtocol:(Protocol *)protocol {
    NSParameterAssert([service conformsToProtocol:protocol]);
    @synchronized (self) {
        self.services[NSStringFromProtocol(protocol)] = service;
    }
}

- (id)serviceForProtocol:(Protocol *)protocol {
    @synchronized (self) {
        return self.services[NSStringFromProtocol(protocol)];
    }
}

- (void)bootWithLaunchOptions:(NSDictionary *)launchOptions {
    self.pluginManager = [[PMPluginManager alloc] initWithContainer:self];
    [self.pluginManager loadPluginsFromRegistry:[[NSBundle mainBundle] URLForResource:@"Plugins" withExtension:@"plist"]];
}

- (NSArray<UIViewController *> *)pluginViewControllers {
    return [self.pluginManager rootViewControllers];
}

@end
