import CouplingModel

/// The run-time pass's second reads (constants, wrappers' calls) with their cache around them: what
/// the last run kept (read by `ReadRuntimeCachePass`), scans that reuse it, and the save of what this
/// run leaves. The pass asks for files' facts; whether they were read or remembered is this type's business.
struct CachedRuntimeScan: Sendable {
    let scanner: RuntimeFileScanner
    private let kept: KeptRuntimeFacts
    private let digest: ContentHash
    /// What the last run kept and this run may use (nil: no cache; empty: kept under other options).
    private let usable: [String: RuntimeFactsCache.Entry]?
    /// What this run leaves: the usable entries of files still in the tree, updated by every scan.
    private var now: [String: RuntimeFactsCache.Entry]?
    /// The digest of the wrappers whose calls `now` holds (none yet: an empty list's).
    private var wrappersDigest = RuntimeScanPlan.digest(of: [])

    init(tree: SourceTree, plan: RuntimeScanPlan, options: RuntimeScanOptions, kept: KeptRuntimeFacts, context: PassContext) {
        scanner = RuntimeFileScanner(tree: tree, scanOptions: options)
        self.kept = kept
        digest = plan.digest
        if let diagnostic = kept.diagnostic { context.diagnose(diagnostic) }
        usable = kept.cache == nil ? nil : kept.options == digest ? kept.entries : [:]
        let paths = Set(tree.files.map(\.path))
        now = usable.map { old in old.filter { paths.contains($0.key) } }
        if let wrappers = kept.wrappers { wrappersDigest = wrappers }
    }

    /// The string constants of the files `indices` that declare any.
    mutating func scanConstants(_ indices: [Int], jobs: Int) async -> [(file: Int, facts: RuntimeFileFacts)] {
        await scan(indices, jobs: jobs, mode: .constants, with: scanner)
    }

    /// The calls of `wrappers` (derived shapes, in a stable order) in the files `indices`. Entries
    /// made for other wrappers forget what they found.
    mutating func scanWrapperCalls(_ indices: [Int], jobs: Int, wrappers: [RuntimeShape]) async -> [(file: Int, facts: RuntimeFileFacts)] {
        let digest = RuntimeScanPlan.digest(of: wrappers)
        if digest != wrappersDigest {
            now = now?.mapValues { entry in
                var entry = entry
                entry.wrapperTriggered = nil
                entry.wrapperCalls = nil
                return entry
            }
            wrappersDigest = digest
        }
        guard !wrappers.isEmpty else { return [] }
        return await scan(indices, jobs: jobs, mode: .wrapperCalls, with: RuntimeFileScanner(tree: scanner.tree, wrappers: wrappers))
    }

    private mutating func scan(
        _ indices: [Int], jobs: Int, mode: RuntimeFileScanner.Mode, with scanner: RuntimeFileScanner
    ) async -> [(file: Int, facts: RuntimeFileFacts)] {
        let scan = await scanner.scan(indices, jobs: jobs, mode: mode, entries: now)
        for (file, entry) in scan.entries { now?[scanner.tree.files[file].path] = entry }
        return scan.facts
    }

    /// Saves what this run leaves, after the run, when it differs from what the last run kept.
    func save(in context: PassContext) {
        guard let cache = kept.cache, let now else { return }
        let changed =
            kept.options != digest || kept.wrappers != wrappersDigest || now.count != kept.entries.count
            || now.contains { path, entry in
                guard let old = kept.entries[path] else { return true }
                return old.hash != entry.hash || old.stamp != entry.stamp || (old.constants == nil) != (entry.constants == nil) || old.wrapperTriggered != entry.wrapperTriggered
                    || (old.wrapperCalls == nil) != (entry.wrapperCalls == nil)
            }
        guard changed else { return }
        context.deferred(
            CacheFile.deferredWrite(cache.file) { [digest, wrappersDigest] in try cache.save(options: digest, wrappers: wrappersDigest, now) })
    }
}
