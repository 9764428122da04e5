import CouplingGraph
import CouplingModel

extension HTMLPageData {
    /// Interns strings: each distinct one gets the next index, in first-use order (deterministic
    /// because everything is visited in report order).
    struct Interner {
        var strings: [String] = []
        var index: [String: Int] = [:]
        mutating func id(_ string: String) -> Int {
            if let found = index[string] { return found }
            index[string] = strings.count
            strings.append(string)
            return strings.count - 1
        }
    }

    init(_ report: AnalysisReport, viewNote: String?) {
        let names = Array(Set(report.components.map(\.name) + report.edges.flatMap { [$0.from, $0.to] })).sorted()
        let (graph, byName) = GraphView.digraph(report.edges, names: names)
        let layering = Layering(graph)
        // Matrix order: users before what they use, cycle groups adjacent.
        var place = Array(repeating: 0, count: names.count)
        for (position, node) in layering.order.enumerated() { place[node] = position }
        let summaries = Dictionary(report.components.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var groupIndex: [String: Int] = [:]
        for (index, group) in report.cycles.groups.enumerated() { for name in group.components { groupIndex[name] = index } }

        components = layering.order.map { node in
            let name = names[node]
            let summary =
                summaries[name]
                ?? ComponentSummary(name: name, path: name, files: 0, bytes: 0, declarations: [:], modules: [], fanIn: 0, fanOut: 0)
            return Component(
                name: name, path: summary.path, metrics: summary.metrics ?? ComponentMetrics(summary, lines: nil),
                level: layering.level[node], position: layering.position[node], group: groupIndex[name] ?? -1)
        }
        func at(_ name: String) -> Int { byName[name].map { place[$0] } ?? -1 }

        var paths = Interner()
        var symbols = Interner()
        var kinds = Interner()
        for kind in EvidenceKind.allCases { _ = kinds.id(kind.rawValue) }
        func row(_ evidence: Evidence) -> [Int] {
            [
                paths.id(evidence.location.path), evidence.location.line, evidence.location.column,
                symbols.id(evidence.symbol), kinds.id(evidence.kind.rawValue),
            ]
        }
        let broken = report.newViolationRulesByEdge
        edges = report.edges.sorted { (at($0.from), at($0.to)) < (at($1.from), at($1.to)) }.map { edge in
            Edge(
                from: at(edge.from), to: at(edge.to), weight: edge.weight, kinds: edge.kinds, inCycle: edge.inCycle,
                importOnly: edge.isImportOnly, violations: broken[EdgeKey(edge.from, edge.to)] ?? [],
                evidence: edge.evidence.prefix(Self.evidencePerEdge).map(row))
        }
        groups = report.cycles.groups.map { group in
            Group(
                members: group.components.map(at).sorted(), cycles: group.cycles.prefix(Self.cyclesPerGroup).map { $0.map(at) },
                cycleCount: group.cycles.count, truncated: group.truncated,
                cuts: group.cuts.map { Cut(from: at($0.from), to: at($0.to), weight: $0.weight, hint: $0.hint) },
                minimal: group.cutsAreMinimal)
        }
        violations = report.violations.map { violation in
            Violation(
                rule: violation.ruleID, severity: violation.severity.rawValue, message: violation.message,
                comment: violation.comment, from: violation.from, to: violation.to, components: violation.components,
                weight: violation.weight, baseline: violation.baseline.rawValue,
                evidence: violation.evidence.prefix(Self.evidencePerViolation).map(row))
        }
        rulesChecked = report.rules.count
        baseline = report.baseline
        let surfaceOf = Dictionary(report.surface.map { ($0.component, $0) }, uniquingKeysWith: { a, _ in a })
        surface =
            report.surface.isEmpty
            ? []
            : components.map { component in
                guard let found = surfaceOf[component.name] else { return Surface(used: [], usedCount: 0, unused: [], unusedCount: 0) }
                return Surface(
                    used: found.used.prefix(Self.surfacePerList).map {
                        [
                            .text($0.name), .text($0.kind), .int($0.usedBy.count), .int($0.references),
                            .int(paths.id($0.location.path)), .int($0.location.line),
                        ]
                    },
                    usedCount: found.used.count,
                    unused: found.unused.prefix(Self.surfacePerList).map {
                        [.text($0.name), .text($0.kind), .int(0), .int(0), .int(paths.id($0.location.path)), .int($0.location.line)]
                    },
                    unusedCount: found.unused.count)
            }
        self.paths = paths.strings
        self.symbols = symbols.strings
        self.kinds = kinds.strings
        tool = "\(report.tool.name) \(report.tool.version)"
        summary =
            "\(report.components.count) components, \(report.stats.files) files, \(report.edges.count) edges, "
            + "\(report.cycles.groups.count) cycle group\(report.cycles.groups.count == 1 ? "" : "s")"
        caps = [
            "evidencePerEdge": Self.evidencePerEdge, "evidencePerViolation": Self.evidencePerViolation,
            "surfacePerList": Self.surfacePerList, "cyclesPerGroup": Self.cyclesPerGroup,
        ]
        view = viewNote
    }
}
