/// What a component offers the others, and what of it they use: its surface declarations, those
/// other components name (with by how many components and references) and those none names.
public struct ComponentSurface: Hashable, Sendable, Codable {
    public var component: String
    /// Declarations other components use: most components first, then most references, then by name.
    public var used: [UsedDeclaration]
    /// Surface declarations no other component names, sorted by (name, location).
    public var unused: [SurfaceDeclaration]
    /// How many `used` and `unused` declarations there are, set when a report's lists were cut
    /// (`AnalysisReport.evidenceLimit`); nil when the lists hold them all.
    public var usedCount: Int?
    public var unusedCount: Int?

    public init(component: String, used: [UsedDeclaration], unused: [SurfaceDeclaration]) {
        self.component = component
        self.used = used
        self.unused = unused
    }
}

public struct SurfaceDeclaration: Hashable, Sendable, Codable {
    public var name: String
    /// A `DeclarationKind` raw value.
    public var kind: String
    public var location: SourceLocation

    public init(name: String, kind: String, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.location = location
    }
}

public struct UsedDeclaration: Hashable, Sendable, Codable {
    public var name: String
    public var kind: String
    public var location: SourceLocation
    /// The components that name it, sorted.
    public var usedBy: [String]
    /// References to it from other components (imports not counted).
    public var references: Int

    public init(name: String, kind: String, location: SourceLocation, usedBy: [String], references: Int) {
        self.name = name
        self.kind = kind
        self.location = location
        self.usedBy = usedBy
        self.references = references
    }
}
