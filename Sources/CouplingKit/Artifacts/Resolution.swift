import CouplingModel

/// A reference from a file of component `from` to something component `to` declares.
public struct ResolvedReference: Sendable, Hashable {
    public var from: Int
    public var to: Int
    public var evidence: Evidence
}

/// What `resolve-references` decided for every reference and import.
public struct Resolution: Sendable {
    public var references: [ResolvedReference]
    /// References to in-tree names that became no edge, grouped; and imports that match several
    /// modules or headers.
    public var unresolved: [UnresolvedReference]
    /// What became of every reference that names an in-tree declaration.
    public var outcomes: ReferenceOutcomes
    /// References examined (in files that belong to a component).
    public var examined: Int
}

public enum ResolutionKey: ArtifactKey {
    public typealias Value = Resolution
    public static let name = "resolved-references"
}
