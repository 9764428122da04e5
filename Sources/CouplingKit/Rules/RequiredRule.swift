import CouplingModel

/// `rules.required`: every component matching `from` must use some component matching `to`.
public struct RequiredRule: RulePass {
    public static let id = "required"
    public static let summary = "report components that lack a dependency `rules.required` asks for"
    public static let requires = [ArtifactID(ComponentGraphKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [violations]
    public static let descriptors = [
        RuleDescriptor(
            id: "required", summary: "A dependency the configuration requires is missing",
            help: "The configuration's `rules.required` says these components must use that one (e.g. every feature must report to Analytics).",
            defaultSeverity: .error)
    ]

    public static let examples = [
        RuleExample(
            edges: ["Feed → Analytics", "Profile → Networking"],
            configuration: "rules:\n  required:\n    - {from: \"Feed\", to: Analytics}\n    - {from: \"Profile\", to: Analytics}\n",
            violations: ["required Profile → Analytics"]),
        RuleExample(edges: ["Feed → Analytics"], configuration: "rules:\n  required:\n    - {from: Feed, to: Analytics}\n"),
    ]

    public enum Output: ArtifactKey {
        public typealias Value = [Violation]
        public static let name = "violations-required"
    }

    let options: DependencyRuleOptions
    public init(options: DependencyRuleOptions) { self.options = options }

    public static func options(from rules: RulesConfiguration) -> DependencyRuleOptions {
        DependencyRuleOptions(rules.required, layers: rules.layers)
    }

    public func run(in context: PassContext) async throws {
        let paths = try context[SourceTreeKey.self].componentPaths
        let graph = try context[ComponentGraphKey.self]
        var result: [Violation] = []
        for rule in options.entries {
            for component in graph.components where rule.from.matches(component, layers: options.layers, paths: paths) {
                let satisfied = graph.edges.contains { edge in
                    edge.from == component && rule.to.matches(edge.to, layers: options.layers, paths: paths)
                        && RuleEvidence.matches(edge, kind: rule.kind)
                }
                if satisfied || rule.to.matches(component, layers: options.layers, paths: paths) { continue }
                result.append(
                    Violation(
                        ruleID: Self.id, severity: rule.severity,
                        message: "`\(component)` must depend on a component matching `\(rule.to)`, and does not",
                        from: component, to: rule.to.text, comment: rule.comment,
                        fingerprint: RuleEvidence.fingerprint(rule: Self.id, from: component, to: rule.to.text)))
            }
        }
        try context.produce(Output.self, result)
    }
}
