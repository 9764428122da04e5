/// The elementary cycles of the subgraph induced by `group`, shortest first, at most `limit`.
///
/// Each cycle starts at its smallest node and does not repeat it at the end; cycles of one
/// length are in lexicographic order. `truncated` is true when the group has more than `limit`
/// elementary cycles.
///
/// Two phases keep this exact and fast:
/// 1. Johnson's algorithm (iterative, with blocking) enumerates cycles until it has found more than
///    `max(limit + 1, 1000)` of them. When it finishes first, it has them all: sort, cut at `limit`.
/// 2. Otherwise the cycles found bound the answer: the `limit`-th shortest of them has some length
///    `L`, so the answer only holds cycles of length `<= L`. A depth-bounded search from each start node,
///    pruned by the distance back to that start, collects exactly the `limit` best; the bound tightens
///    as the result fills, so dense groups (a complete graph of 30 nodes) stop at once.
public func elementaryCycles(of g: Digraph, in group: [Int], limit: Int) -> (cycles: [[Int]], truncated: Bool) {
    let sub = Subgraph(g, group: group)
    guard sub.count > 0 else { return ([], false) }
    if limit <= 0 {
        let probe = johnsonCycles(sub, cap: 0)
        return ([], !probe.cycles.isEmpty)
    }
    let cap = max(limit == Int.max ? limit : limit + 1, 1_000)
    let enumerated = johnsonCycles(sub, cap: cap)
    let sorted = enumerated.cycles.sorted(by: cycleOrder)
    let cycles: [[Int]]
    let truncated: Bool
    if enumerated.complete {
        cycles = Array(sorted.prefix(limit))
        truncated = sorted.count > limit
    } else {
        // More than `cap > limit` cycles exist; the limit-th shortest found bounds the answer.
        cycles = shortestCycles(sub, limit: limit, maxLength: sorted[limit - 1].count)
        truncated = true
    }
    return (cycles.map { $0.map { sub.members[$0] } }, truncated)
}

/// Shorter first, then lexicographic.
func cycleOrder(_ a: [Int], _ b: [Int]) -> Bool {
    if a.count != b.count { return a.count < b.count }
    return a.lexicographicallyPrecedes(b)
}

/// Johnson's algorithm on a subgraph (local indices), without recursion. Stops as soon as it has
/// found more than `cap` cycles (`complete` is then false and `cycles` holds `cap + 1` of them).
func johnsonCycles(_ sub: Subgraph, cap: Int) -> (cycles: [[Int]], complete: Bool) {
    let n = sub.count
    var result: [[Int]] = []
    var blocked = Array(repeating: false, count: n)
    var blockedBy = Array(repeating: Set<Int>(), count: n)
    // `componentOf[v] == s` when v lies in the component being searched from s.
    var componentOf = Array(repeating: -1, count: n)
    var start = 0

    func unblock(_ node: Int) {
        var pending = [node]
        while let u = pending.popLast() {
            blocked[u] = false
            let waiting = blockedBy[u]
            blockedBy[u].removeAll(keepingCapacity: true)
            for w in waiting where blocked[w] { pending.append(w) }
        }
    }

    while start < n {
        // The least node of any cyclic strongly connected component of the nodes >= start.
        let components = tarjan(adjacency: sub.successors, minimumNode: start)
        guard
            let component = components.first(where: { c in
                c.count > 1 || sub.successors[c[0]].contains(c[0])
            })
        else { break }
        let s = component[0]
        for v in component {
            componentOf[v] = s
            blocked[v] = false
            blockedBy[v].removeAll(keepingCapacity: true)
        }

        var path = [s]
        blocked[s] = true
        var frames: [(node: Int, next: Int, found: Bool)] = [(s, 0, false)]
        while !frames.isEmpty {
            let top = frames.count - 1
            let v = frames[top].node
            let successors = sub.successors[v]
            if frames[top].next < successors.count {
                let w = successors[frames[top].next]
                frames[top].next += 1
                guard componentOf[w] == s else { continue }
                if w == s {
                    result.append(path)
                    if result.count > cap { return (result, false) }
                    frames[top].found = true
                } else if !blocked[w] {
                    blocked[w] = true
                    path.append(w)
                    frames.append((w, 0, false))
                }
                continue
            }
            let found = frames[top].found
            if found {
                unblock(v)
            } else {
                for w in successors where componentOf[w] == s { blockedBy[w].insert(v) }
            }
            frames.removeLast()
            path.removeLast()
            if found, !frames.isEmpty { frames[frames.count - 1].found = true }
        }
        start = s + 1
    }
    return (result, true)
}

/// The `limit` first cycles in (length, lexicographic) order among those of length <= `maxLength`
/// (local indices), found one length at a time: all cycles of length 1, then of length 2, ..., so
/// that only paths as long as the answer's longest cycle are ever walked (bounding the search by
/// `maxLength` alone walked every path up to it: seconds, then minutes, on ownCloud's 42 folders).
/// At one length, each start node `s` (ascending) searches paths over nodes > s, depth-first with
/// successors ascending, pruned by the distance back to s: cycles come out in lexicographic order,
/// so the search stops at the `limit`-th.
func shortestCycles(_ sub: Subgraph, limit: Int, maxLength: Int) -> [[Int]] {
    let n = sub.count
    let predecessors = sub.predecessors()
    var best: [[Int]] = []
    var distance = Array(repeating: 0, count: n)
    var distanceStamp = Array(repeating: -1, count: n)
    var stamp = -1
    var onPath = Array(repeating: false, count: n)
    guard limit > 0, maxLength > 0 else { return [] }

    for length in 1...maxLength {
        for s in 0..<n {
            // Distances to s inside the nodes >= s, up to length - 1 edges.
            stamp += 1
            distanceStamp[s] = stamp
            distance[s] = 0
            var queue = [s]
            var head = 0
            while head < queue.count {
                let v = queue[head]
                head += 1
                if distance[v] >= length - 1 { continue }
                for u in predecessors[v] where u > s && distanceStamp[u] != stamp {
                    distanceStamp[u] = stamp
                    distance[u] = distance[v] + 1
                    queue.append(u)
                }
            }
            var path = [s]
            onPath[s] = true
            var frames: [(node: Int, next: Int)] = [(s, 0)]
            while let top = frames.last {
                let successors = sub.successors[top.node]
                guard top.next < successors.count else {
                    frames.removeLast()
                    if let last = path.popLast() { onPath[last] = false }
                    continue
                }
                frames[frames.count - 1].next += 1
                let w = successors[top.next]
                if w < s { continue }
                // Taking top.node → w makes a path of path.count edges.
                if w == s {
                    if path.count == length {
                        best.append(path)
                        if best.count == limit {
                            for node in path { onPath[node] = false }
                            return best
                        }
                    }
                    continue
                }
                if onPath[w] || distanceStamp[w] != stamp || path.count + distance[w] > length { continue }
                onPath[w] = true
                path.append(w)
                frames.append((w, 0))
            }
        }
    }
    return best
}
