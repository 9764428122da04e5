/// The cheapest set of edges (by total weight) whose removal makes the subgraph induced by
/// `group` acyclic, sorted by (from, to).
///
/// - When the group has at most `exactEdgeLimit` edges (never more than 64), a branch and bound
///   search gives a proven minimum (`isMinimal == true`). Among several minima it returns the one
///   with the fewest edges, then the lexicographically smallest list of edges.
/// - Otherwise a heuristic answers (`isMinimal == false`): the Eades–Lin–Smyth ordering with
///   weights (sinks last, sources first, otherwise the node whose outgoing weight most exceeds its
///   incoming weight), the edges that point backwards in that order are cut, then every cut edge
///   that closes no cycle is put back, heaviest first.
/// Self-loops are always cut. Deterministic for a given node numbering.
public func minimumFeedbackArcSet(of g: Digraph, in group: [Int], exactEdgeLimit: Int = 24)
    -> (edges: [(from: Int, to: Int)], isMinimal: Bool)
{
    let sub = Subgraph(g, group: group)
    let edges = sub.edges
    let heuristic = heuristicFeedbackArcSet(sub, edges: edges)
    let chosen: [Int]
    let isMinimal: Bool
    if edges.count <= min(exactEdgeLimit, 64) {
        var search = ExactFeedbackArcSearch(count: sub.count, edges: edges)
        chosen = search.run(initial: heuristic)
        isMinimal = true
    } else {
        chosen = heuristic
        isMinimal = false
    }
    let result = chosen.sorted().map { (from: sub.members[edges[$0].from], to: sub.members[edges[$0].to]) }
    return (result, isMinimal)
}

/// Indices (into `edges`) of the edges the heuristic cuts, ascending.
func heuristicFeedbackArcSet(_ sub: Subgraph, edges: [(from: Int, to: Int, weight: Int)]) -> [Int] {
    let n = sub.count
    let predecessors = sub.predecessors()
    var removed = Array(repeating: false, count: n)
    var inDegree = Array(repeating: 0, count: n)
    var outDegree = Array(repeating: 0, count: n)
    var delta = Array(repeating: 0, count: n)  // outgoing weight - incoming weight, among remaining nodes
    for edge in edges where edge.from != edge.to {
        outDegree[edge.from] += 1
        inDegree[edge.to] += 1
        delta[edge.from] += edge.weight
        delta[edge.to] -= edge.weight
    }
    func weight(_ v: Int, _ w: Int) -> Int {
        let index = Digraph.insertionIndex(of: w, in: sub.successors[v])
        return sub.weights[v][index]
    }

    var sinks = Heap<Int>()  // smallest node first
    var sources = Heap<Int>()
    var byDelta = Heap<DeltaEntry>()
    for v in 0..<n {
        if outDegree[v] == 0 { sinks.push(v) } else if inDegree[v] == 0 { sources.push(v) }
        byDelta.push(DeltaEntry(delta: delta[v], node: v))
    }
    var front: [Int] = []
    var back: [Int] = []  // reversed at the end

    func remove(_ v: Int) {
        removed[v] = true
        for w in sub.successors[v] where w != v && !removed[w] {
            inDegree[w] -= 1
            delta[w] += weight(v, w)
            if inDegree[w] == 0 { sources.push(w) }
            byDelta.push(DeltaEntry(delta: delta[w], node: w))
        }
        for u in predecessors[v] where u != v && !removed[u] {
            outDegree[u] -= 1
            delta[u] -= weight(u, v)
            if outDegree[u] == 0 { sinks.push(u) }
            byDelta.push(DeltaEntry(delta: delta[u], node: u))
        }
    }

    var remaining = n
    while remaining > 0 {
        let next: Int
        if let v = sinks.pop() {
            if removed[v] { continue }
            back.append(v)
            next = v
        } else if let v = sources.pop() {
            if removed[v] { continue }
            front.append(v)
            next = v
        } else if let entry = byDelta.pop() {
            if removed[entry.node] || entry.delta != delta[entry.node] { continue }
            front.append(entry.node)
            next = entry.node
        } else {
            break  // unreachable: every remaining node has a current entry in byDelta
        }
        remove(next)
        remaining -= 1
    }

    let order = siftedOrder(front + back.reversed(), sub: sub, predecessors: predecessors)
    var position = Array(repeating: 0, count: n)
    for (i, v) in order.enumerated() { position[v] = i }
    var cut = Array(repeating: false, count: edges.count)
    for (i, edge) in edges.enumerated() where position[edge.from] >= position[edge.to] { cut[i] = true }

    // Put back every cut edge that closes no cycle, heaviest first.
    var kept = Array(repeating: [Int](), count: n)
    for (i, edge) in edges.enumerated() where !cut[i] { kept[edge.from].append(edge.to) }
    let candidates = edges.indices.filter { cut[$0] && edges[$0].from != edges[$0].to }
        .sorted { edges[$0].weight != edges[$1].weight ? edges[$0].weight > edges[$1].weight : $0 < $1 }
    var seen = Array(repeating: -1, count: n)
    for i in candidates {
        let (from, to) = (edges[i].from, edges[i].to)
        if !reaches(kept, from: to, to: from, seen: &seen, stamp: i) {
            cut[i] = false
            kept[from].append(to)
        }
    }
    return edges.indices.filter { cut[$0] }
}

