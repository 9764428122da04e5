import CouplingModel

extension AnalysisReport {
    /// The report with each edge's and violation's evidence, and each component's surface lists, cut
    /// to their first `limit` entries: the strongest references and the most used declarations come
    /// first. Weights and the surface counts still count everything, so nothing read from the cut
    /// report (`coupling diff`, a tool summing weights) is wrong, only less detailed.
    func cut(to limit: Int) -> AnalysisReport {
        var cut = self
        cut.evidenceLimit = limit
        for i in cut.edges.indices where cut.edges[i].evidence.count > limit {
            cut.edges[i].evidence.removeSubrange(limit...)
        }
        for i in cut.violations.indices where cut.violations[i].evidence.count > limit {
            cut.violations[i].evidence.removeSubrange(limit...)
        }
        for i in cut.surface.indices {
            if cut.surface[i].used.count > limit {
                cut.surface[i].usedCount = cut.surface[i].used.count
                cut.surface[i].used.removeSubrange(limit...)
            }
            if cut.surface[i].unused.count > limit {
                cut.surface[i].unusedCount = cut.surface[i].unused.count
                cut.surface[i].unused.removeSubrange(limit...)
            }
        }
        return cut
    }
}
