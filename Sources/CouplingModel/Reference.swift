/// How a file uses a name.
public enum ReferenceKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// An identifier in code: a type, a call, an attribute, a conformance...
    case symbol
    /// `extension X` in Swift: a use of X.
    case `extension`
    /// `@interface X (Category)` in Objective-C: a use of X.
    case category
    /// `@class X;` or `@protocol X;` in Objective-C: names X without importing its header. Names a
    /// class or protocol of the one component that declares X, if only one does.
    case forwardDeclaration = "forward-declaration"
    /// A key path's first member, whose root type is written or known: `\EnvironmentValues.theme`,
    /// `@Dependency(\.apiClient)` (see `KeyPathRoots`). `qualifier` is the root type: the name is one
    /// of its members, which other components add in extensions of it.
    case member
    /// `#name` in Swift: a macro's expansion, which names a macro declaration and nothing else
    /// (`#Preview` is never a `Preview` view).
    case macroExpansion = "macro-expansion"
    /// An identifier followed by `(` in Objective-C, C or C++ code: a call, a cast, or a function-like
    /// macro's expansion. Only such a use names a function-like macro (`id<MSACLog>` is the protocol
    /// `MSACLog`, never the macro `MSACLog(level, tag, message)`).
    case call
    /// A C++ name followed by `::` (`find::none`): a scope, so a namespace, a class, an enum or an
    /// alias, never a function or a variable of that name (a namespace is no declaration of the tree).
    case scope
}

/// An identifier a file uses that may name another component's declaration.
public struct Reference: Hashable, Sendable, Codable {
    public var name: String
    public var kind: ReferenceKind
    public var location: SourceLocation
    /// `M` in `M.Name` when the name is written qualified; resolution treats it as a module
    /// name when one of the tree's modules is called `M`, and drops the reference otherwise.
    /// For a `member` reference: the type whose member it names.
    public var qualifier: String? {
        get { storedQualifier == "\u{0}" ? nil : storedQualifier }
        set { storedQualifier = newValue ?? "\u{0}" }
    }
    /// The qualifier, a NUL for none (no name is one). (An optional string beside the other fields made
    /// Swift 6.3's optimizer copy and destroy every `Reference` its initializer made: a million
    /// retain/release pairs in a large tree's reading.)
    private var storedQualifier: String

    public init(name: String, kind: ReferenceKind = .symbol, location: SourceLocation, qualifier: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.storedQualifier = qualifier ?? "\u{0}"
    }

    enum CodingKeys: String, CodingKey { case name, kind, location, qualifier }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name), kind: try container.decode(ReferenceKind.self, forKey: .kind),
            location: try container.decode(SourceLocation.self, forKey: .location),
            qualifier: try container.decodeIfPresent(String.self, forKey: .qualifier))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(location, forKey: .location)
        try container.encodeIfPresent(qualifier, forKey: .qualifier)
    }
}
