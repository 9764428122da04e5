/// A directed graph over the nodes `0..<nodeCount`, with an integer weight on every edge.
///
/// Callers number their nodes in a stable order (e.g. sorted names); every algorithm of this
/// module is then deterministic: successor lists are kept sorted, and results are sorted.
/// Node indices out of `0..<nodeCount` are a programming error (they trap, as array indices do).
public struct Digraph: Sendable, Hashable {
    /// `successorLists[v]`: the targets of v's edges, ascending.
    private var successorLists: [[Int]]
    /// `weightLists[v][i]`: the weight of the edge `v → successorLists[v][i]`.
    private var weightLists: [[Int]]

    public init(nodeCount: Int) {
        let count = max(0, nodeCount)
        successorLists = Array(repeating: [], count: count)
        weightLists = Array(repeating: [], count: count)
    }

    public var nodeCount: Int { successorLists.count }

    /// Adds the edge `from → to`; when it already exists, adds `weight` to its weight.
    public mutating func addEdge(from: Int, to: Int, weight: Int) {
        precondition(from >= 0 && from < nodeCount && to >= 0 && to < nodeCount, "node index out of range")
        let index = Self.insertionIndex(of: to, in: successorLists[from])
        if index < successorLists[from].count, successorLists[from][index] == to {
            weightLists[from][index] += weight
        } else {
            successorLists[from].insert(to, at: index)
            weightLists[from].insert(weight, at: index)
        }
    }

    /// The targets of `node`'s edges, ascending.
    public func successors(of node: Int) -> [Int] {
        successorLists[node]
    }

    /// The weight of the edge `from → to`, or nil when there is none.
    public func weight(from: Int, to: Int) -> Int? {
        guard from >= 0, from < nodeCount else { return nil }
        let index = Self.insertionIndex(of: to, in: successorLists[from])
        guard index < successorLists[from].count, successorLists[from][index] == to else { return nil }
        return weightLists[from][index]
    }

    /// Every edge, sorted by (from, to).
    public var edges: [(from: Int, to: Int, weight: Int)] {
        var result: [(from: Int, to: Int, weight: Int)] = []
        for from in 0..<nodeCount {
            for (to, weight) in zip(successorLists[from], weightLists[from]) {
                result.append((from: from, to: to, weight: weight))
            }
        }
        return result
    }

    /// The number of edges.
    public var edgeCount: Int { successorLists.reduce(0) { $0 + $1.count } }

    /// First index whose element is >= value (binary search in an ascending array).
    static func insertionIndex(of value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
