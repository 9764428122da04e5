import CouplingGraph
import CouplingModel

/// Folds resolved references into weighted component edges, each with all of its evidence.
public struct ComponentGraphPass: Pass {
    public static let id = "component-graph"
    public static let summary = "fold resolved references into weighted component edges with their evidence"
    public static let requires = [
        ArtifactID(SourceTreeKey.self), ArtifactID(ResolutionKey.self), ArtifactID(RuntimeReferencesKey.self),
    ]
    public static let produces = [ArtifactID(ComponentGraphKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let tree = try context[SourceTreeKey.self]
        let resolution = try context[ResolutionKey.self]
        let runtime = try context[RuntimeReferencesKey.self]
        var graph = Self.build(tree: tree, references: resolution.references + runtime.references)
        graph.addRuntimeGraph(runtime.references, probesInCycles: runtime.probesInCycles)
        try context.produce(ComponentGraphKey.self, graph)
    }

    static func build(tree: SourceTree, references: [ResolvedReference]) -> ComponentGraph {
        var graph = Digraph(nodeCount: tree.components.count)
        var grouped: [ComponentPair: [Evidence]] = [:]
        for reference in references {
            grouped[ComponentPair(from: reference.from, to: reference.to), default: []].append(reference.evidence)
        }
        var edges: [Edge] = []
        var endpoints: [ComponentPair] = []
        for (pair, evidence) in grouped.sorted(by: { ($0.key.from, $0.key.to) < ($1.key.from, $1.key.to) }) {
            // The graph of compile-time cycles; run-time references join `withRuntime` only.
            let compileTime = evidence.count(where: { !$0.kind.isRuntime })
            if compileTime > 0 { graph.addEdge(from: pair.from, to: pair.to, weight: compileTime) }
            edges.append(
                makeEdge(
                    from: tree.components[pair.from].name, to: tree.components[pair.to].name, evidence: evidence))
            endpoints.append(pair)
        }
        return ComponentGraph(
            graph: graph, withRuntime: graph, components: tree.components.map(\.name), edges: edges, endpoints: endpoints)
    }

    /// Strongest evidence first: references to the most used symbols, then by place.
    static func makeEdge(from: String, to: String, evidence: [Evidence]) -> Edge {
        var counts: [String: Int] = [:]
        var kinds: [String: Int] = [:]
        for item in evidence {
            counts[item.symbol, default: 0] += 1
            kinds[item.kind.rawValue, default: 0] += 1
        }
        let symbols = counts.map { SymbolCount(symbol: $0.key, count: $0.value) }
            .sorted { ($1.count, $0.symbol) < ($0.count, $1.symbol) }
        let rank = Dictionary(uniqueKeysWithValues: symbols.enumerated().map { ($1.symbol, $0) })
        // Each item's rank looked up once, not at every comparison.
        let ordered = evidence.map { (rank: rank[$0.symbol] ?? 0, item: $0) }
            .sorted { a, b in (a.rank, a.item.location, a.item.kind) < (b.rank, b.item.location, b.item.kind) }
            .map(\.item)
        return Edge(
            from: from, to: to, weight: evidence.count, kinds: kinds, symbols: symbols, evidence: ordered, inCycle: false)
    }
}
