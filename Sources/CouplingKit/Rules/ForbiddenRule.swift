import CouplingModel

/// `rules.forbidden`: edges that must not exist.
public struct ForbiddenRule: RulePass {
    public static let id = "forbidden"
    public static let summary = "report edges that match a `rules.forbidden` entry"
    public static let requires = [ArtifactID(ComponentGraphKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [violations]
    public static let descriptors = [
        RuleDescriptor(
            id: "forbidden", summary: "A dependency the configuration forbids",
            help: "The configuration's `rules.forbidden` says this component must not use that one; its comment says why. Remove the references listed, or move the code they need.",
            defaultSeverity: .error)
    ]

    public static let examples = [
        RuleExample(
            edges: ["Feed → Storage", "Feed → Networking"],
            configuration: "rules:\n  forbidden:\n    - {from: Feed, to: Storage}\n",
            violations: ["forbidden Feed → Storage"]),
        RuleExample(edges: ["Feed → Networking"], configuration: "rules:\n  forbidden:\n    - {from: Feed, to: Storage}\n"),
    ]

    public enum Output: ArtifactKey {
        public typealias Value = [Violation]
        public static let name = "violations-forbidden"
    }

    let options: DependencyRuleOptions
    public init(options: DependencyRuleOptions) { self.options = options }

    public static func options(from rules: RulesConfiguration) -> DependencyRuleOptions {
        DependencyRuleOptions(rules.forbidden, layers: rules.layers)
    }

    public func run(in context: PassContext) async throws {
        let paths = try context[SourceTreeKey.self].componentPaths
        let edges = try context[ComponentGraphKey.self].edges
        var result: [Violation] = []
        for rule in options.entries {
            for edge in edges
            where rule.from.matches(edge.from, layers: options.layers, paths: paths) && rule.to.matches(edge.to, layers: options.layers, paths: paths)
                && RuleEvidence.matches(edge, kind: rule.kind)
            {
                let what = rule.kind.map { " (\($0.rawValue) references)" } ?? ""
                result.append(
                    RuleEvidence.violation(
                        rule: Self.id, severity: rule.severity,
                        message: "`\(edge.from)` must not depend on `\(edge.to)`\(what) (forbidden: \(rule.from) → \(rule.to))",
                        edge: edge, kind: rule.kind, comment: rule.comment))
            }
        }
        try context.produce(Output.self, result)
    }
}
