import CouplingModel

/// `rules.allowed`: when present, every edge must match one of its entries.
public struct AllowedRule: RulePass {
    public static let id = "allowed"
    public static let summary = "report edges that no `rules.allowed` entry allows (only when the list is given)"
    public static let requires = [ArtifactID(ComponentGraphKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [violations]
    public static let descriptors = [
        RuleDescriptor(
            id: "allowed", summary: "A dependency the allowed list does not contain",
            help: "The configuration lists every allowed dependency under `rules.allowed`; this one is not among them. Remove it, or add it to the list if it is intended.",
            defaultSeverity: .error)
    ]

    public static let examples = [
        RuleExample(
            edges: ["Feed → Networking", "Feed → Storage"],
            configuration: "rules:\n  allowed:\n    - {from: \"*\", to: Networking}\n",
            violations: ["allowed Feed → Storage"]),
        RuleExample(edges: ["Feed → Storage"]),
    ]

    public enum Output: ArtifactKey {
        public typealias Value = [Violation]
        public static let name = "violations-allowed"
    }

    let options: DependencyRuleOptions
    public init(options: DependencyRuleOptions) { self.options = options }

    public static func options(from rules: RulesConfiguration) -> DependencyRuleOptions {
        DependencyRuleOptions(rules.allowed, layers: rules.layers)
    }

    public func run(in context: PassContext) async throws {
        let paths = try context[SourceTreeKey.self].componentPaths
        let edges = try context[ComponentGraphKey.self].edges
        guard !options.entries.isEmpty else {
            try context.produce(Output.self, [])
            return
        }
        let severity = options.entries.map(\.severity).max() ?? .error
        var result: [Violation] = []
        for edge in edges {
            let allowed = options.entries.contains { rule in
                rule.from.matches(edge.from, layers: options.layers, paths: paths) && rule.to.matches(edge.to, layers: options.layers, paths: paths)
                    && RuleEvidence.matches(edge, kind: rule.kind)
            }
            if !allowed {
                result.append(
                    RuleEvidence.violation(
                        rule: Self.id, severity: severity,
                        message: "`\(edge.from)` → `\(edge.to)` is not in the allowed dependencies", edge: edge,
                        kind: nil, comment: nil))
            }
        }
        try context.produce(Output.self, result)
    }
}
