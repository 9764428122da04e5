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
    public var ambiguous: [AmbiguousReference]
    /// References made ambiguous (each entry of `ambiguous` counts several).
    public var ambiguousCount: Int
    public var info: ResolutionInfo
    /// References examined (in files that belong to a component).
    public var examined: Int
}

public enum ResolutionKey: ArtifactKey {
    public typealias Value = Resolution
    public static let name = "resolved-references"
}
