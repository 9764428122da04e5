import CouplingModel

/// An example of what a rule reports, part of its description as SwiftLint's rules carry theirs: a
/// graph of components, the configuration it is checked with, and the violations the rule must give.
/// The examples are the rule's tests (a test runs every rule's), so its description cannot drift from
/// what it does.
public struct RuleExample: Sendable {
    /// `from → to` edges, e.g. `"App → Core"`; each stands for one reference.
    public var edges: [String]
    /// What follows `version: 1` in the configuration (YAML).
    public var configuration: String
    /// `rule-id from → to` for a violation about an edge, `rule-id A, B` for one about components;
    /// empty when the example must not trigger.
    public var violations: [String]

    public init(edges: [String], configuration: String = "", violations: [String] = []) {
        self.edges = edges
        self.configuration = configuration
        self.violations = violations
    }

    /// How `violations` names a violation.
    public static func describe(_ violation: Violation) -> String {
        if let from = violation.from, let to = violation.to { return "\(violation.ruleID) \(from) → \(to)" }
        return "\(violation.ruleID) \(violation.components.joined(separator: ", "))"
    }
}
