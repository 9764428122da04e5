import CouplingModel

/// Turns the `runtime:` options into what the frontends look for while they read each file, so
/// that the run-time scan costs no second read: it needs nothing, and runs first.
public struct RuntimeScanPlanPass: Pass {
    public static let id = "runtime-scan-plan"
    public static let summary = "prepare the run-time scan the frontends do as they read each file (call shapes, trigger words)"
    public static let requires: [ArtifactID] = []
    public static let produces = [ArtifactID(RuntimeScanPlanKey.self)]

    public typealias Options = RuntimeOptions
    let options: RuntimeOptions
    public init(options: RuntimeOptions) { self.options = options }

    /// The options are `runtime-references`' own (`runtime:` or `passes.options.runtime-references`).
    public static func make(configuration: Configuration) throws -> any Pass {
        try make(section: configuration.passOptions[RuntimeReferencesPass.id])
    }

    public func run(in context: PassContext) async throws {
        try context.produce(RuntimeScanPlanKey.self, RuntimeScanPlan(options))
    }
}
