/// The mechanism families of run-time coupling: each is an edge kind of its own.
public enum RuntimeFamily: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// A class or protocol looked up by name (`NSClassFromString`, `objc_getClass`, `NSProtocolFromString`).
    case runtimeClass = "runtime-class"
    /// A class, module or service listed in a registry (plist, JSON, `@BeeHiveMod`, `registerService:`).
    case registry
    /// A CTMediator-style `performTarget:action:` reaching `Target_X` / `Action_y:`.
    case targetAction = "target-action"
    /// A URL route registered in one place and opened in another.
    case route
    /// A notification or event posted in one place and observed in another.
    case event

    public static func < (a: RuntimeFamily, b: RuntimeFamily) -> Bool { a.rawValue < b.rawValue }

    /// Broadcasts (events) point observer → poster; every other family is a lookup (user → provider).
    public var isBroadcast: Bool { self == .event }
}

/// What a mention does with its key.
public enum RuntimeRole: String, Hashable, Sendable, Codable {
    /// Looks the key up, calls, opens or creates it.
    case use
    /// Looks the key up only to test whether it exists (`NSClassFromString(@"X") != nil`, `canOpenURL:`).
    case probe
    /// Declares, registers or handles the key.
    case register
    /// Posts an event.
    case post
    /// Observes an event.
    case observe
}

/// What the key of a mention names, which decides how it is matched.
public enum RuntimeNames: String, Hashable, Sendable, Codable {
    /// An Objective-C class name (`X`, or Swift's `Module.X`).
    case `class`
    case `protocol`
    /// A URL or URL pattern.
    case url
    /// A plain string matched by value.
    case string
}

/// The key argument of a string-keyed call as the code spells it.
public enum RuntimeKeyExpression: Hashable, Sendable, Codable {
    /// A literal value (adjacent literals joined).
    case literal(String)
    /// The literal prefix of a built string (`stringWithFormat:@"a://b/%@"`, `"a://b/\(id)"`).
    case prefix(String)
    /// A named constant to resolve through the constant table (`kName`, Swift `.name`, `Keys.name`).
    case constant(String)
}

/// One string-keyed call, registration or declaration a frontend found in a file.
public struct RuntimeMention: Hashable, Sendable, Codable {
    public var family: RuntimeFamily
    public var role: RuntimeRole
    public var names: RuntimeNames
    public var key: RuntimeKeyExpression
    /// The second key of a compound key (a mediator's action), when the call has one.
    public var key2: RuntimeKeyExpression?
    /// The call shape that matched (`NSClassFromString`, `postNotificationName:`, `publisher(for:)`).
    public var mechanism: String
    public var location: SourceLocation
    /// For registrations that name their provider (`@BeeHiveService(P, Impl)`, `registerService:service:`):
    /// the class that provides the key.
    public var provider: String?
    /// A post or observation through a center that crosses processes (`NSDistributedNotificationCenter`):
    /// it reaches the other apps' observers of its center, not only its own process's.
    public var crossProcess = false

    public init(
        family: RuntimeFamily, role: RuntimeRole, names: RuntimeNames, key: RuntimeKeyExpression,
        key2: RuntimeKeyExpression? = nil, mechanism: String, location: SourceLocation, provider: String? = nil,
        crossProcess: Bool = false
    ) {
        self.family = family
        self.role = role
        self.names = names
        self.key = key
        self.key2 = key2
        self.mechanism = mechanism
        self.location = location
        self.provider = provider
        self.crossProcess = crossProcess
    }

    /// Whether a receiver's text names a notification center that crosses processes: Foundation's
    /// distributed center (`[NSDistributedNotificationCenter defaultCenter]`,
    /// `DistributedNotificationCenter.default()`) or Core Foundation's Darwin or distributed one.
    public static func namesCrossProcessCenter(_ text: some StringProtocol) -> Bool {
        text.contains("DistributedNotificationCenter") || text.contains("DarwinNotifyCenter")
            || text.contains("GetDistributedCenter")
    }
}

