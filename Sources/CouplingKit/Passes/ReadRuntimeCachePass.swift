import CouplingModel

/// Reads what `runtime-references` kept in the last run, at the start of the run, beside the
/// frontends: it needs nothing but the settings.
public struct ReadRuntimeCachePass: Pass {
    public static let id = "runtime-references-cache"
    public static let summary = "read the run-time facts `runtime-references` kept in the last run"
    public static let requires = [ArtifactID(ScanSettingsKey.self)]
    public static let produces = [ArtifactID(KeptRuntimeFactsKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        guard let directory = settings.cacheDirectory else {
            return try context.produce(KeptRuntimeFactsKey.self, KeptRuntimeFacts(cache: nil, options: nil, wrappers: nil, entries: [:], diagnostic: nil))
        }
        let cache = RuntimeFactsCache(directory: directory, toolFingerprint: settings.toolFingerprint)
        let (options, wrappers, entries, diagnostic) = cache.load()
        try context.produce(
            KeptRuntimeFactsKey.self,
            KeptRuntimeFacts(cache: cache, options: options, wrappers: wrappers, entries: entries, diagnostic: diagnostic))
    }
}
