import CouplingModel

/// A key used or registered with no partner, or registered twice: a finding of `runtime-keys`.
public struct RuntimeFinding: Sendable, Hashable {
    public var ruleID: String
    public var component: String
    /// The key as matched (a class name, `Target/action`, a route, an event name).
    public var key: String
    public var message: String
    public var evidence: [Evidence]
}

/// What `runtime-references` found: run-time references between components (folded into the graph
/// beside compile-time ones), findings about keys with no partner, and counts.
public struct RuntimeReferences: Sendable {
    public var references: [ResolvedReference]
    public var findings: [RuntimeFinding]
    /// Mentions read (uses, registrations, posts, observers).
    public var mentions: Int
    /// Key arguments that were variables: not analysed, never guessed.
    public var dynamicKeys: Int
    /// Keys spelled by a constant the tree does not define (an SDK or pod's name).
    public var unresolvedConstants: Int
    /// Probes (`!= nil`) are kept out of cycles when the configuration says so.
    public var probesInCycles: Bool

    public static let empty = RuntimeReferences(
        references: [], findings: [], mentions: 0, dynamicKeys: 0, unresolvedConstants: 0, probesInCycles: true)
}

public enum RuntimeReferencesKey: ArtifactKey {
    public typealias Value = RuntimeReferences
    public static let name = "runtime-references"
}
