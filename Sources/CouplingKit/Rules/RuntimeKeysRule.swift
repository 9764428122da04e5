import CouplingModel

/// Run-time keys with no partner or with two: a class, service, target, action or route used but
/// declared nowhere, an event observed but never posted (or posted and never observed), a key
/// registered twice. System names are never findings.
public struct RuntimeKeysRule: RulePass {
    public static let id = "runtime-keys"
    public static let summary = "report run-time keys that are dangling, registered twice or ambiguous"
    public static let requires = [ArtifactID(RuntimeReferencesKey.self)]
    public static let produces = [violations]

    public static let descriptors = [
        rule("dangling-class", "A class or protocol looked up or registered by name that the tree does not declare", .warning,
             "Nothing answers the look-up at run time: a removed class, a typo, or a provider outside the tree (then list its prefix in `runtime.external_prefixes`)."),
        rule("dangling-service", "A service asked for that nothing registers", .warning,
             "`createService:` returns nil: register an implementation (`@BeeHiveService`, `BHService.plist`, `registerService:service:`)."),
        rule("dangling-target", "A mediator target with no `Target_` class", .warning,
             "The mediator falls back to its not-found handling: add the target class, or remove the call."),
        rule("dangling-action", "A mediator action the target class does not implement", .warning,
             "The target exists but has no such `Action_` method: the call silently does nothing."),
        rule("dangling-route", "A URL opened under a scheme the tree routes that no registered pattern matches", .warning,
             "The router finds no handler: register the route, or fix the URL."),
        rule("event-never-posted", "An event observed that nothing in the tree posts", .warning,
             "The observer never fires: a renamed or removed event, or one posted outside the tree."),
        rule("event-never-observed", "An event posted that nothing in the tree observes", .info,
             "Posting is harmless, but the event may be dead."),
        rule("duplicate-registration", "One key registered twice", .warning,
             "Which registration wins depends on order: keep one."),
        rule("ambiguous-key", "A run-time name several components declare", .info,
             "The look-up is no edge: which class answers depends on what is linked."),
        rule("runtime-probe-missing", "A presence probe for a class the tree does not declare", .info,
             "The optional feature it tests for is never there in this tree."),
        rule("mediator-native-from-url", "A native mediator action called through a URL", .warning,
             "CTMediator refuses actions named `native…` on its URL path: call it with performTarget:action: instead."),
    ]

    static func rule(_ id: String, _ summary: String, _ severity: Severity, _ help: String) -> RuleDescriptor {
        RuleDescriptor(id: id, summary: summary, help: help, defaultSeverity: severity)
    }

    public enum Output: ArtifactKey {
        public typealias Value = [Violation]
        public static let name = "violations-runtime-keys"
    }

    /// Severities are the rule ids' defaults; nothing to set.
    public struct Options: RuleOptions {
        public init() {}
    }

    public init(options: Options) {}

    public static func options(from rules: RulesConfiguration) -> Options { Options() }

    /// Run-time findings come from keys in source text, not from a graph: the fixtures
    /// (`Fixtures/runtime-*`) are this rule's examples.
    public static let examples: [RuleExample] = []

    public func run(in context: PassContext) async throws {
        let runtime = try context[RuntimeReferencesKey.self]
        let severities = Dictionary(uniqueKeysWithValues: Self.descriptors.map { ($0.id, $0.defaultSeverity) })
        let result = runtime.findings.map { finding in
            Violation(
                ruleID: finding.ruleID, severity: severities[finding.ruleID] ?? .warning, message: finding.message,
                from: finding.component, evidence: finding.evidence, weight: finding.evidence.count,
                fingerprint: RuleEvidence.fingerprint(rule: finding.ruleID, from: finding.component, components: [finding.key]))
        }
        try context.produce(Output.self, result)
    }
}
