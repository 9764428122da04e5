import CouplingGraph
import CouplingModel

/// The component dependency graph: node i is `SourceTree.components[i]`.
public struct ComponentGraph: Sendable {
    /// Compile-time references only (imports, symbols): the graph of cycles.
    public var graph: Digraph
    /// With run-time references too (probes only when the configuration counts them): the graph of hidden cycles.
    public var withRuntime: Digraph
    /// Component names, index-aligned with the graph's nodes (sorted).
    public var components: [String]
    /// Sorted by (from, to); `inCycle` is decided by the `cycles` pass.
    public var edges: [Edge]
    /// The components of each edge by index (index-aligned with `edges`): the names of `edges` are
    /// for reports, passes work with these.
    public var endpoints: [ComponentPair]
}

/// Two components by index into `SourceTree.components`.
public struct ComponentPair: Hashable, Sendable {
    public var from: Int
    public var to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

public enum ComponentGraphKey: ArtifactKey {
    public typealias Value = ComponentGraph
    public static let name = "component-graph"
}

public enum CyclesKey: ArtifactKey {
    public typealias Value = CycleReport
    public static let name = "cycles"
}
