import CouplingModel

/// A rule is a pass that runs last and produces violations under its own artifact key. Its options
/// are its own part of the configuration (`layers:`, `rules:`), given when it is made: a rule never
/// reads the whole configuration.
public protocol RulePass: Pass where Options: RuleOptions {
    /// The rule ids it reports, for the catalogue (SARIF, `coupling rules`).
    static var descriptors: [RuleDescriptor] { get }
    /// The artifact its violations are written under.
    associatedtype Output: ArtifactKey where Output.Value == [Violation]
    /// Its options, from the configuration's rules and layers.
    static func options(from rules: RulesConfiguration) -> Options
    /// What it reports and what it does not, on small graphs: its documentation and its tests.
    static var examples: [RuleExample] { get }
}

/// A rule's options: set under `layers:` and `rules:`, never under `passes.options` (no keys there).
public protocol RuleOptions: PassOptions {}

extension RuleOptions {
    public static var keys: [String] { [] }
    public init(from decoder: any Decoder) throws { self.init() }
}

/// The options of a rule over entries of `rules:`: its entries, and the layers their patterns may name.
public struct DependencyRuleOptions: RuleOptions {
    public var entries: [DependencyRule] = []
    public var layers: [Layer] = []
    public init() {}

    public init(_ entries: [DependencyRule], layers: [Layer]) {
        self.entries = entries
        self.layers = layers
    }
}

extension RulePass {
    public static func make(configuration: Configuration) throws -> any Pass {
        Self(options: options(from: configuration.rules))
    }

    public static var violations: ArtifactID { ArtifactID(Output.self) }

    /// What the rule produced in a run (nothing when it did not run).
    static func violations(in store: ArtifactStore) -> [Violation] {
        store.result(Output.self) ?? []
    }
}

/// Shared by the edge rules: what a violation about one edge looks like.
enum RuleEvidence {
    static let evidenceLimit = 20

    static func violation(
        rule: String, severity: Severity, message: String, edge: Edge, kind: RuleKind?, comment: String?
    ) -> Violation {
        let evidence = edge.evidence.filter { kind?.matches($0.kind) ?? true }
        return Violation(
            ruleID: rule, severity: severity, message: message, from: edge.from, to: edge.to,
            evidence: Array(evidence.prefix(evidenceLimit)), weight: evidence.count, comment: comment,
            fingerprint: fingerprint(rule: rule, from: edge.from, to: edge.to))
    }

    static func fingerprint(rule: String, from: String? = nil, to: String? = nil, components: [String] = []) -> String {
        ([rule, from ?? "", to ?? ""] + components).joined(separator: "|")
    }

    static func matches(_ edge: Edge, kind: RuleKind?) -> Bool {
        guard let kind else { return true }
        return edge.kinds.contains { name, count in count > 0 && EvidenceKind(rawValue: name).map(kind.matches) == true }
    }
}
