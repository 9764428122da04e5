import CouplingGraph
import CouplingTestSupport

extension Digraph {
    /// A graph from `(from, to)` pairs of weight 1, or `(from, to, weight)` triples.
    static func test(nodes: Int, _ edges: [(Int, Int)]) -> Digraph {
        test(nodes: nodes, weighted: edges.map { ($0.0, $0.1, 1) })
    }

    static func test(nodes: Int, weighted edges: [(Int, Int, Int)]) -> Digraph {
        var g = Digraph(nodeCount: nodes)
        for (from, to, weight) in edges { g.addEdge(from: from, to: to, weight: weight) }
        return g
    }

    /// Every ordered pair of distinct nodes.
    static func complete(nodes: Int) -> Digraph {
        var g = Digraph(nodeCount: nodes)
        for a in 0..<nodes { for b in 0..<nodes where a != b { g.addEdge(from: a, to: b, weight: 1) } }
        return g
    }
}

/// Whether removing `cut` leaves the subgraph induced by `group` acyclic (Kahn's algorithm).
func isAcyclic(_ g: Digraph, group: [Int], without cut: [(from: Int, to: Int)]) -> Bool {
    let members = Set(group)
    let removed = Set(cut.map { [$0.from, $0.to] })
    var inDegree: [Int: Int] = [:]
    var kept: [Int: [Int]] = [:]
    for v in members {
        for w in g.successors(of: v) where members.contains(w) && !removed.contains([v, w]) {
            kept[v, default: []].append(w)
            inDegree[w, default: 0] += 1
        }
    }
    var ready = members.filter { inDegree[$0, default: 0] == 0 }
    var done = 0
    while let v = ready.popFirst() {
        done += 1
        for w in kept[v, default: []] {
            inDegree[w, default: 0] -= 1
            if inDegree[w] == 0 { ready.insert(w) }
        }
    }
    return done == members.count
}

func totalWeight(_ g: Digraph, _ cut: [(from: Int, to: Int)]) -> Int {
    cut.reduce(0) { $0 + (g.weight(from: $1.from, to: $1.to) ?? 0) }
}

/// The cheapest feedback arc set by brute force over every subset of the group's edges
/// (bit masks, for groups of at most 64 nodes).
func bruteForceFeedbackArcSetWeight(_ g: Digraph, group: [Int]) -> Int {
    let members = group.sorted()
    let local = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
    let edges = g.edges.compactMap { e -> (from: Int, to: Int, weight: Int)? in
        guard let a = local[e.from], let b = local[e.to] else { return nil }
        return (a, b, e.weight)
    }
    var best = Int.max
    for mask in 0..<(1 << edges.count) {
        var weight = 0
        var successors = Array(repeating: UInt64(0), count: members.count)
        for (i, edge) in edges.enumerated() {
            if mask & (1 << i) != 0 { weight += edge.weight } else { successors[edge.from] |= 1 << UInt64(edge.to) }
        }
        guard weight < best else { continue }
        // Peel nodes that no remaining node points to; acyclic when all can be peeled.
        var remaining = members.count == 64 ? UInt64.max : (UInt64(1) << UInt64(members.count)) - 1
        var progress = true
        while remaining != 0 && progress {
            progress = false
            var pointedTo = UInt64(0)
            for v in 0..<members.count where remaining & (1 << UInt64(v)) != 0 { pointedTo |= successors[v] }
            let free = remaining & ~pointedTo
            if free != 0 {
                remaining &= ~free
                progress = true
            }
        }
        if remaining == 0 { best = weight }
    }
    return best
}

/// A random digraph with `nodes` nodes where each ordered pair is an edge with probability
/// `percent`/100, weights 1...9.
func randomDigraph(nodes: Int, percent: Int, seed: UInt64, selfLoops: Bool = false) -> Digraph {
    var rng = SplitMix64(state: seed)
    var g = Digraph(nodeCount: nodes)
    for a in 0..<nodes {
        for b in 0..<nodes where a != b || selfLoops {
            if Int.random(in: 0..<100, using: &rng) < percent {
                g.addEdge(from: a, to: b, weight: Int.random(in: 1...9, using: &rng))
            }
        }
    }
    return g
}

/// Every elementary cycle (of at most `maxLength` nodes) by brute force (DFS from each smallest node),
/// sorted shortest first then lexicographically. Only for small graphs, or short cycles.
func bruteForceCycles(_ g: Digraph, group: [Int], maxLength: Int = .max) -> [[Int]] {
    let members = Set(group)
    var cycles: [[Int]] = []
    func extend(_ path: [Int]) {
        let start = path[0]
        for w in g.successors(of: path[path.count - 1]) where members.contains(w) {
            if w == start {
                cycles.append(path)
            } else if w > start, !path.contains(w), path.count < maxLength {
                extend(path + [w])
            }
        }
    }
    for s in group.sorted() { extend([s]) }
    return cycles.sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
}

/// `elementaryCycles` as an `Equatable` value, so that expectations compare whole results.
struct Cycles: Equatable, CustomStringConvertible {
    var cycles: [[Int]]
    var truncated: Bool
    init(_ cycles: [[Int]], truncated: Bool) {
        self.cycles = cycles
        self.truncated = truncated
    }
    var description: String { "\(cycles)\(truncated ? " (truncated)" : "")" }
}

func cycles(_ g: Digraph, _ group: [Int], limit: Int) -> Cycles {
    let result = elementaryCycles(of: g, in: group, limit: limit)
    return Cycles(result.cycles, truncated: result.truncated)
}
