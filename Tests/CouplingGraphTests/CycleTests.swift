import CouplingGraph
import Testing

@Suite struct StronglyConnectedComponentTests {
    /// 0 ⇄ 1 and 2 → 3 → 4 → 2, joined by 1 → 2; 5 hangs off 4.
    static let twoGroups = Digraph.test(nodes: 6, [(0, 1), (1, 0), (1, 2), (2, 3), (3, 4), (4, 2), (4, 5)])

    @Test func separateGroupsOfLengthTwoAndThree() {
        #expect(stronglyConnectedComponents(of: Self.twoGroups) == [[0, 1], [2, 3, 4], [5]])
        #expect(cycleGroups(of: Self.twoGroups) == [[0, 1], [2, 3, 4]])
        #expect(cycles(Self.twoGroups, [0, 1], limit: 10) == Cycles([[0, 1]], truncated: false))
        #expect(cycles(Self.twoGroups, [2, 3, 4], limit: 10) == Cycles([[2, 3, 4]], truncated: false))
    }

    @Test func dagHasNoCycleGroups() {
        let dag = Digraph.test(nodes: 5, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (0, 4)])
        #expect(stronglyConnectedComponents(of: dag) == [[0], [1], [2], [3], [4]])
        #expect(cycleGroups(of: dag) == [])
        #expect(cycles(dag, [0, 1, 2, 3, 4], limit: 10) == Cycles([], truncated: false))
        #expect(minimumFeedbackArcSet(of: dag, in: [0, 1, 2, 3, 4]).edges.isEmpty)
    }

    @Test func selfLoopIsAGroupOfOne() {
        let g = Digraph.test(nodes: 3, [(0, 1), (1, 1), (1, 2)])
        #expect(cycleGroups(of: g) == [[1]])
        #expect(cycles(g, [1], limit: 5) == Cycles([[1]], truncated: false))
        let cut = minimumFeedbackArcSet(of: g, in: [1])
        #expect(cut.edges.map { [$0.from, $0.to] } == [[1, 1]])
        #expect(cut.isMinimal)
    }

    @Test func emptyGraph() {
        let g = Digraph(nodeCount: 0)
        #expect(stronglyConnectedComponents(of: g) == [])
        #expect(cycleGroups(of: g) == [])
        #expect(cycles(g, [], limit: 3) == Cycles([], truncated: false))
    }

    @Test func longChainWithBackEdgeDoesNotOverflowTheStack() {
        let n = 20_000
        var g = Digraph(nodeCount: n + 1)
        for v in 0..<(n - 1) { g.addEdge(from: v, to: v + 1, weight: 1) }
        g.addEdge(from: n - 1, to: 0, weight: 3)
        g.addEdge(from: n - 1, to: n, weight: 1)  // a tail outside the cycle
        let groups = cycleGroups(of: g)
        #expect(groups.count == 1)
        #expect(groups.first == Array(0..<n))
        #expect(stronglyConnectedComponents(of: g).count == 2)

        let cycles = elementaryCycles(of: g, in: Array(0..<n), limit: 10)
        #expect(cycles.truncated == false)
        #expect(cycles.cycles == [Array(0..<n)])

        // The cheapest edge to cut is any chain edge (weight 1), not the back edge (weight 3).
        let cut = minimumFeedbackArcSet(of: g, in: Array(0..<n))
        #expect(cut.edges.count == 1)
        #expect(cut.edges.allSatisfy { g.weight(from: $0.from, to: $0.to) == 1 })
        #expect(cut.isMinimal == false)  // 20k edges: heuristic
        #expect(isAcyclic(g, group: Array(0..<n), without: cut.edges))
        #expect(shortestPath(in: g, from: n - 1, to: n - 2)?.count == n)
    }

    @Test func matchesABruteForceOnRandomGraphs() {
        for seed in UInt64(1)...40 {
            let g = randomDigraph(nodes: 7, percent: 30, seed: seed, selfLoops: true)
            let components = stronglyConnectedComponents(of: g)
            #expect(components.flatMap { $0 }.sorted() == Array(0..<7))
            for c in components {
                // Mutual reachability inside, none across.
                for a in c { for b in c { #expect(shortestPath(in: g, from: a, to: b) != nil) } }
            }
            for (i, c) in components.enumerated() {
                for d in components[(i + 1)...] {
                    let forward = shortestPath(in: g, from: c[0], to: d[0]) != nil
                    let backward = shortestPath(in: g, from: d[0], to: c[0]) != nil
                    #expect(!(forward && backward), "seed \(seed): \(c) and \(d) are one component")
                }
            }
        }
    }
}

@Suite struct ElementaryCycleTests {
    /// One group holding nested cycles: 0 ⇄ 1, 0 → 1 → 2 → 0, 2 → 3 → 0, 0 → 1 → 2 → 3 → 0.
    static let nested = Digraph.test(nodes: 4, [(0, 1), (1, 0), (1, 2), (2, 0), (2, 3), (3, 0)])

    @Test func nestedCyclesShortestFirst() {
        #expect(cycleGroups(of: Self.nested) == [[0, 1, 2, 3]])
        let result = elementaryCycles(of: Self.nested, in: [0, 1, 2, 3], limit: 10)
        #expect(result.cycles == [[0, 1], [0, 1, 2], [0, 1, 2, 3]])
        #expect(result.truncated == false)
    }

    @Test func aLimitAtIntMaxDoesNotOverflow() {
        #expect(elementaryCycles(of: Self.nested, in: [0, 1, 2, 3], limit: Int.max).cycles.count == 3)
    }

    @Test func limitKeepsTheShortestAndSaysSo() {
        #expect(cycles(Self.nested, [0, 1, 2, 3], limit: 2) == Cycles([[0, 1], [0, 1, 2]], truncated: true))
        #expect(elementaryCycles(of: Self.nested, in: [0, 1, 2, 3], limit: 3).truncated == false)
        #expect(cycles(Self.nested, [0, 1, 2, 3], limit: 0) == Cycles([], truncated: true))
    }

    @Test func equalLengthsAreLexicographicAndRotatedToTheSmallestNode() {
        // Two triangles through 0 entered from 4 and 2, and one not through 0.
        let g = Digraph.test(nodes: 5, [(0, 4), (4, 1), (1, 0), (0, 2), (2, 1), (2, 3), (3, 4), (4, 2)])
        let result = elementaryCycles(of: g, in: [0, 1, 2, 3, 4], limit: 10)
        // Hand-ordered: triangles first ([0, 2, 1] < [0, 4, 1] < [2, 3, 4]), the square, the pentagon.
        let expected: [[Int]] = [[0, 2, 1], [0, 4, 1], [2, 3, 4], [0, 4, 2, 1], [0, 2, 3, 4, 1]]
        #expect(result.cycles == expected)
    }

    @Test func onlyTheGroupIsSearched() {
        // 0 ⇄ 1 ⇄ 2: restricting to [1, 2] sees only the 1 ⇄ 2 cycle.
        let g = Digraph.test(nodes: 3, [(0, 1), (1, 0), (1, 2), (2, 1)])
        #expect(cycles(g, [2, 1], limit: 10) == Cycles([[1, 2]], truncated: false))
    }

    @Test func completeGraphOfThirtyTerminatesWithTheShortest() {
        let g = Digraph.complete(nodes: 30)
        let result = elementaryCycles(of: g, in: Array(0..<30), limit: 100)
        #expect(result.truncated)
        #expect(result.cycles.count == 100)
        // 435 two-cycles exist; the first 100 in lexicographic order: 0 with 1...29, 1 with 2...29, ...
        var expected: [[Int]] = []
        for a in 0..<30 { for b in (a + 1)..<30 { expected.append([a, b]) } }
        #expect(result.cycles == Array(expected.prefix(100)))
    }

    @Test func completeGraphWithALargeLimitReachesTriangles() {
        // 435 two-cycles, then triangles: the 436th..500th must be the lexicographically first triangles.
        let g = Digraph.complete(nodes: 30)
        let result = elementaryCycles(of: g, in: Array(0..<30), limit: 500)
        #expect(result.truncated)
        #expect(result.cycles.count == 500)
        #expect(result.cycles[434].count == 2)
        #expect(result.cycles[435] == [0, 1, 2])
        #expect(result.cycles[436] == [0, 1, 3])
        #expect(result.cycles.last?.count == 3)
    }

    /// A ring of diamonds has 2^k cycles, all of the same length: the bounded phase must stop early.
    @Test func manyLongCyclesTerminate() {
        let diamonds = 24
        var g = Digraph(nodeCount: 3 * diamonds)
        for d in 0..<diamonds {
            let (top, left, right) = (3 * d, 3 * d + 1, 3 * d + 2)
            let next = 3 * ((d + 1) % diamonds)
            g.addEdge(from: top, to: left, weight: 1)
            g.addEdge(from: top, to: right, weight: 1)
            g.addEdge(from: left, to: next, weight: 1)
            g.addEdge(from: right, to: next, weight: 1)
        }
        let group = Array(0..<(3 * diamonds))
        let result = elementaryCycles(of: g, in: group, limit: 50)
        #expect(result.truncated)
        #expect(result.cycles.count == 50)
        #expect(result.cycles.allSatisfy { $0.count == 2 * diamonds && $0.first == 0 })
        #expect(result.cycles.first == (0..<diamonds).flatMap { [3 * $0, 3 * $0 + 1] })
        #expect(Set(result.cycles).count == 50)
    }

    @Test func matchesABruteForceOnRandomGraphs() {
        for seed in UInt64(1)...60 {
            let g = randomDigraph(nodes: 7, percent: 35, seed: seed, selfLoops: seed % 3 == 0)
            for group in cycleGroups(of: g) {
                let all = bruteForceCycles(g, group: group)
                for limit in [1, 3, all.count, all.count + 1] where limit > 0 {
                    let result = elementaryCycles(of: g, in: group, limit: limit)
                    #expect(result.cycles == Array(all.prefix(limit)), "seed \(seed) limit \(limit)")
                    #expect(result.truncated == (all.count > limit), "seed \(seed) limit \(limit)")
                }
            }
        }
    }

    /// Dense random groups with more than 1,000 cycles go through the bounded phase: compare it
    /// with brute force too.
    @Test func boundedPhaseMatchesBruteForce() {
        for seed in UInt64(100)...104 {
            let g = randomDigraph(nodes: 9, percent: 75, seed: seed)
            let group = Array(0..<9)
            guard cycleGroups(of: g) == [group] else { continue }
            let all = bruteForceCycles(g, group: group)
            #expect(all.count > 1_000, "seed \(seed) has only \(all.count) cycles")
            for limit in [1, 37, 200] {
                let result = elementaryCycles(of: g, in: group, limit: limit)
                #expect(result.cycles == Array(all.prefix(limit)), "seed \(seed) limit \(limit)")
                #expect(result.truncated)
            }
        }
    }
}
