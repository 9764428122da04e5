import CouplingModel

/// Turns names into component references. The file's own declarations and its component's win;
/// otherwise only candidates the file can see count, as the build model says (Swift: its own
/// target's declarations, then the modules it imports, following `@_exported` re-exports, and its
/// target's bridging header; C family: headers reachable from its `#import`s, prefix headers,
/// `@import`, `-Swift.h`); several visible candidates make the reference ambiguous, recorded and
/// never an edge; none makes it not visible (or, in Swift, the SDK's name), recorded too.
public struct ResolveReferencesPass: Pass {
    public static let id = "resolve-references"
    public static let summary = "resolve every use and import to the component that declares it, or record why it is no edge"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self),
        ArtifactID(CFamilyFactsKey.self), ArtifactID(ModuleMapKey.self), ArtifactID(BuildModelKey.self),
    ]
    public static let produces = [ArtifactID(ResolutionKey.self)]

    public struct Options: PassOptions {
        /// A C-family name that exactly one component declares but that the file's includes do not
        /// reach: an edge when true, an ambiguous reference (the default) when false.
        public var trustUniqueCNames = false
        public static let keys = ["trust_unique_c_names"]
        public init() {}
        enum CodingKeys: String, CodingKey { case trustUniqueCNames = "trust_unique_c_names" }
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            trustUniqueCNames = try container.decodeIfPresent(Bool.self, forKey: .trustUniqueCNames) ?? false
        }
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func prefetch(settings: ScanSettings) -> (@Sendable () -> any Sendable)? {
        guard let directory = settings.cacheDirectory else { return nil }
        return { ResolutionCache.prefetch(directory: directory) }
    }

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let swiftFacts = try context[SwiftFactsKey.self]
        let cFacts = try context[CFamilyFactsKey.self]
        let modules = try context[ModuleMapKey.self]
        let build = try context[BuildModelKey.self]
        // Swift files first, then C-family files.
        let files = swiftFacts.files + cFacts.files.files
        let swiftCount = swiftFacts.files.count
        let swiftFileFacts = swiftFacts.files.map(\.facts)
        let references: @Sendable (Int) -> [Reference]? = { index in
            index < swiftFacts.count
                ? swiftFacts.references(of: index) : cFacts.files.references(of: index - swiftFacts.count)
        }

        // Files whose facts are those of the last run, in the same environment, keep its answer.
        let cache = settings.cacheDirectory.flatMap { directory in
            ResolutionCache.environment(
                tree: tree, files: files, modules: modules, build: build, settings: settings,
                options: "trust_unique_c_names=\(options.trustUniqueCNames); c=\(cFacts.readerName)"
            ).map { ResolutionCache(directory: directory, environment: $0) }
        }
        let paths = files.map(\.facts.path)
        let loaded = cache?.load(paths: paths, prefetched: context.prefetched as? ResolutionCache.Prefetched)
        if let diagnostic = loaded?.diagnostic { context.diagnose(diagnostic) }
        let previous = loaded?.entries ?? []
        let hits = Self.keptFiles(files, previous: previous)
        let misses = files.indices.filter { !hits[$0] }

        // The context the other files are resolved against.
        let prepare = { (scope: Resolver.Scope) in
            await Resolver.prepare(
                tree: tree, swiftFacts: swiftFileFacts, cFacts: cFacts.files.files.map(\.facts),
                modules: modules, build: build, trustUniqueCNames: options.trustUniqueCNames, scope: scope)
        }
        let componentCount = tree.components.count
        let caching = cache != nil
        /// Resolves `indices` (each file on its own, in parallel; results in the order of `indices`).
        func resolve(_ indices: [Int], with resolver: Resolver, read: [Int: [Reference]]) async -> [FileOutcome] {
            await ParallelChunks.map(
                count: indices.count, jobs: settings.jobs, chunkSize: 256,
                body: { range in
                    range.map { position in
                        let index = indices[position]
                        let file = files[index]
                        guard let references = read[index] ?? references(index) else {
                            return FileOutcome(file: index, resolution: FileResolution(), entry: nil, unreadable: true)
                        }
                        let resolution =
                            index < swiftCount
                            ? resolver.resolveSwift(file.facts, references: references)
                            : resolver.resolveCFamily(file.facts, references: references)
                        let entry = caching ? file.fingerprint.map {
                            ResolutionCache.Entry(
                                fingerprint: $0, facts: file.facts, references: references, tally: resolution.tally)
                        } : nil
                        return FileOutcome(file: index, resolution: resolution, entry: entry, unreadable: false)
                    }
                }
            ).flatMap { $0 }
        }

        var notes: [Diagnostic]
        var reach = Resolver.HeaderReach()
        var results: FileResults
        var outcomes: [FileOutcome] = []
        if let loaded, let kept = loaded.notes, misses.count * 4 < files.count,
            var cached = try? ResolutionCache.decode(results: loaded.results, paths: paths, componentCount: componentCount)
        {
            // A few files to resolve, or none: their references are read first, only the names they
            // use are indexed, and their results replace theirs of the last run. The notes about
            // includes and what the prefix and bridging headers reach belong to the environment: kept.
            notes = kept
            reach = loaded.reach
            if !misses.isEmpty {
                var read: [Int: [Reference]] = [:]
                var names = Set<String>()
                for index in misses {
                    // (References that do not decode stay unread: the file is reported, not resolved.)
                    guard let references = references(index) else { continue }
                    read[index] = references
                    for reference in references { names.insert(reference.name) }
                }
                let cFiles = misses.filter { $0 >= swiftCount }.map { paths[$0] }
                let resolver = await prepare(.some(cFamilyFiles: cFiles, names: names, reach: reach)).resolver
                outcomes = await resolve(misses, with: resolver, read: read)
                cached.replace(
                    outcomes.map { ($0.file, $0.resolution) },
                    tallyBefore: misses.reduce(ReferenceTally()) { $0 + (previous[$1]?.tally ?? ReferenceTally()) })
            }
            results = cached
        } else {
            let resolver: Resolver
            (resolver, notes) = await prepare(.all)
            reach = resolver.reach
            outcomes = await resolve(Array(files.indices), with: resolver, read: [:])
            results = FileResults(outcomes.map { ($0.file, $0.resolution) })
        }
        context.diagnose(notes)
        for outcome in outcomes where outcome.unreadable {
            context.diagnose(
                Diagnostic(
                    .warning, code: "cache-ignored",
                    "the cached facts of this file did not decode; run with --no-cache to read it again",
                    path: paths[outcome.file]))
        }
        let resolution = ResolutionMerger.resolution(
            of: results, paths: paths, components: tree.components.map(\.name))

        // Kept for the next run (written while the passes after this one go on): the entries of the
        // files resolved now, the others' of the last run.
        if let cache, !outcomes.isEmpty {
            var entries = files.indices.map { index in (path: paths[index], entry: hits[index] ? previous[index] : nil) }
            for outcome in outcomes { entries[outcome.file].entry = outcome.entry }
            context.deferred { [entries, notes, reach, results] in
                do {
                    try cache.save(entries, notes: notes, reach: reach, results: results)
                    return []
                } catch {
                    return [
                        Diagnostic(
                            .warning, code: "cache-unwritable",
                            "cannot write the cache in \(cache.file.path): \(error.localizedDescription)")
                    ]
                }
            }
        }
        try context.produce(ResolutionKey.self, resolution)
    }

    /// Which files keep the answer of the last run (same environment): those whose facts are the same
    /// and that use no name whose declarations changed (declared, no longer declared, moved...).
    /// `previous` lines up with `files` (or is empty).
    static func keptFiles(_ files: [ExtractedFacts.File], previous: [ResolutionCache.Entry?]) -> [Bool] {
        guard previous.count == files.count else { return files.map { _ in false } }
        var changed = Set<UInt32>()
        for (file, old) in zip(files, previous) {
            guard let fingerprint = file.fingerprint else { continue }
            // What such a file declared last time is not known (its references did not decode then):
            // everything is resolved again.
            guard let old else { return files.map { _ in false } }
            if old.fingerprint.declarations == fingerprint.declarations { continue }
            changed.formUnion(
                ResolutionCache.changedNames(ResolutionCache.records(file.facts.declarations), ResolutionCache.records(old.declared)))
        }
        let changedNames = changed.sorted()
        return zip(files, previous).map { file, old in
            guard let fingerprint = file.fingerprint, let old, old.fingerprint == fingerprint else { return false }
            return changedNames.isEmpty || !ResolutionCache.containsAny(old.used, of: changedNames)
        }
    }

    struct FileOutcome: Sendable {
        var file: Int
        var resolution: FileResolution
        /// What to keep in the resolution cache for this file.
        var entry: ResolutionCache.Entry?
        /// Its cached references did not decode.
        var unreadable: Bool
    }
}
