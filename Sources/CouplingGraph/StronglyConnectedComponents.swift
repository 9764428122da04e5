/// Every strongly connected component of `g` (iterative Tarjan: no recursion, so graphs of any
/// size are safe). Each component is sorted ascending; the list is sorted by first element.
public func stronglyConnectedComponents(of g: Digraph) -> [[Int]] {
    let adjacency = (0..<g.nodeCount).map { g.successors(of: $0) }
    return tarjan(adjacency: adjacency, minimumNode: 0)
}

/// Only the cyclic components: two or more nodes, or a single node with a self-loop.
public func cycleGroups(of g: Digraph) -> [[Int]] {
    stronglyConnectedComponents(of: g).filter { component in
        component.count > 1 || g.weight(from: component[0], to: component[0]) != nil
    }
}

/// Iterative Tarjan over the subgraph induced by the nodes `>= minimumNode`.
/// Components sorted ascending inside, and by first element.
func tarjan(adjacency: [[Int]], minimumNode: Int) -> [[Int]] {
    let count = adjacency.count
    let unvisited = -1
    var index = Array(repeating: unvisited, count: count)
    var lowLink = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var nextIndex = 0
    var components: [[Int]] = []
    // Call stack of (node, position in its successor list).
    var frames: [(node: Int, next: Int)] = []

    let start = min(max(0, minimumNode), count)
    for root in start..<count where index[root] == unvisited {
        index[root] = nextIndex
        lowLink[root] = nextIndex
        nextIndex += 1
        stack.append(root)
        onStack[root] = true
        frames.append((root, 0))

        while let frame = frames.last {
            let v = frame.node
            let successors = adjacency[v]
            if frame.next < successors.count {
                frames[frames.count - 1].next += 1
                let w = successors[frame.next]
                if w < minimumNode { continue }
                if index[w] == unvisited {
                    index[w] = nextIndex
                    lowLink[w] = nextIndex
                    nextIndex += 1
                    stack.append(w)
                    onStack[w] = true
                    frames.append((w, 0))
                } else if onStack[w] {
                    lowLink[v] = min(lowLink[v], index[w])
                }
                continue
            }
            // All successors done: v is finished.
            frames.removeLast()
            if let parent = frames.last {
                lowLink[parent.node] = min(lowLink[parent.node], lowLink[v])
            }
            if lowLink[v] == index[v] {
                var component: [Int] = []
                while let w = stack.popLast() {
                    onStack[w] = false
                    component.append(w)
                    if w == v { break }
                }
                components.append(component.sorted())
            }
        }
    }
    return components.sorted { $0[0] < $1[0] }
}
