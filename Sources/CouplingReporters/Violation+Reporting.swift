import CouplingModel

// Pieces every reporter of rule results shares, so that the formats agree on what a violation is
// called, where it points and in which order it comes.

extension Severity {
    /// Most serious first: the order violations are listed in.
    static let mostSeriousFirst: [Severity] = [.error, .warning, .info]

    /// SARIF `level` (and the word Xcode expects): `error`, `warning`, `note`.
    var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}

extension Violation {
    /// What it is about, for a title: `Networking → Feed`, or the members of a cycle
    /// (`Feed ↔ Networking`, `A, B, C`), or a component and the one name its evidence is about
    /// (`Plugins: BHTrackerService`, a run-time key nothing declares), or nothing.
    var subject: String {
        switch (from, to) {
        case let (from?, to?): return "\(from) → \(to)"
        case let (from?, nil):
            guard let symbol = evidence.first?.symbol, evidence.allSatisfy({ $0.symbol == symbol }) else { return from }
            return "\(from): \(symbol)"
        case let (nil, to?): return "→ \(to)"
        case (nil, nil): return components.count == 2 ? components.joined(separator: " ↔ ") : components.joined(separator: ", ")
        }
    }

    /// The message followed by the rule's comment, when the configuration gives one.
    var messageWithComment: String {
        guard let comment, !comment.isEmpty else { return message }
        return "\(message) — \(comment)"
    }

    /// Where a tool should point: the strongest reference.
    var primaryLocation: SourceLocation? { evidence.first?.location }

    /// How many references stand behind it (at least the evidence listed).
    var referenceCount: Int { max(weight, evidence.count) }
}

extension AnalysisReport {
    /// True when any rule ran (so an empty `violations` means "clean", not "not checked").
    var rulesRan: Bool { !rules.isEmpty || !violations.isEmpty || baseline != nil }

    /// One line: `4 new violations (3 errors, 1 warning), 1 baselined, 1 stale baseline entry, 5 rules
    /// checked`, or what was found when no rule ran.
    var ruleSummary: String {
        guard rulesRan else {
            return "no rule ran (\(countPhrase(components.count, "component")), "
                + "\(countPhrase(edges.count, "edge")), \(countPhrase(cycles.groups.count, "cycle group")))"
        }
        let new = newViolations
        var parts = [
            new.isEmpty
                ? "no new violations"
                : countPhrase(new.count, "new violation") + (severityTally(new).map { " (\($0))" } ?? "")
        ]
        if baseline != nil { parts.append("\(baselinedViolations.count) baselined") }
        if let stale = baseline?.stale, !stale.isEmpty {
            parts.append(stale.count == 1 ? "1 stale baseline entry" : "\(stale.count) stale baseline entries")
        }
        parts.append(countPhrase(rules.count, "rule") + " checked")
        return parts.joined(separator: ", ")
    }

    /// Violations that count for the gate: most serious first, then in report order.
    var newViolations: [Violation] { Self.bySeverity(violations.filter { $0.baseline == .new }) }

    /// Violations the baseline covers, in report order.
    var baselinedViolations: [Violation] { violations.filter { $0.baseline == .baselined } }

    /// Stable: equal severities keep their report order (rule, from, to).
    static func bySeverity(_ violations: [Violation]) -> [Violation] {
        violations.enumerated().sorted { a, b in
            a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
        }.map(\.element)
    }

    /// The catalogue, plus a bare entry for any rule id a violation uses that the catalogue lacks
    /// (so that every result can name its rule); sorted by id.
    var ruleCatalogue: [RuleDescriptor] {
        var rules = self.rules
        var known = Set(rules.map(\.id))
        for violation in violations where !known.contains(violation.ruleID) {
            known.insert(violation.ruleID)
            rules.append(
                RuleDescriptor(
                    id: violation.ruleID, summary: violation.ruleID, help: "", defaultSeverity: violation.severity))
        }
        return rules.sorted { $0.id < $1.id }
    }
}

/// "1 error", "2 warnings".
func countPhrase(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

/// "2 errors, 1 warning, 3 info"; nil when there are none.
func severityTally(_ violations: [Violation]) -> String? {
    let parts = Severity.mostSeriousFirst.compactMap { severity -> String? in
        let n = violations.filter { $0.severity == severity }.count
        guard n > 0 else { return nil }
        return severity == .info ? "\(n) info" : countPhrase(n, severity.rawValue)
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
}

/// A (from, to) pair as a dictionary key.
struct EdgeKey: Hashable {
    let from: String
    let to: String
    init(from: String, to: String) {
        self.from = from
        self.to = to
    }
    init(_ from: String, _ to: String) {
        self.init(from: from, to: to)
    }
}

extension AnalysisReport {
    /// The rules whose new (not baselined) violations name an edge, sorted, by edge: what the graph
    /// formats mark. Cycles are drawn as cycles already.
    var newViolationRulesByEdge: [EdgeKey: [String]] {
        var rules: [EdgeKey: Set<String>] = [:]
        for violation in violations where violation.baseline == .new && violation.ruleID != "cycle" {
            guard let from = violation.from, let to = violation.to else { continue }
            rules[EdgeKey(from, to), default: []].insert(violation.ruleID)
        }
        return rules.mapValues { $0.sorted() }
    }
}
