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
        // Each item's symbol as a slot (one look-up an item), and how often each slot is named.
        var slots: [String: Int] = [:]
        var names: [String] = []
        var counts: [Int] = []
        var kindCounts = Array(repeating: 0, count: EvidenceKind.allCases.count)
        var slotOf: [Int] = []
        slotOf.reserveCapacity(evidence.count)
        for index in evidence.indices {  // (by index: no evidence is copied)
            let symbol = evidence[index].symbol
            let slot: Int
            if let known = slots[symbol] {
                slot = known
            } else {
                slot = names.count
                slots[symbol] = slot
                names.append(symbol)
                counts.append(0)
            }
            counts[slot] += 1
            slotOf.append(slot)
            kindCounts[Self.kindOrder(evidence[index].kind)] += 1
        }
        var kinds: [String: Int] = [:]
        for (kind, count) in zip(Self.kindsInOrder, kindCounts) where count > 0 { kinds[kind.rawValue] = count }
        let bySymbol = names.indices.sorted { (counts[$1], names[$0]) < (counts[$0], names[$1]) }
        let symbols = bySymbol.map { SymbolCount(symbol: names[$0], count: counts[$0]) }
        var rank = Array(repeating: 0, count: names.count)
        for (position, slot) in bySymbol.enumerated() { rank[slot] = position }
        // Each item's place worked out once, not at every comparison: its symbol's rank, its path's
        // place among the edge's paths, its line, column and kind (the order of rank, location, kind).
        // (Evidence comes file by file: a path is looked up once a run of items.)
        var distinct: [String] = []
        for index in evidence.indices where distinct.last != evidence[index].location.path {
            distinct.append(evidence[index].location.path)
        }
        let pathOrder = Dictionary(uniqueKeysWithValues: Set(distinct).sorted().enumerated().map { ($1, $0) })
        var (lastPath, lastOrder) = ("", 0)
        let keys = evidence.indices.map { index in
            let location = evidence[index].location
            if location.path != lastPath { (lastPath, lastOrder) = (location.path, pathOrder[location.path] ?? 0) }
            return (rank[slotOf[index]], lastOrder, location.line, location.column, Self.kindOrder(evidence[index].kind), index)
        }
        let ordered = keys.sorted { $0 < $1 }.map { evidence[$0.5] }
        return Edge(
            from: from, to: to, weight: evidence.count, kinds: kinds, symbols: symbols, evidence: ordered, inCycle: false)
    }

    /// Evidence kinds in their order (by name), and a kind's place in it.
    private static let kindsInOrder = EvidenceKind.allCases.sorted()
    private static func kindOrder(_ kind: EvidenceKind) -> Int {
        // (A kind's own `Hashable` hashes its name: found by comparison among nine.)
        kindsInOrder.firstIndex(of: kind) ?? 0
    }
}
