import CouplingModel

/// The call shapes of the well-known mechanisms: Objective-C runtime look-ups, NotificationCenter,
/// Combine and SwiftEventBus, CTMediator, BeeHive, MGJRouter, JLRoutes, URLNavigator, DeepLinkKit.
/// `.coupling.yml` adds in-house ones (`runtime.shapes`).
public enum BuiltInRuntimeShapes {
    public static let all: [RuntimeShape] = classNames + notifications + mediators + registries + routers

    static let classNames: [RuntimeShape] = [
        RuntimeShape(family: .runtimeClass, role: .use, names: .class, swift: "NSClassFromString(_:)"),
        RuntimeShape(family: .runtimeClass, role: .use, names: .class, swift: "objc_getClass(_:)"),
        RuntimeShape(family: .runtimeClass, role: .use, names: .class, swift: "objc_lookUpClass(_:)"),
        RuntimeShape(family: .runtimeClass, role: .use, names: .protocol, swift: "NSProtocolFromString(_:)"),
        RuntimeShape(family: .runtimeClass, role: .use, names: .protocol, swift: "objc_getProtocol(_:)"),
        // An unarchiver told which class an archived name stands for now: the name may be long gone
        // (Element's `Riot.WidgetManagerConfig`), so it is a probe, never a dangling class.
        RuntimeShape(family: .runtimeClass, role: .probe, names: .class, objc: "setClass:forClassName:", key: 1),
    ]

    static let notifications: [RuntimeShape] = [
        RuntimeShape(family: .event, role: .post, names: .string, objc: "postNotificationName:"),
        RuntimeShape(family: .event, role: .post, names: .string, objc: "notificationWithName:"),
        RuntimeShape(family: .event, role: .observe, names: .string, objc: "addObserver:selector:name:", key: 2),
        RuntimeShape(family: .event, role: .observe, names: .string, objc: "addObserverForName:"),
        RuntimeShape(family: .event, role: .post, names: .string, swift: "post(name:)"),
        // `DistributedNotificationCenter`'s post keeps its Objective-C name in Swift.
        RuntimeShape(family: .event, role: .post, names: .string, swift: "postNotificationName(_:)"),
        RuntimeShape(family: .event, role: .post, names: .string, swift: "Notification(name:)"),
        RuntimeShape(family: .event, role: .post, names: .string, swift: "NSNotification(name:)"),
        RuntimeShape(family: .event, role: .observe, names: .string, swift: "addObserver(_:selector:name:)", key: 2),
        RuntimeShape(family: .event, role: .observe, names: .string, swift: "addObserver(forName:)"),
        RuntimeShape(family: .event, role: .observe, names: .string, swift: "publisher(for:)", receiver: "NotificationCenter"),
        RuntimeShape(family: .event, role: .observe, names: .string, swift: "notifications(named:)"),
        // SwiftEventBus: its names are notification names too.
        RuntimeShape(family: .event, role: .post, names: .string, swift: "post(_:)", receiver: "SwiftEventBus"),
        RuntimeShape(family: .event, role: .post, names: .string, swift: "postToMainThread(_:)", receiver: "SwiftEventBus"),
        RuntimeShape(family: .event, role: .observe, names: .string, swift: "onMainThread(_:name:)", key: 1),
        RuntimeShape(family: .event, role: .observe, names: .string, swift: "onBackgroundThread(_:name:)", key: 1),
    ]

    static let mediators: [RuntimeShape] = [
        RuntimeShape(family: .targetAction, role: .use, names: .class, objc: "performTarget:action:", key: 0, key2: 1),
        RuntimeShape(family: .targetAction, role: .use, names: .class, swift: "performTarget(_:action:)", key: 0, key2: 1),
        RuntimeShape(family: .targetAction, role: .use, names: .url, objc: "performActionWithUrl:"),
        RuntimeShape(family: .targetAction, role: .use, names: .url, swift: "performAction(with:)"),
    ]

    static let registries: [RuntimeShape] = [
        // BeeHive: the key is the protocol; the provider is the second argument's class.
        RuntimeShape(family: .registry, role: .register, names: .protocol, objc: "registerService:service:", key: 0, key2: 1),
        RuntimeShape(family: .registry, role: .register, names: .protocol, objc: "registerService:implClass:", key: 0, key2: 1),
        RuntimeShape(family: .registry, role: .use, names: .protocol, objc: "createService:"),
        RuntimeShape(family: .registry, role: .use, names: .protocol, swift: "createService(_:)"),
        RuntimeShape(family: .registry, role: .register, names: .protocol, swift: "registerService(_:service:)", key: 0, key2: 1),
        RuntimeShape(family: .registry, role: .register, names: .protocol, swift: "registerService(_:implClass:)", key: 0, key2: 1),
    ]

    static let routers: [RuntimeShape] = [
        // MGJRouter
        RuntimeShape(family: .route, role: .register, names: .url, objc: "registerURLPattern:", receiver: "MGJRouter"),
        RuntimeShape(family: .route, role: .use, names: .url, objc: "openURL:", receiver: "MGJRouter"),
        RuntimeShape(family: .route, role: .use, names: .url, objc: "objectForURL:", receiver: "MGJRouter"),
        RuntimeShape(family: .route, role: .probe, names: .url, objc: "canOpenURL:", receiver: "MGJRouter"),
        RuntimeShape(family: .route, role: .register, names: .url, swift: "registerURLPattern(_:)", receiver: "MGJRouter"),
        RuntimeShape(family: .route, role: .use, names: .url, swift: "openURL(_:)", receiver: "MGJRouter"),
        RuntimeShape(family: .route, role: .use, names: .url, swift: "object(forURL:)", receiver: "MGJRouter"),
        // JLRoutes
        RuntimeShape(family: .route, role: .register, names: .url, objc: "addRoute:"),
        RuntimeShape(family: .route, role: .use, names: .url, objc: "routeURL:", receiver: "JLRoutes"),
        RuntimeShape(family: .route, role: .probe, names: .url, objc: "canRouteURL:", receiver: "JLRoutes"),
        RuntimeShape(family: .route, role: .register, names: .url, swift: "addRoute(_:)"),
        RuntimeShape(family: .route, role: .use, names: .url, swift: "routeURL(_:)", receiver: "JLRoutes"),
        RuntimeShape(family: .route, role: .probe, names: .url, swift: "canRouteURL(_:)", receiver: "JLRoutes"),
        // URLNavigator
        RuntimeShape(family: .route, role: .register, names: .url, swift: "register(_:)", receiver: "navigator"),
        RuntimeShape(family: .route, role: .register, names: .url, swift: "handle(_:)", receiver: "navigator"),
        RuntimeShape(family: .route, role: .use, names: .url, swift: "push(_:)", receiver: "navigator"),
        RuntimeShape(family: .route, role: .use, names: .url, swift: "present(_:)", receiver: "navigator"),
        RuntimeShape(family: .route, role: .use, names: .url, swift: "open(_:)", receiver: "navigator"),
        RuntimeShape(family: .route, role: .use, names: .url, swift: "viewController(for:)", receiver: "navigator"),
        // DeepLinkKit
        RuntimeShape(family: .route, role: .register, names: .url, objc: "registerHandlerClass:forRoute:", key: 1),
        RuntimeShape(family: .route, role: .register, names: .url, objc: "registerBlock:forRoute:", key: 1),
        RuntimeShape(family: .route, role: .use, names: .url, objc: "handleURL:withCompletion:", receiver: "router"),
    ]
}
