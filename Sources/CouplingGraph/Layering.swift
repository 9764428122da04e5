/// A layered view of a graph, for drawing and for a dependency structure matrix: cycle groups
/// (strongly connected components) collapsed, each node given the length of the longest path from
/// its group to a group that depends on nothing (its `level`: 0 for the bottom), and an order in which every
/// edge between different groups points forward (users before what they use) and the members of
/// a group are adjacent.
public struct Layering: Sendable, Hashable {
    /// `level[v]`: 0 for nodes whose group depends on no other group; otherwise 1 + the highest
    /// level among the groups it depends on. Members of one group share it.
    public var level: [Int]
    /// `group[v]`: index of v's strongly connected component in `groups`.
    public var group: [Int]
    /// Strongly connected components, each sorted ascending, in `order`.
    public var groups: [[Int]]
    /// Every node once: highest level first; within a level by group, members adjacent.
    public var order: [Int]
    /// `position[v]`: v's place in its level's column, ordered to shorten edges (barycentres).
    public var position: [Int]

    public init(_ g: Digraph, sweeps: Int = 4) {
        let components = stronglyConnectedComponents(of: g)
        var groupOf = Array(repeating: 0, count: g.nodeCount)
        for (index, members) in components.enumerated() {
            for v in members { groupOf[v] = index }
        }
        // Tarjan finishes a component after every component it reaches: its output order is a
        // reverse topological order, but it is re-sorted, so levels are computed by a fixed point
        // over the condensation in that finishing order instead.
        var successorsOf = Array(repeating: Set<Int>(), count: components.count)
        for edge in g.edges where groupOf[edge.from] != groupOf[edge.to] {
            successorsOf[groupOf[edge.from]].insert(groupOf[edge.to])
        }
        var groupLevel = Array(repeating: -1, count: components.count)
        for start in components.indices where groupLevel[start] < 0 {
            // Iterative post-order: a group's level after all its successors'.
            var stack: [(group: Int, expanded: Bool)] = [(start, false)]
            while let (current, expanded) = stack.popLast() {
                if expanded {
                    groupLevel[current] = (successorsOf[current].map { groupLevel[$0] }.max() ?? -1) + 1
                    continue
                }
                guard groupLevel[current] < 0 else { continue }
                stack.append((current, true))
                for next in successorsOf[current].sorted() where groupLevel[next] < 0 { stack.append((next, false)) }
            }
        }
        let groupOrder = components.indices.sorted { (-groupLevel[$0], components[$0][0]) < (-groupLevel[$1], components[$1][0]) }
        var renumber = Array(repeating: 0, count: components.count)
        for (new, old) in groupOrder.enumerated() { renumber[old] = new }
        groups = groupOrder.map { components[$0] }
        group = groupOf.map { renumber[$0] }
        level = groupOf.map { groupLevel[$0] }
        order = groups.flatMap { $0 }
        position = Self.positions(g, level: level, order: order, sweeps: sweeps)
    }

    /// Places nodes in their level's column: start in `order`, then alternately sort each column by
    /// the mean place of its neighbours in the columns before and after (ties by node index).
    static func positions(_ g: Digraph, level: [Int], order: [Int], sweeps: Int) -> [Int] {
        let top = (level.max() ?? 0)
        var columns = Array(repeating: [Int](), count: top + 1)
        for v in order { columns[top - level[v]].append(v) }
        var neighbours = Array(repeating: [Int](), count: g.nodeCount)
        for edge in g.edges where edge.from != edge.to {
            neighbours[edge.from].append(edge.to)
            neighbours[edge.to].append(edge.from)
        }
        var position = Array(repeating: 0, count: g.nodeCount)
        func place() {
            for column in columns { for (index, v) in column.enumerated() { position[v] = index } }
        }
        place()
        guard columns.count > 1 else { return position }
        for sweep in 0..<sweeps {
            let indices = sweep % 2 == 0 ? Array(1..<columns.count) : Array((0..<(columns.count - 1)).reversed())
            for c in indices {
                // Scaled means (×1000) keep the sort on integers: deterministic everywhere.
                let key: [Int: Int] = Dictionary(
                    uniqueKeysWithValues: columns[c].map { v in
                        let near = neighbours[v].filter { abs(level[$0] - level[v]) >= 1 }
                        let mean = near.isEmpty ? position[v] * 1000 : near.map { position[$0] * 1000 }.reduce(0, +) / near.count
                        return (v, mean)
                    })
                columns[c].sort { (key[$0] ?? 0, $0) < (key[$1] ?? 0, $1) }
                for (index, v) in columns[c].enumerated() { position[v] = index }
            }
        }
        return position
    }
}
