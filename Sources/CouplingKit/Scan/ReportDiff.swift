import CouplingModel

/// What changed between two reports: edges, cycle groups and violations added and removed.
public struct ReportDiff: Sendable, Equatable {
    public struct WeightChange: Sendable, Equatable {
        public var from: String
        public var to: String
        public var old: Int
        public var new: Int
    }

    public var addedEdges: [Edge] = []
    public var removedEdges: [Edge] = []
    public var changedWeights: [WeightChange] = []
    public var addedCycles: [[String]] = []
    public var removedCycles: [[String]] = []
    public var addedViolations: [Violation] = []
    public var removedViolations: [Violation] = []

    public var isEmpty: Bool {
        addedEdges.isEmpty && removedEdges.isEmpty && changedWeights.isEmpty && addedCycles.isEmpty
            && removedCycles.isEmpty && addedViolations.isEmpty && removedViolations.isEmpty
    }

    public init(old: AnalysisReport, new: AnalysisReport) {
        func key(_ edge: Edge) -> String { edge.from + "\u{0}" + edge.to }
        let oldEdges = Dictionary(old.edges.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
        let newEdges = Dictionary(new.edges.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
        addedEdges = new.edges.filter { oldEdges[key($0)] == nil }
        removedEdges = old.edges.filter { newEdges[key($0)] == nil }
        changedWeights = new.edges.compactMap { edge in
            guard let before = oldEdges[key(edge)], before.weight != edge.weight else { return nil }
            return WeightChange(from: edge.from, to: edge.to, old: before.weight, new: edge.weight)
        }
        let oldCycles = Set(old.cycles.groups.map(\.components))
        let newCycles = Set(new.cycles.groups.map(\.components))
        addedCycles = new.cycles.groups.map(\.components).filter { !oldCycles.contains($0) }
        removedCycles = old.cycles.groups.map(\.components).filter { !newCycles.contains($0) }
        let oldViolations = Set(old.violations.map(\.fingerprint))
        let newViolations = Set(new.violations.map(\.fingerprint))
        addedViolations = new.violations.filter { !oldViolations.contains($0.fingerprint) }
        removedViolations = old.violations.filter { !newViolations.contains($0.fingerprint) }
    }

    /// For people: one line per change, `+` added, `-` removed, `~` changed.
    public var text: String {
        var lines: [String] = []
        for edge in addedEdges { lines.append("+ edge \(edge.from) → \(edge.to) (\(edge.weight))") }
        for edge in removedEdges { lines.append("- edge \(edge.from) → \(edge.to) (\(edge.weight))") }
        for change in changedWeights { lines.append("~ edge \(change.from) → \(change.to): \(change.old) → \(change.new)") }
        for cycle in addedCycles { lines.append("+ cycle \(cycle.joined(separator: ", "))") }
        for cycle in removedCycles { lines.append("- cycle \(cycle.joined(separator: ", "))") }
        for violation in addedViolations { lines.append("+ \(violation.ruleID): \(violation.message)") }
        for violation in removedViolations { lines.append("- \(violation.ruleID): \(violation.message)") }
        if lines.isEmpty { lines.append("no changes in edges, cycles or violations") }
        return lines.joined(separator: "\n") + "\n"
    }
}
