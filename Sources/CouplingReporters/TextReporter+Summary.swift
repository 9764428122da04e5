import CouplingModel

/// `--summary`: one screen — the summary line and gate, the cycle groups, the new violations, the
/// strongest edges without their references, and one line for each other section.
extension TextReporter {
    static let summaryEdges = 5

    func edgeHeadings(_ report: AnalysisReport) -> [String] {
        guard !report.edges.isEmpty else { return [title("Edges: none")] }
        let sorted = report.edges.sorted { a, b in a.weight != b.weight ? a.weight > b.weight : (a.from, a.to) < (b.from, b.to) }
        var lines = [title("Strongest edges (\(report.edges.count) in all)")]
        for edge in sorted.prefix(Self.summaryEdges) {
            lines.append("  \(edge.from) → \(edge.to) (weight \(edge.weight))" + (edge.inCycle ? " " + style("[in a cycle]", .red) : ""))
        }
        if sorted.count > Self.summaryEdges {
            lines.append(style("  … and \(Self.count(sorted.count - Self.summaryEdges, "more edge")) (the report without --summary lists them)", .dim))
        }
        return lines
    }

    func summaryLines(_ report: AnalysisReport) -> [String] {
        let unresolved = report.unresolved.reduce(0) { $0 + $1.count }
        let notes = report.diagnostics.filter { $0.severity == .note }.count
        let calm = report.cycles.groups.isEmpty && (!report.rulesRan || report.newViolations.isEmpty)
        return (calm ? ["No cycles" + (report.rulesRan ? ", no new violations." : ".")] : []) + [
            "Components: \(report.components.count); build model: \(Self.count(report.build.targets.count, "target")); "
                + "unresolved references: \(unresolved); diagnostics: \(report.diagnostics.count) (\(Self.count(notes, "note")))",
            style("(the report without --summary lists them; --all lists everything)", .dim),
        ]
    }
}

/// What needs attention, one line each, before the details: the cycle groups and the new violations.
extension TextReporter {
    static let attentionViolations = 30

    func attention(_ report: AnalysisReport) -> [String] {
        let groups = report.cycles.groups
        let new = report.rulesRan ? report.newViolations : []
        guard !groups.isEmpty || !new.isEmpty else { return [] }
        var lines = [title("Needs attention")]
        for (number, group) in groups.enumerated() {
            var cut = group.cuts.prefix(3).map { "\($0.from) → \($0.to)" }.joined(separator: ", ")
            if group.cuts.count > 3 { cut += " and \(group.cuts.count - 3) more" }
            lines.append(
                "  " + style("cycle group \(number + 1)", .red) + ": " + group.components.joined(separator: ", ")
                    + (cut.isEmpty ? "" : " (cut: \(cut))"))
        }
        let ordered = Severity.mostSeriousFirst.flatMap { severity in new.filter { $0.severity == severity } }
        for violation in ordered.prefix(shown(Self.attentionViolations)) {
            let subject = violation.subject.isEmpty ? "" : "  " + violation.subject
            lines.append("  \(violation.severity.rawValue) \(violation.ruleID)\(subject)")
        }
        return lines + more(ordered.count - min(ordered.count, shown(Self.attentionViolations)), "more new violation")
    }
}
