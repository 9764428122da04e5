import CouplingGraph
import CouplingModel

/// Path queries over a finished report.
public enum ReportPaths {
    /// Fewest-edges path between two components, nil when `to` is unreachable from `from`.
    public static func shortestPath(in report: AnalysisReport, from: String, to: String) -> [String]? {
        let names = report.components.map(\.name)
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        guard let start = index[from], let end = index[to] else { return nil }
        var graph = Digraph(nodeCount: names.count)
        for edge in report.edges {
            if let a = index[edge.from], let b = index[edge.to] { graph.addEdge(from: a, to: b, weight: edge.weight) }
        }
        return CouplingGraph.shortestPath(in: graph, from: start, to: end)?.map { names[$0] }
    }
}
