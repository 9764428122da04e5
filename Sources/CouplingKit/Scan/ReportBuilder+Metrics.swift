import CouplingModel

extension [ComponentSummary] {
    /// Each summary with its metrics; `lines` index-aligned (nil when lines were not counted).
    func withMetrics(lines: [Int]?) -> [ComponentSummary] {
        enumerated().map { index, component in
            var component = component
            component.metrics = ComponentMetrics(component, lines: lines?[index])
            return component
        }
    }
}

extension AnalysisReport {
    func withSurface(_ surface: [ComponentSurface]) -> AnalysisReport {
        var report = self
        report.surface = surface
        return report
    }
}
