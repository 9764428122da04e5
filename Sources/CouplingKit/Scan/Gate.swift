import CouplingModel

/// The CI gate: what makes `scan --fail-on …` and `check` exit 1. Baselined violations never trip it.
public enum Gate: String, Sendable, CaseIterable {
    /// A cycle that is not in the baseline.
    case cycles
    /// A new violation of severity error (cycles included).
    case violations
    /// A hidden cycle (one that exists only with run-time references) that is not in the baseline.
    case hiddenCycles = "hidden-cycles"
    /// A new run-time key finding of severity warning or error (dangling, duplicate).
    case runtimeKeys = "runtime-keys"
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
        case .hiddenCycles:
            let hidden = fresh.filter { $0.ruleID == HiddenCycleRule.id }
            if !hidden.isEmpty { reasons.append("\(hidden.count) hidden cycle group\(hidden.count == 1 ? "" : "s") found (--fail-on hidden-cycles)") }
        case .runtimeKeys:
            let ids = Set(RuntimeKeysRule.descriptors.map(\.id))
            let keys = fresh.filter { ids.contains($0.ruleID) && $0.severity >= .warning }
            if !keys.isEmpty { reasons.append("\(keys.count) run-time key finding\(keys.count == 1 ? "" : "s") (--fail-on runtime-keys)") }
        case .none:
            break
        }
        if frozenBaseline, !fresh.isEmpty {
            reasons.append("the baseline is frozen and would have to grow by \(fresh.count) entr\(fresh.count == 1 ? "y" : "ies") (--baseline-frozen)")
        }
        return reasons
    }
}
