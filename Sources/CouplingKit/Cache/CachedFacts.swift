import CouplingModel

/// A frontend's facts cache as the last run left it (empty when the run keeps no cache).
public struct CachedFacts: Sendable {
    /// Where the facts are kept; nil when the run keeps no cache.
    let cache: FactsCache?
    let entries: [String: FactsCache.Entry]
    /// Why the file was not used, when it did not check out.
    let diagnostic: Diagnostic?

    /// The facts kept under `frontendKey` and the run-time scan `runtime` (the frontends scan each
    /// file for run-time coupling as they read it: other call shapes, other facts).
    static func read(settings: ScanSettings, passID: String, frontendKey: String, runtime: RuntimeScanPlan) -> CachedFacts {
        guard let directory = settings.cacheDirectory else { return CachedFacts(cache: nil, entries: [:], diagnostic: nil) }
        let cache = FactsCache(
            directory: directory, passID: passID, frontendKey: frontendKey + "; runtime " + runtime.digest.description,
            toolFingerprint: settings.toolFingerprint)
        let (entries, diagnostic) = cache.load()
        return CachedFacts(cache: cache, entries: entries, diagnostic: diagnostic)
    }
}
