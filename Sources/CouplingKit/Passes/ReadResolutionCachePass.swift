import CouplingModel

/// The resolution cache file as the last run left it: read and checked, not yet matched against
/// this run's environment (which is known only once the facts are).
public struct KeptResolution: Sendable {
    /// Nil when the run keeps no cache.
    let file: ResolutionCache.File?
}

public enum KeptResolutionKey: ArtifactKey {
    public typealias Value = KeptResolution
    public static let name = "kept-resolution"
}

/// Reads what `resolve-references` kept in the last run, at the start of the run, beside the
/// frontends: it needs nothing but the settings.
public struct ReadResolutionCachePass: Pass {
    public static let id = "resolve-references-cache"
    public static let summary = "read the resolution `resolve-references` kept in the last run"
    public static let requires = [ArtifactID(ScanSettingsKey.self)]
    public static let produces = [ArtifactID(KeptResolutionKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let directory = try context[ScanSettingsKey.self].cacheDirectory
        try context.produce(KeptResolutionKey.self, KeptResolution(file: directory.map(ResolutionCache.read(directory:))))
    }
}
