import CouplingModel

/// A frontend whose per-file facts are kept between runs under a key known before the run starts.
public protocol CachedFactsFrontend: Pass {
    /// What the facts depend on besides each file's bytes: the reader and its settings.
    static var factsCacheKey: String { get }
}

/// What `Frontend` kept in the last run.
public enum CachedFactsKey<Frontend: CachedFactsFrontend>: ArtifactKey {
    public typealias Value = CachedFacts
    public static var name: String { "\(Frontend.id)-cached-facts" }
}

/// Reads a frontend's facts cache at the start of the run, beside the walk over the tree (it
/// needs nothing but the settings), so that the frontend finds it read when the files are known.
public struct ReadFactsCachePass<Frontend: CachedFactsFrontend>: Pass {
    public static var id: String { "\(Frontend.id)-cache" }
    public static var summary: String { "read the facts `\(Frontend.id)` kept in the last run" }
    public static var requires: [ArtifactID] { [ArtifactID(ScanSettingsKey.self), ArtifactID(RuntimeScanPlanKey.self)] }
    public static var produces: [ArtifactID] { [ArtifactID(CachedFactsKey<Frontend>.self)] }

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        try context.produce(
            CachedFactsKey<Frontend>.self,
            CachedFacts.read(
                settings: settings, passID: Frontend.id, frontendKey: Frontend.factsCacheKey, runtime: try context[RuntimeScanPlanKey.self]))
    }
}
