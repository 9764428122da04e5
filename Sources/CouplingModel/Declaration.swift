/// What kind of thing a component declares.
public enum DeclarationKind: String, Hashable, Sendable, Codable, CaseIterable {
    case `class`, `struct`, `enum`, union, `protocol`, actor, `typealias`, typedef
    case function, variable, macro, `operator`
    /// A constant of a C enum or `NS_ENUM`/`NS_OPTIONS`.
    case enumConstant = "enum-constant"

    /// Kinds that name a type.
    public var isType: Bool {
        switch self {
        case .class, .struct, .enum, .union, .protocol, .actor, .typealias, .typedef: true
        default: false
        }
    }
}

/// Who, besides the declaring file, can see a declaration.
public enum DeclarationScope: String, Hashable, Sendable, Codable, CaseIterable {
    /// Its module or target, and the files that import it: part of the component's surface.
    case module
    /// Its own file only: Swift `private`/`fileprivate` top-level declarations, and whatever an
    /// Objective-C, C or C++ implementation file declares (macros, static functions, classes of a
    /// `.m`). Inside that file it wins over every other declaration of the name.
    case file
    /// C++ code only: C++-only declarations outside any namespace (classes, `enum class`, `using`
    /// aliases). Never a bare name to Swift, Objective-C or C.
    case cplusplus = "c++"
    /// A member of a C++ namespace: C++ code names it qualified (`engine::View`) or after a
    /// `using` directive or declaration; Swift, Objective-C and C never do.
    case cplusplusNamespace = "c++-namespace"
    /// C, Objective-C and C++ code only: a function-like macro (`#define min(a, b) …`), which Swift
    /// never imports, so a Swift `min(…)` is never it.
    case cFamily = "c-family"
    /// A member of a Swift type or extension (a nested type, a method, a property, an associated
    /// type): never another component's name, but inside its own module an unqualified use of the
    /// name may mean it (Swift finds members of the enclosing type first, wherever they are declared).
    case member
    /// A macro a header defines, under a test of the SDK's version, with a name of Apple's SDKs
    /// (`#if __MAC_OS_X_VERSION_MAX_ALLOWED < __MAC_10_14` … `#define NSAppearanceNameDarkAqua …`):
    /// a fallback for older SDKs. The name is the SDK's; its uses count as the SDK's, never an edge.
    case sdkFallback = "sdk-fallback"

    /// Part of the component's surface: what other files and components can name.
    public var isSurface: Bool { self == .module || self == .cplusplus || self == .cplusplusNamespace || self == .cFamily }

    /// Seen by C++ code only.
    public var isCPlusPlus: Bool { self == .cplusplus || self == .cplusplusNamespace }
}

/// A name a file declares at the top level, visible to other files of the same app target.
public struct Declaration: Hashable, Sendable, Codable {
    // (`kind` before `name`: the memberwise initializer then differs from the public one below,
    // which calls it. An initializer that assigns each field made Swift 6.3 copy and destroy the
    // whole value, a retain and a release per name, for every declaration made or decoded.)
    public var kind: DeclarationKind
    /// The name in the declaring language.
    public var name: String
    public var location: SourceLocation
    /// The name Swift code uses when it differs (`NS_SWIFT_NAME(...)` on a C-family declaration).
    public var swiftName: String?
    /// The name Objective-C code uses when it differs (`@objc(Name)` on a Swift declaration).
    public var objcName: String?
    /// For Swift declarations: whether Objective-C can see it at all (`@objc`, `@objcMembers`,
    /// a class with a superclass, an `@objc` enum or protocol).
    public var isObjCVisible: Bool
    public var scope: DeclarationScope
    /// For a member of a C++ namespace: the innermost namespace's name (`path` of `path::name`; ""
    /// for an anonymous one), which a qualified use must spell; nil when it is not known (a macro
    /// opened the namespace).
    public var namespace: String?
    /// For a member of a top-level Swift `extension T` (`B` of `extension A.B`): `T`, which a key
    /// path rooted at T names (`@Dependency(\.apiClient)` is `DependencyValues.apiClient`).
    public var extendedType: String?
    /// For a member of a Swift type or extension: a member of the type itself, not of its instances
    /// (`static`/`class` members, nested types, type aliases), which `T.name` can name.
    public var isStatic: Bool
    /// For a top-level Swift declaration of the module's surface: without `public`, `open` or
    /// `package`, so seen by its own module, and by files that import the module `@testable`, only.
    public var isModuleInternal = false
}

extension Declaration {
    public init(
        name: String, kind: DeclarationKind, location: SourceLocation,
        swiftName: String? = nil, objcName: String? = nil, isObjCVisible: Bool = false, scope: DeclarationScope = .module,
        namespace: String? = nil, extendedType: String? = nil, isStatic: Bool = false
    ) {
        self.init(
            kind: kind, name: name, location: location, swiftName: swiftName, objcName: objcName, isObjCVisible: isObjCVisible,
            scope: scope, namespace: namespace, extendedType: extendedType, isStatic: isStatic)
    }
}
