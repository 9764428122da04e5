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

    /// ownCloud's folders (41 in one group, 298 edges): the bounded phase walked every path up to the
    /// longest of the first thousand cycles Johnson's search found — 5 s of a release build here (48 s
    /// of this test's debug build), minutes with one folder more. One length at a time, the fifty
    /// shortest come at once; checked against every cycle of up to four nodes, more than fifty.
    @Test(.timeLimit(.minutes(1))) func aDenseFolderGraphGivesItsShortestCyclesAtOnce() {
        let edges: [(Int, Int)] = [
            (0, 10), (1, 9), (1, 13), (1, 14), (1, 23), (1, 26), (1, 29), (1, 40), (2, 40), (3, 6), (3, 9), (3, 24), (3,
            40), (4, 5), (4, 6), (4, 8), (4, 13), (4, 19), (4, 21), (4, 23), (4, 26), (4, 28), (4, 29), (4, 40), (5, 2),
            (5, 4), (5, 6), (5, 9), (5, 10), (5, 11), (5, 14), (5, 21), (5, 26), (5, 29), (5, 33), (5, 35), (5, 37), (5,
            39), (5, 40), (6, 9), (6, 11), (6, 24), (6, 29), (6, 40), (7, 2), (7, 8), (7, 26), (7, 29), (7, 40), (8, 2),
            (8, 3), (8, 4), (8, 5), (8, 6), (8, 7), (8, 9), (8, 10), (8, 12), (8, 13), (8, 14), (8, 15), (8, 17), (8,
            18), (8, 19), (8, 21), (8, 22), (8, 23), (8, 24), (8, 26), (8, 27), (8, 29), (8, 33), (8, 34), (8, 36), (8,
            37), (8, 39), (8, 40), (9, 1), (9, 2), (9, 3), (9, 5), (9, 6), (9, 7), (9, 8), (9, 10), (9, 11), (9, 12),
            (9, 13), (9, 14), (9, 17), (9, 18), (9, 19), (9, 20), (9, 21), (9, 22), (9, 23), (9, 24), (9, 25), (9, 26),
            (9, 27), (9, 28), (9, 29), (9, 30), (9, 31), (9, 33), (9, 34), (9, 35), (9, 36), (9, 37), (9, 39), (9, 40),
            (10, 6), (10, 13), (10, 29), (10, 40), (11, 6), (11, 9), (11, 39), (12, 6), (12, 9), (12, 10), (12, 13),
            (12, 18), (12, 21), (12, 26), (12, 27), (12, 40), (13, 4), (13, 19), (13, 26), (13, 40), (14, 5), (14, 8),
            (14, 9), (14, 12), (14, 17), (14, 19), (14, 21), (14, 24), (14, 27), (14, 29), (14, 31), (14, 34), (14, 36),
            (14, 40), (17, 6), (17, 9), (17, 13), (17, 15), (17, 16), (17, 24), (17, 29), (17, 40), (18, 6), (18, 12),
            (18, 13), (18, 21), (18, 29), (18, 40), (19, 2), (19, 4), (19, 5), (19, 6), (19, 7), (19, 8), (19, 11), (19,
            12), (19, 13), (19, 14), (19, 16), (19, 21), (19, 23), (19, 24), (19, 25), (19, 26), (19, 29), (19, 34),
            (19, 37), (19, 39), (19, 40), (20, 8), (20, 15), (20, 19), (20, 29), (20, 40), (21, 8), (21, 10), (21, 18),
            (21, 29), (21, 40), (22, 21), (22, 24), (22, 40), (23, 6), (23, 26), (23, 40), (24, 5), (24, 6), (24, 9),
            (24, 10), (24, 12), (24, 14), (24, 17), (24, 19), (24, 21), (24, 26), (24, 27), (24, 29), (24, 40), (25, 9),
            (25, 29), (25, 37), (25, 40), (26, 2), (27, 5), (27, 6), (27, 10), (27, 12), (27, 22), (27, 26), (27, 29),
            (27, 40), (28, 2), (28, 13), (28, 25), (28, 29), (29, 2), (29, 8), (29, 9), (29, 26), (29, 33), (29, 40),
            (30, 29), (31, 2), (31, 5), (31, 9), (31, 14), (31, 23), (31, 25), (31, 29), (32, 8), (32, 26), (32, 40),
            (33, 2), (33, 39), (34, 9), (34, 14), (34, 19), (34, 37), (35, 33), (36, 9), (36, 10), (36, 13), (36, 14),
            (36, 24), (36, 27), (36, 29), (36, 30), (36, 39), (36, 40), (37, 2), (37, 5), (37, 8), (37, 9), (37, 10),
            (37, 13), (37, 19), (37, 24), (37, 29), (37, 34), (37, 39), (37, 40), (39, 2), (39, 5), (39, 6), (39, 8),
            (39, 9), (39, 11), (39, 12), (39, 13), (39, 14), (39, 15), (39, 16), (39, 17), (39, 18), (39, 19), (39, 21),
            (39, 23), (39, 24), (39, 25), (39, 26), (39, 27), (39, 29), (39, 33), (39, 36), (39, 37), (39, 40), (40, 26)
        ]
        var g = Digraph(nodeCount: 41)
        for (from, to) in edges { g.addEdge(from: from, to: to, weight: 1) }
        let group = Array(0..<41)
        let short = bruteForceCycles(g, group: group, maxLength: 4)
        #expect(short.count > 50)
        let result = elementaryCycles(of: g, in: group, limit: 50)
        #expect(result.cycles == Array(short.prefix(50)))
        #expect(result.truncated)
    }
}
