import CouplingModel

/// Every cycle group is a violation; its evidence is what the cheapest cut would remove.
public struct CycleRule: RulePass {
    public static let id = "cycle"
    public static let summary = "report every cycle group, with the references of its cheapest cut"
    public static let requires = [ArtifactID(ComponentGraphKey.self), ArtifactID(CyclesKey.self)]
    public static let produces = [violations]
    public static let descriptors = [
        RuleDescriptor(
            id: "cycle", summary: "Components depend on each other in a cycle",
            help: "A component in a cycle cannot be built, tested or reused without the others. Cut the cheapest edge: move the used declarations into the lower component, or invert the dependency with a protocol declared in the lower one.",
            defaultSeverity: .error)
    ]

    public static let examples = [
        RuleExample(edges: ["Feed → Core", "Core → Feed"], violations: ["cycle Core, Feed"]),
        RuleExample(edges: ["A → B", "B → C", "C → A", "C → D"], violations: ["cycle A, B, C"]),
        RuleExample(edges: ["Feed → Core", "Profile → Core"]),
    ]

    public enum Output: ArtifactKey {
        public typealias Value = [Violation]
        public static let name = "violations-cycle"
    }

    public struct Options: RuleOptions {
        public var severity = Severity.error
        public init() {}
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public static func options(from rules: RulesConfiguration) -> Options {
        var options = Options()
        options.severity = rules.cycleSeverity
        return options
    }

    public func run(in context: PassContext) async throws {
        let severity = options.severity
        let edges = try context[ComponentGraphKey.self].edges
        let cycles = try context[CyclesKey.self]
        var result: [Violation] = []
        for group in cycles.groups {
            let cut = group.cuts.compactMap { cut in edges.first { $0.from == cut.from && $0.to == cut.to } }
            let shortest = group.cycles.first.map { ($0 + [$0[0]]).joined(separator: " → ") } ?? ""
            let cuts = group.cuts.map { "\($0.from) → \($0.to) (\($0.weight))" }.joined(separator: ", ")
            result.append(
                Violation(
                    ruleID: Self.id, severity: severity,
                    message: "cycle between \(group.components.joined(separator: ", ")): \(shortest); cheapest cut: \(cuts)",
                    components: group.components,
                    evidence: Array(cut.flatMap(\.evidence).prefix(RuleEvidence.evidenceLimit)),
                    weight: group.cuts.reduce(0) { $0 + $1.weight },
                    fingerprint: RuleEvidence.fingerprint(rule: Self.id, components: group.components)))
        }
        try context.produce(Output.self, result)
    }
}
