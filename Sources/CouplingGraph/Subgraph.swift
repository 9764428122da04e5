/// The subgraph of a `Digraph` induced by a group of nodes, renumbered `0..<members.count` in
/// ascending order of the original indices (so ascending local order is ascending global order).
struct Subgraph {
    /// Local index → original index, ascending.
    let members: [Int]
    /// Local successor lists, ascending.
    let successors: [[Int]]
    /// `weights[v][i]`: weight of `v → successors[v][i]`.
    let weights: [[Int]]

    init(_ g: Digraph, group: [Int]) {
        let members = Array(Set(group.filter { $0 >= 0 && $0 < g.nodeCount })).sorted()
        var local = [Int: Int](minimumCapacity: members.count)
        for (i, node) in members.enumerated() { local[node] = i }
        var successors: [[Int]] = []
        var weights: [[Int]] = []
        successors.reserveCapacity(members.count)
        weights.reserveCapacity(members.count)
        for node in members {
            var targets: [Int] = []
            var targetWeights: [Int] = []
            for to in g.successors(of: node) {
                guard let j = local[to], let w = g.weight(from: node, to: to) else { continue }
                targets.append(j)  // ascending, because members are ascending
                targetWeights.append(w)
            }
            successors.append(targets)
            weights.append(targetWeights)
        }
        self.members = members
        self.successors = successors
        self.weights = weights
    }

    var count: Int { members.count }

    /// Local predecessor lists, ascending.
    func predecessors() -> [[Int]] {
        var result = Array(repeating: [Int](), count: count)
        for v in 0..<count {
            for w in successors[v] { result[w].append(v) }
        }
        return result  // ascending: v is visited in ascending order
    }

    /// Every local edge, sorted by (from, to).
    var edges: [(from: Int, to: Int, weight: Int)] {
        var result: [(from: Int, to: Int, weight: Int)] = []
        for v in 0..<count {
            for (w, weight) in zip(successors[v], weights[v]) { result.append((v, w, weight)) }
        }
        return result
    }
}
