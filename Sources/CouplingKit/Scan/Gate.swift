import CouplingModel

/// The CI gate: what makes `scan --fail-on …` and `check` exit 1. Baselined violations never trip it.
public enum Gate: String, Sendable, CaseIterable {
    /// A cycle that is not in the baseline.
    case cycles
    /// A new violation of severity error (cycles included).
    case violations
    case none

    /// Why the gate trips, one line each; empty when it does not.
    public func reasons(for report: AnalysisReport, frozenBaseline: Bool = false) -> [String] {
        let fresh = report.violations.filter { $0.baseline == .new }
        var reasons: [String] = []
        switch self {
        case .cycles:
            let cycles = fresh.filter { $0.ruleID == CycleRule.id }
            if !cycles.isEmpty { reasons.append("\(cycles.count) cycle group\(cycles.count == 1 ? "" : "s") found (--fail-on cycles)") }
        case .violations:
            let errors = fresh.filter { $0.severity == .error }
            if !errors.isEmpty { reasons.append("\(errors.count) new error\(errors.count == 1 ? "" : "s") (--fail-on violations)") }
        case .none:
            break
        }
        if frozenBaseline, !fresh.isEmpty {
            reasons.append("the baseline is frozen and would have to grow by \(fresh.count) entr\(fresh.count == 1 ? "y" : "ies") (--baseline-frozen)")
        }
        return reasons
    }
}
