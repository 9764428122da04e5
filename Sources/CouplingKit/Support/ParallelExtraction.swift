import Foundation
import CouplingModel

/// Progress of the frontends, for a progress line on a terminal. Never part of a report.
public struct ScanProgress: Sendable {
    /// `swift-frontend`, `clang-frontend`...
    public var passID: String
    public var filesDone: Int
    public var filesTotal: Int
    public var bytesDone: Int
}

/// Runs a per-file extractor over files on `jobs` workers and merges the results in file order,
/// so the result never depends on the job count or on which worker finished first.
enum ParallelExtraction {
    typealias Extract = (_ path: String, _ bytes: [UInt8], _ language: Language) -> FileFacts

    /// Files per task: small enough to balance the load and report progress, large enough that a
    /// worker's set-up (a libclang index) is paid rarely.
    static let chunkSize = 64

    /// What a run gives back, in file order: each file's facts, the cache entry to keep for it (nil:
    /// none), and whether any kept entry differs from the cache's (`changed`: the cache is written).
    struct Results {
        var files: [ExtractedFacts.File] = []
        var entries: [FactsCache.Entry?] = []
        var changed = false
    }

    /// `makeExtractor` is called once per chunk, inside its task, so an extractor may hold state
    /// that must not cross threads (a libclang index).
    /// - Parameter cache: facts of an earlier run by path; each result carries the entry to keep.
    static func run(
        _ files: [SourceFile], tree: SourceTree, jobs: Int, passID: String,
        progress: (@Sendable (ScanProgress) -> Void)?, cache: [String: FactsCache.Entry]? = nil,
        makeExtractor: @escaping @Sendable () -> Extract
    ) async -> Results {
        var done = 0
        var bytes = 0
        let chunks = await ParallelChunks.map(
            count: files.count, jobs: jobs, chunkSize: chunkSize,
            body: { range in
                let extract = makeExtractor()
                return range.map { index in
                    extractOne(
                        files[index], tree: tree, caching: cache != nil, cached: cache?[files[index].path], extract: extract)
                }
            },
            finished: { range in
                done += range.count
                bytes += range.reduce(0) { $0 + files[$1].size }
                progress?(ScanProgress(passID: passID, filesDone: done, filesTotal: files.count, bytesDone: bytes))
            })
        // One pass over the chunks: each file's facts are copied once, and whether the cache changed
        // is known without a second table of every entry by path.
        var results = Results()
        results.files.reserveCapacity(files.count)
        results.entries.reserveCapacity(files.count)
        var kept = 0
        for chunk in chunks {
            for result in chunk {
                results.files.append(result.file)
                results.entries.append(result.entry)
                if result.entry != nil { kept += 1 }
                if !result.unchanged { results.changed = true }
            }
        }
        if kept != cache?.count { results.changed = true }
        return results
    }

    /// One file: from the cache when its signature or content is unchanged (its references left
    /// encoded), else extracted. Without a cache (`caching` false) nothing is hashed or encoded.
    /// `unchanged`: no entry is kept, or the cache holds this entry's content and stamp already.
    static func extractOne(
        _ file: SourceFile, tree: SourceTree, caching: Bool, cached: FactsCache.Entry?, extract: Extract
    ) -> (file: ExtractedFacts.File, entry: FactsCache.Entry?, unchanged: Bool) {
        if let cached, cached.stamp.matches(file), let hit = fromCache(cached, path: file.path) {
            return (hit, cached, true)
        }
        let (raw, failure) = SourceReader.load(file, in: tree)
        // Bytes a cached entry was made from were checked then (a binary file is never cached): on a
        // hit, they are not checked again (a tree restored at another path reads every file).
        let hash = caching ? raw.map { ContentHash($0) } : nil
        if let raw, let hash, let cached, cached.hash == hash, let hit = fromCache(cached, path: file.path) {
            var entry = cached
            entry.stamp = FileStamp.afterReading(tree.absolutePath(file.path), count: raw.count)
            return (hit, entry, cached.stamp == entry.stamp)
        }
        let (bytes, diagnostics) = raw.map { SourceReader.inspect($0, path: file.path) } ?? (nil, failure.map { [$0] } ?? [])
        guard let bytes else {
            var facts = FileFacts(path: file.path, language: file.language)
            facts.diagnostics = diagnostics
            // Unreadable or binary: never cached.
            return (ExtractedFacts.File(facts: facts, referenceCount: 0), nil, true)
        }
        guard caching, let hash else {
            var facts = extract(file.path, bytes, file.language)
            facts.diagnostics.insert(contentsOf: diagnostics, at: 0)
            return (ExtractedFacts.File(facts: facts, referenceCount: facts.references.count, lines: LineCount.of(bytes)), nil, true)
        }
        let stamp = FileStamp.afterReading(tree.absolutePath(file.path), count: bytes.count)
        var facts = extract(file.path, bytes, file.language)
        facts.diagnostics.insert(contentsOf: diagnostics, at: 0)
        let lines = LineCount.of(bytes)
        let entry = FactsCache.Entry(stamp: stamp, hash: hash, lines: lines, facts: facts)
        // The references as a warm run has them: the entry's bytes (a few bytes a reference instead of a
        // value of some seventy and its name, for every file until resolution), decoded when resolved.
        // (Without a cache they stay decoded: encoding them only for this would cost a third of a cold run.)
        facts.references = []
        return (
            ExtractedFacts.File(
                facts: facts, referenceCount: entry.referenceCount, lines: lines, encodedReferences: entry.references,
                fingerprint: entry.fingerprint),
            // (Extracted: the cache had no entry for these bytes, or one that did not decode.)
            entry, false
        )
    }

    /// A cached file's facts, references left encoded; nil when its interface does not decode.
    private static func fromCache(_ entry: FactsCache.Entry, path: String) -> ExtractedFacts.File? {
        guard var facts = try? FactsCodec.decodeInterface(entry.interface, path: path) else { return nil }
        guard let scan = try? RuntimeFactsCodec.decodeFrontendScan(entry.runtime, path: path) else { return nil }
        (facts.runtime, facts.calledNames) = scan
        return ExtractedFacts.File(
            facts: facts, referenceCount: entry.referenceCount, lines: entry.lines, encodedReferences: entry.references,
            fingerprint: entry.fingerprint)
    }
}

/// A frontend pass's extraction with the cache around it: what the last run kept (read by its
/// `ReadFactsCachePass`), extract what changed, save.
enum CachedExtraction {
    static func run(
        _ files: [SourceFile], tree: SourceTree, settings: ScanSettings, passID: String, cached: CachedFacts,
        context: PassContext, makeExtractor: @escaping @Sendable () -> ParallelExtraction.Extract
    ) async -> ExtractedFacts {
        let cache = cached.cache
        if let diagnostic = cached.diagnostic { context.diagnose(diagnostic) }
        let entries = cache == nil ? nil : cached.entries
        let results = await ParallelExtraction.run(
            files, tree: tree, jobs: settings.jobs, passID: passID, progress: settings.progress, cache: entries,
            makeExtractor: makeExtractor)
        if let cache, results.changed {
            var kept: [String: FactsCache.Entry] = [:]
            kept.reserveCapacity(files.count)
            for (file, entry) in zip(files, results.entries) { kept[file.path] = entry }
            context.deferred(CacheFile.deferredWrite(cache.file) { [kept] in try cache.save(kept) })
        }
        return ExtractedFacts(files: results.files)
    }
}
