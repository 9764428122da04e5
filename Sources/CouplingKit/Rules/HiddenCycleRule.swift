import CouplingModel

/// Every hidden cycle group (one that exists only with run-time edges) is a violation; its evidence
/// is the run-time references of its cheapest cut.
public struct HiddenCycleRule: RulePass {
    public static let id = "hidden-cycle"
    public static let summary = "report cycle groups that exist only once run-time references are added"
    public static let requires = [
        ArtifactID(ComponentGraphKey.self), ArtifactID(CyclesKey.self),
    ]
    public static let produces = [violations]
    public static let descriptors = [
        RuleDescriptor(
            id: "hidden-cycle", summary: "Components depend on each other in a cycle through run-time references",
            help: "Strings the compiler never checks (class names, registries, mediators, routes, events) close a cycle that imports do not show. Cut the cheapest run-time reference: stop looking the key up in that component, or move the provider below its users.",
            defaultSeverity: .warning)
    ]

    public enum Output: ArtifactKey {
        public typealias Value = [Violation]
        public static let name = "violations-hidden-cycle"
    }

    /// Severities are the rule ids' defaults; nothing to set.
    public struct Options: RuleOptions {
        public init() {}
    }

    public init(options: Options) {}

    public static func options(from rules: RulesConfiguration) -> Options { Options() }

    /// `⇢` is a run-time reference (a class looked up by name).
    public static let examples = [
        RuleExample(edges: ["Feed → Core", "Core ⇢ Feed"], violations: ["hidden-cycle Core, Feed"]),
        RuleExample(edges: ["Feed → Core", "Core → Feed"]),  // a compile-time cycle: `cycle` reports it
        RuleExample(edges: ["Feed → Core", "Feed ⇢ Core"]),
    ]

    public func run(in context: PassContext) async throws {
        let edges = try context[ComponentGraphKey.self].edges
        let cycles = try context[CyclesKey.self]
        var result: [Violation] = []
        for group in cycles.hidden {
            let cut = group.cuts.compactMap { cut in edges.first { $0.from == cut.from && $0.to == cut.to } }
            let shortest = group.cycles.first.map { ($0 + [$0[0]]).joined(separator: " → ") } ?? ""
            let cuts = group.cuts.map { "\($0.from) → \($0.to) (\($0.weight))" }.joined(separator: ", ")
            // Run-time references first: they are what makes the cycle hidden.
            let evidence = cut.flatMap(\.evidence).sorted { ($0.kind.isRuntime ? 0 : 1) < ($1.kind.isRuntime ? 0 : 1) }
            result.append(
                Violation(
                    ruleID: Self.id, severity: .warning,
                    message: "hidden cycle between \(group.components.joined(separator: ", ")): \(shortest); cheapest cut: \(cuts)",
                    components: group.components, evidence: Array(evidence.prefix(RuleEvidence.evidenceLimit)),
                    weight: group.cuts.reduce(0) { $0 + $1.weight },
                    fingerprint: RuleEvidence.fingerprint(rule: Self.id, components: group.components)))
        }
        try context.produce(Output.self, result)
    }
}
