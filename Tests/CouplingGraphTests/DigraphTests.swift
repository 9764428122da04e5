import CouplingGraph
import Testing

@Suite struct DigraphTests {
    @Test func addEdgeAccumulatesWeightAndKeepsSuccessorsSorted() {
        var g = Digraph(nodeCount: 4)
        g.addEdge(from: 0, to: 3, weight: 2)
        g.addEdge(from: 0, to: 1, weight: 1)
        g.addEdge(from: 0, to: 3, weight: 5)
        g.addEdge(from: 2, to: 0, weight: 4)
        #expect(g.nodeCount == 4)
        #expect(g.successors(of: 0) == [1, 3])
        #expect(g.successors(of: 1) == [])
        #expect(g.weight(from: 0, to: 3) == 7)
        #expect(g.weight(from: 3, to: 0) == nil)
        #expect(g.weight(from: 9, to: 0) == nil)
        #expect(g.edges.map { [$0.from, $0.to, $0.weight] } == [[0, 1, 1], [0, 3, 7], [2, 0, 4]])
        #expect(g.edgeCount == 3)
    }

    @Test func equalGraphsHashEqualWhateverTheInsertionOrder() {
        let a = Digraph.test(nodes: 3, [(0, 1), (1, 2), (2, 0)])
        let b = Digraph.test(nodes: 3, [(2, 0), (0, 1), (1, 2)])
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != Digraph.test(nodes: 3, [(0, 1), (1, 2)]))
    }

    @Test func shortestPathTakesFewestEdgesAndSmallestSuccessorsFirst() {
        // 0 → 1 → 3, 0 → 2 → 3, 0 → 4 → 5 → 3: two shortest paths; the one through 1 wins.
        let g = Digraph.test(nodes: 6, [(0, 4), (4, 5), (5, 3), (0, 2), (2, 3), (0, 1), (1, 3)])
        #expect(shortestPath(in: g, from: 0, to: 3) == [0, 1, 3])
        #expect(shortestPath(in: g, from: 0, to: 5) == [0, 4, 5])
        #expect(shortestPath(in: g, from: 3, to: 0) == nil)
        #expect(shortestPath(in: g, from: 2, to: 2) == [2])
        #expect(shortestPath(in: g, from: 0, to: 42) == nil)
    }
}
