import CouplingModel

extension TextReporter {
    /// The components table: size, then Martin's metrics (`docs/metrics.md`).
    static let metricsHeading = ["component", "files", "lines", "decl.", "types", "abstract", "Ca", "Ce", "I", "A", "D"]

    static func metricsRow(_ component: ComponentSummary) -> [String] {
        let m = component.metrics ?? ComponentMetrics(component, lines: nil)
        return [
            component.name, "\(m.files)", m.lines.map(String.init) ?? "–", "\(m.declarations)", "\(m.types)",
            "\(m.abstractTypes)", "\(m.ca)", "\(m.ce)", m.instability.fixed2, m.abstractness.fixed2, m.distance.fixed2,
        ]
    }
}
