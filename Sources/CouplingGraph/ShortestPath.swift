/// The shortest path (fewest edges) from `from` to `to`, both included, or nil when `to` is
/// unreachable (or either index is out of range). Breadth-first with successors taken in
/// ascending order, so the answer is deterministic. A path from a node to itself is `[node]`.
public func shortestPath(in g: Digraph, from: Int, to: Int) -> [Int]? {
    let count = g.nodeCount
    guard from >= 0, from < count, to >= 0, to < count else { return nil }
    if from == to { return [from] }
    var parent = Array(repeating: -1, count: count)
    parent[from] = from
    var queue = [from]
    var head = 0
    while head < queue.count {
        let v = queue[head]
        head += 1
        for w in g.successors(of: v) where parent[w] == -1 {
            parent[w] = v
            if w == to {
                var path = [to]
                var node = v
                while node != from {
                    path.append(node)
                    node = parent[node]
                }
                path.append(from)
                return path.reversed()
            }
            queue.append(w)
        }
    }
    return nil
}
