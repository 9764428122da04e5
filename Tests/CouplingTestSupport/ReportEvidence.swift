import CouplingModel

extension AnalysisReport {
    /// Every reference on an edge as `From->To symbol`, followed by what `detail` adds (its kind, its
    /// line), in the report's order: the form tests compare with the references they expect.
    public func evidenceLines(_ detail: (Evidence) -> String? = { _ in nil }) -> [String] {
        edges.flatMap { edge in
            edge.evidence.map { evidence in
                "\(edge.from)->\(edge.to) \(evidence.symbol)" + (detail(evidence).map { " " + $0 } ?? "")
            }
        }
    }

    /// `From->To` once for each reference to `symbol`.
    public func edges(using symbol: String) -> [String] {
        edges.flatMap { edge in edge.evidence.filter { $0.symbol == symbol }.map { _ in "\(edge.from)->\(edge.to)" } }
    }
}
