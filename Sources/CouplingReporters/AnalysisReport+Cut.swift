import CouplingModel

extension AnalysisReport {
    /// The report with each edge's and violation's evidence, each component's surface lists and each
    /// unresolved name's places cut to their first `limit` entries: the strongest references, the most
    /// used declarations and the first places come first. Weights and the surface counts still count
    /// everything, so nothing read from the cut report (`coupling diff`, a tool summing weights) is
    /// wrong, only less detailed.
    func cut(to limit: Int) -> AnalysisReport {
        var cut = self
        cut.evidenceLimit = limit
        for i in cut.edges.indices where cut.edges[i].evidence.count > limit {
            cut.edges[i].evidence.removeSubrange(limit...)
        }
        for i in cut.violations.indices where cut.violations[i].evidence.count > limit {
            cut.violations[i].evidence.removeSubrange(limit...)
        }
        for i in cut.unresolved.indices where cut.unresolved[i].locations.count > limit {
            cut.unresolved[i].locations.removeSubrange(limit...)
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