/// Local search on an ordering ("sifting"): move each node, in turn, to the position where the
/// weight of the edges pointing backwards is smallest; repeat while that helps. Each pass costs
/// O(n² + e), so it only runs on groups of at most `siftingNodeLimit` nodes.
func siftedOrder(_ initial: [Int], sub: Subgraph, predecessors: [[Int]]) -> [Int] {
    let n = initial.count
    guard n > 2, n <= siftingNodeLimit else { return initial }
    var order = initial
    // Weight of v → w and of u → v for the node being moved, by neighbour.
    var outgoing = Array(repeating: 0, count: n)
    var incoming = Array(repeating: 0, count: n)
    for _ in 0..<8 {
        var improved = false
        for v in initial {
            for (w, weight) in zip(sub.successors[v], sub.weights[v]) where w != v { outgoing[w] = weight }
            for u in predecessors[v] where u != v {
                incoming[u] = sub.weights[u][Digraph.insertionIndex(of: v, in: sub.successors[u])]
            }
            guard let current = order.firstIndex(of: v) else { continue }
            order.remove(at: current)
            // cost(i): v inserted before order[i]; backward are v's out-edges to nodes before it
            // and in-edges from nodes after it.
            var cost = predecessors[v].reduce(0) { $1 == v ? $0 : $0 + incoming[$1] }
            var bestCost = Int.max
            var bestIndex = current
            var costAtCurrent = 0
            for i in 0...order.count {
                if i == current { costAtCurrent = cost }
                if cost < bestCost {
                    bestCost = cost
                    bestIndex = i
                }
                if i < order.count {
                    let x = order[i]
                    cost += outgoing[x] - incoming[x]
                }
            }
            if bestCost < costAtCurrent {
                order.insert(v, at: bestIndex)
                improved = true
            } else {
                order.insert(v, at: current)
            }
            for w in sub.successors[v] { outgoing[w] = 0 }
            for u in predecessors[v] { incoming[u] = 0 }
        }
        if !improved { break }
    }
    return order
}

let siftingNodeLimit = 2_000

/// Whether `to` is reachable from `from` (depth-first, iterative). `seen` is reused across calls:
/// a node counts as seen when `seen[v] == stamp`.
func reaches(_ adjacency: [[Int]], from: Int, to: Int, seen: inout [Int], stamp: Int) -> Bool {
    if from == to { return true }
    var pending = [from]
    seen[from] = stamp
    while let v = pending.popLast() {
        for w in adjacency[v] where seen[w] != stamp {
            if w == to { return true }
            seen[w] = stamp
            pending.append(w)
        }
    }
    return false
}

/// Branch and bound over the edges of a small graph (at most 64 edges, as bits of a mask).
struct ExactFeedbackArcSearch {
    let count: Int
    let edges: [(from: Int, to: Int, weight: Int)]
    /// `outgoing[v]`: (target, edge index).
    let outgoing: [[(to: Int, edge: Int)]]
    private(set) var best: UInt64 = 0
    private(set) var bestCost = Int.max

    init(count: Int, edges: [(from: Int, to: Int, weight: Int)]) {
        self.count = count
        self.edges = edges
        var outgoing = Array(repeating: [(to: Int, edge: Int)](), count: count)
        for (i, edge) in edges.enumerated() { outgoing[edge.from].append((edge.to, i)) }
        self.outgoing = outgoing
    }

