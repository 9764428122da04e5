import CouplingModel

/// `rules.allowed`: when present, every edge must match one of its entries.
public struct AllowedRule: RulePass {
    public static let id = "allowed"
    public static let summary = "report edges that no `rules.allowed` entry allows (only when the list is given)"
    public static let requires = [ArtifactID(ScanSettingsKey.self), ArtifactID(ComponentGraphKey.self)]
    public static let produces = [violations]
    public static let descriptors = [
        RuleDescriptor(
            id: "allowed", summary: "A dependency the allowed list does not contain",
            help: "The configuration lists every allowed dependency under `rules.allowed`; this one is not among them. Remove it, or add it to the list if it is intended.",
            defaultSeverity: .error)
    ]

    public enum Output: ArtifactKey {
        public typealias Value = [Violation]
        public static let name = "violations-allowed"
    }

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let rules = try context[ScanSettingsKey.self].configuration.rules
        let edges = try context[ComponentGraphKey.self].edges
        guard !rules.allowed.isEmpty else {
            try context.produce(Output.self, [])
            return
        }
        let severity = rules.allowed.map(\.severity).max() ?? .error
        var result: [Violation] = []
        for edge in edges {
            let allowed = rules.allowed.contains { rule in
                rule.from.matches(edge.from, layers: rules.layers) && rule.to.matches(edge.to, layers: rules.layers)
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
