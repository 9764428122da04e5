import CouplingGraph
import CouplingModel

/// The layers `coupling init` proposes. From naming when the code already has a convention
/// (`*Feature`, `*Client`: a suffix that two or more components share), ordered by today's graph;
/// otherwise from the graph alone (components nothing depends on at the top, leaves at the bottom).
/// Suffixes that use each other both ways are ordered by the fewer edges; those edges are the
/// proposal's exceptions, counted and named in the file. Graph levels have none.
struct StarterLayers {
    struct Layer {
        var name: String
        /// Globs (`*Feature`) or component names.
        var components: [String]
        /// Today's edges between two of its components (none: it can be `independent`), and from
        /// its components to a higher layer (the exceptions a cut cycle of names leaves).
        var internalEdges: [Edge]
        var upwardEdges: [Edge]
    }

    /// Top first.
    var layers: [Layer]
    /// True when the layers come from names; false when from graph levels.
    var fromNaming: Bool
    /// Components no naming layer covers (empty for graph levels, which cover all).
    var unlayered: [String]

    init(names: [String], edges: [Edge]) {
        let suffixes = names.map(Self.suffix)
        var count: [String: Int] = [:]
        for suffix in suffixes { if let suffix { count[suffix, default: 0] += 1 } }
        let patterns = count.filter { $0.value >= 2 }.keys.sorted()
        if patterns.count >= 2 {
            let group = suffixes.map { suffix in suffix.flatMap { patterns.firstIndex(of: $0) } }
            let levels = Self.levels(nodes: patterns.count, of: names, group: group, edges: edges, cutCycles: true)
            layers = levels.map { level in
                let keys = level.nodes.map { patterns[$0] }
                return Layer(
                    name: keys.joined(separator: "+"), components: keys.map { "*" + $0 },
                    internalEdges: level.internalEdges, upwardEdges: level.upwardEdges)
            }
            fromNaming = true
            unlayered = names.indices.filter { group[$0] == nil }.map { names[$0] }.sorted()
        } else {
            let levels = Self.levels(
                nodes: names.count, of: names, group: Array(names.indices), edges: edges, cutCycles: false)
            // Named bottom up (level0 depends on nothing), listed top first.
            layers = levels.enumerated().map { i, level in
                Layer(
                    name: "level\(levels.count - 1 - i)", components: level.nodes.map { names[$0] }.sorted(),
                    internalEdges: level.internalEdges, upwardEdges: level.upwardEdges)
            }
            fromNaming = false
            unlayered = []
        }
    }

    /// The last CamelCase word of a name when something comes before it: `Feature` of `HomeFeature`,
    /// `Live` of `ApiClientLive`; nil for `Sqlite` or `daily-challenge`.
    static func suffix(_ name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        guard let start = scalars.indices.last(where: { scalars[$0].properties.isUppercase }), start > 0 else { return nil }
        let word = scalars[start...]
        guard word.count >= 2, word.dropFirst().allSatisfy({ $0.properties.isLowercase || ("0"..."9").contains($0) })
        else { return nil }
        return String(String.UnicodeScalarView(word))
    }

    private struct Level {
        var nodes: [Int]
        var internalEdges: [Edge]
        var upwardEdges: [Edge]
    }

    /// Layers over groups of components (`group[i]`: the group of component i, nil for none); a
    /// layer's height is the longest path down from it. Groups in a cycle share a layer, unless
    /// `cutCycles`: then the cheapest set of group arcs (by how many component edges they carry) is
    /// set aside, and the edges it carries are the layering's exceptions today. Top first.
    private static func levels(
        nodes: Int, of names: [String], group: [Int?], edges: [Edge], cutCycles: Bool
    ) -> [Level] {
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var pairs: [(from: Int, to: Int, edge: Edge)] = []
        var weights: [Int: [Int: Int]] = [:]
        for edge in edges where edge.from != edge.to {
            guard let a = index[edge.from], let b = index[edge.to], let ga = group[a], let gb = group[b] else { continue }
            pairs.append((ga, gb, edge))
            if ga != gb { weights[ga, default: [:]][gb, default: 0] += 1 }
        }
        var graph = Digraph(nodeCount: nodes)
        for (a, row) in weights.sorted(by: { $0.key < $1.key }) {
            for (b, weight) in row.sorted(by: { $0.key < $1.key }) { graph.addEdge(from: a, to: b, weight: weight) }
        }
        var cut = Set<[Int]>()
        if cutCycles {
            for cycle in stronglyConnectedComponents(of: graph) where cycle.count > 1 {
                for arc in minimumFeedbackArcSet(of: graph, in: cycle).edges { cut.insert([arc.from, arc.to]) }
            }
        }
        var dag = Digraph(nodeCount: nodes)  // acyclic when cycles are cut
        for node in 0..<nodes {
            for next in graph.successors(of: node) where !cut.contains([node, next]) { dag.addEdge(from: node, to: next, weight: 1) }
        }
        // Levels of the condensation (a cycle's groups share one), as the drawn formats lay them out.
        let height = Layering(dag, sweeps: 0).level
        let heightOf = { (node: Int) in height[node] }
        var byHeight: [Int: [Int]] = [:]
        for node in 0..<nodes { byHeight[heightOf(node), default: []].append(node) }
        var result: [Level] = []
        for level in byHeight.keys.sorted(by: >) {
            let inLevel = Set(byHeight[level] ?? [])
            let sameLevel = pairs.filter { inLevel.contains($0.from) && inLevel.contains($0.to) }.map(\.edge)
            let upward = pairs.filter { inLevel.contains($0.from) && heightOf($0.to) > level }.map(\.edge)
            result.append(
                Level(
                    nodes: inLevel.sorted(), internalEdges: sameLevel.sorted(by: Self.byEnds),
                    upwardEdges: upward.sorted(by: Self.byEnds)))
        }
        return result
    }

    private static func byEnds(_ a: Edge, _ b: Edge) -> Bool { (a.from, a.to) < (b.from, b.to) }
}