    /// The chosen edge indices, ascending. `initial` is a known solution (an upper bound).
    mutating func run(initial: [Int]) -> [Int] {
        let start = initial.reduce(UInt64(0)) { $0 | (1 << UInt64($1)) }
        consider(start, cost: cost(of: start))
        search(removed: 0, forced: 0, cost: 0)
        return (0..<edges.count).filter { best & (1 << UInt64($0)) != 0 }
    }

    private func cost(of mask: UInt64) -> Int {
        (0..<edges.count).reduce(0) { mask & (1 << UInt64($1)) != 0 ? $0 + edges[$1].weight : $0 }
    }

    /// Better: cheaper, then fewer edges, then the lexicographically smaller list of edge indices.
    private mutating func consider(_ mask: UInt64, cost: Int) {
        if cost < bestCost || (cost == bestCost && Self.precedes(mask, best)) {
            best = mask
            bestCost = cost
        }
    }

    static func precedes(_ a: UInt64, _ b: UInt64) -> Bool {
        if a.nonzeroBitCount != b.nonzeroBitCount { return a.nonzeroBitCount < b.nonzeroBitCount }
        // Same size: the list whose first differing index is smaller comes first.
        let difference = a ^ b
        if difference == 0 { return false }
        let lowest = difference & (~difference &+ 1)
        return a & lowest != 0
    }

    private mutating func search(removed: UInt64, forced: UInt64, cost: Int) {
        if cost > bestCost { return }
        guard let cycle = shortestCycle(excluding: removed) else {
            consider(removed, cost: cost)
            return
        }
        guard let bound = lowerBound(removed: removed, forced: forced), cost + bound <= bestCost else { return }
        let branches = cycle.filter { forced & (1 << UInt64($0)) == 0 }
            .sorted { edges[$0].weight != edges[$1].weight ? edges[$0].weight < edges[$1].weight : $0 < $1 }
        var forcedHere = forced
        for edge in branches {
            let bit = UInt64(1) << UInt64(edge)
            search(removed: removed | bit, forced: forcedHere, cost: cost + edges[edge].weight)
            forcedHere |= bit
        }
    }

    /// A shortest cycle (as edge indices) among the edges not in `excluding`, or nil.
    private func shortestCycle(excluding: UInt64) -> [Int]? {
        var bestCycle: [Int]?
        var parentEdge = Array(repeating: -1, count: count)
        var depth = Array(repeating: -1, count: count)
        for root in 0..<count {
            for i in 0..<count {
                parentEdge[i] = -1
                depth[i] = -1
            }
            depth[root] = 0
            var queue = [root]
            var head = 0
            search: while head < queue.count {
                let v = queue[head]
                head += 1
                if let found = bestCycle, depth[v] + 1 >= found.count { break }
                for (w, edge) in outgoing[v] where excluding & (1 << UInt64(edge)) == 0 {
                    if w == root {
                        var cycle = [edge]
                        var node = v
                        while node != root {
                            cycle.append(parentEdge[node])
                            node = edges[parentEdge[node]].from
                        }
                        bestCycle = cycle
                        break search
                    }
                    if depth[w] == -1 {
                        depth[w] = depth[v] + 1
                        parentEdge[w] = edge
                        queue.append(w)
                    }
                }
            }
        }
        return bestCycle
    }

    /// The sum, over edge-disjoint cycles, of the cheapest edge each must lose; nil when a cycle
    /// has only forced (kept) edges, i.e. this branch has no solution.
    private func lowerBound(removed: UInt64, forced: UInt64) -> Int? {
        var used = removed
        var bound = 0
        while let cycle = shortestCycle(excluding: used) {
            let cuttable = cycle.filter { forced & (1 << UInt64($0)) == 0 }
            guard let cheapest = cuttable.map({ edges[$0].weight }).min() else { return nil }
            bound += cheapest
            for edge in cycle { used |= 1 << UInt64(edge) }
        }
        // A cycle of forced edges that shares an edge with a packed cycle would go unnoticed above.
        if hasCycle(onlyEdges: forced & ~removed) { return nil }
        return bound
    }

    private func hasCycle(onlyEdges mask: UInt64) -> Bool {
        shortestCycle(excluding: ~mask) != nil
    }
}

private struct DeltaEntry: Comparable {
    var delta: Int
    var node: Int
    /// "Smaller" pops first: the largest delta, then the smallest node.
    static func < (a: DeltaEntry, b: DeltaEntry) -> Bool {
        a.delta != b.delta ? a.delta > b.delta : a.node < b.node
    }
}