/// A named string constant and its value (`#define K @"v"`, `NSString *const K = @"v"`,
/// `static let k = "v"`, `static let k = Notification.Name("v")`); a value that names another
/// constant (`#define A B`) is kept as `.constant` and followed by the table.
public struct RuntimeConstant: Hashable, Sendable, Codable {
    public var name: String
    public var value: RuntimeKeyExpression
    public var location: SourceLocation
    public init(name: String, value: RuntimeKeyExpression, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// What a runtime scanner found in one file.
public struct RuntimeFileFacts: Hashable, Sendable, Codable {
    public var mentions: [RuntimeMention] = []
    public var constants: [RuntimeConstant] = []
    /// Key arguments that no expression form resolves (a variable): counted, never guessed.
    public var dynamicKeys = 0
    /// The families and roles of those calls (sorted, once each): a wrapper that posts whatever
    /// name it is given may post any key, so no finding may say that nothing posts one.
    public var dynamicUses: [RuntimeDynamicUse] = []
    /// Functions of the file that pass a parameter on as a call shape's key, as shapes of their own
    /// (`postOnMainThread(notification:)`): their calls are found by a second scan.
    public var wrappers: [RuntimeShape] = []

    /// Counts a call whose key no expression form resolves.
    public mutating func noteDynamic(_ family: RuntimeFamily, _ role: RuntimeRole) {
        dynamicKeys += 1
        let use = RuntimeDynamicUse(family: family, role: role)
        if !dynamicUses.contains(use) {
            dynamicUses.append(use)
            dynamicUses.sort()
        }
    }
    public init(mentions: [RuntimeMention] = [], constants: [RuntimeConstant] = [], dynamicKeys: Int = 0) {
        self.mentions = mentions
        self.constants = constants
        self.dynamicKeys = dynamicKeys
    }
}

/// A family and role of calls whose key is a variable.
public struct RuntimeDynamicUse: Hashable, Sendable, Codable, Comparable {
    public var family: RuntimeFamily
    public var role: RuntimeRole
    public init(family: RuntimeFamily, role: RuntimeRole) {
        self.family = family
        self.role = role
    }
    public static func < (a: Self, b: Self) -> Bool { (a.family.rawValue, a.role.rawValue) < (b.family.rawValue, b.role.rawValue) }
}

/// A string-keyed call shape: a method (Objective-C selector parts, Swift base name and labels) or a
/// C function whose argument `key` carries a key of `names`. Built-in tables cover the well-known
/// libraries; `.coupling.yml` adds in-house ones (`runtime.shapes`).
public struct RuntimeShape: Hashable, Sendable, Codable {
    public var family: RuntimeFamily
    public var role: RuntimeRole
    public var names: RuntimeNames
    /// `postNotificationName:object:`: a message whose selector starts with these parts matches.
    public var objc: String?
    /// `post(name:object:)`: a call of this base name whose labels start with these matches.
    /// A C function is written `NSClassFromString(_:)` and matches in both languages.
    public var swift: String?
    /// The argument index of the key, and of the second key (a mediator's action).
    public var key: Int
    public var key2: Int?
    /// When set, the call's receiver must contain this word (case-insensitive): `MGJRouter`, `navigator`.
    public var receiver: String?

    public init(
        family: RuntimeFamily, role: RuntimeRole, names: RuntimeNames, objc: String? = nil, swift: String? = nil,
        key: Int = 0, key2: Int? = nil, receiver: String? = nil
    ) {
        self.family = family
        self.role = role
        self.names = names
        self.objc = objc
        self.swift = swift
        self.key = key
        self.key2 = key2
        self.receiver = receiver
    }

    /// The Objective-C selector parts (`["postNotificationName", "object"]`).
    public var objcParts: [String] {
        guard let objc else { return [] }
        return objc.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    /// The Swift base name and argument labels (`_` for none): `("post", ["name", "object"])`.
    public var swiftParts: (base: String, labels: [String])? {
        guard let swift, let open = swift.firstIndex(of: "(") else { return nil }
        let base = String(swift[..<open])
        let inside = swift[swift.index(after: open)...].dropLast(swift.hasSuffix(")") ? 1 : 0)
        return (base, inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init))
    }
}
