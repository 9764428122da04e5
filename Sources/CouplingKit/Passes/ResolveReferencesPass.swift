import CouplingModel

/// Turns names into component references. A component's own declaration wins; otherwise only
/// candidates the file can see count (Swift: the modules it imports, following `@_exported`
/// re-exports; C family: headers reachable from its `#import`s, prefix headers, `@import`,
/// `-Swift.h`); several visible candidates make the reference ambiguous, recorded and never an
/// edge. In `global` Swift visibility (one app target whose folders never import each other)
/// every component is visible to Swift, so a name declared by exactly one other component resolves.
public struct ResolveReferencesPass: Pass {
    public static let id = "resolve-references"
    public static let summary = "resolve every use and import to the component that declares it, or record it as ambiguous"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self),
        ArtifactID(CFamilyFactsKey.self), ArtifactID(ModuleMapKey.self),
    ]
    public static let produces = [ArtifactID(ResolutionKey.self)]

    public struct Options: PassOptions {
        /// A C-family name that exactly one component declares but that the file's includes do not
        /// reach: an edge when true, an ambiguous reference (the default) when false.
        public var trustUniqueCNames = false
        public init() {}
        enum CodingKeys: String, CodingKey { case trustUniqueCNames = "trust_unique_c_names" }
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            trustUniqueCNames = try container.decodeIfPresent(Bool.self, forKey: .trustUniqueCNames) ?? false
        }
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let swiftFacts = try context[SwiftFactsKey.self]
        let cFacts = try context[CFamilyFactsKey.self]
        let modules = try context[ModuleMapKey.self]
        let files = swiftFacts.files.map { (file: $0, swift: true) } + cFacts.files.files.map { (file: $0, swift: false) }
        let extracted = files.map(\.file)
        let swiftFileFacts = swiftFacts.files.map(\.facts)
        let references: @Sendable (Int) -> [Reference]? = { index in
            index < swiftFacts.count
                ? swiftFacts.references(of: index) : cFacts.files.references(of: index - swiftFacts.count)
        }

        // Files whose facts are those of the last run, in the same environment, keep its answer.
        let cache = settings.cacheDirectory.flatMap { directory in
            ResolutionCache.environment(
                tree: tree, files: extracted, modules: modules, settings: settings,
                options: "trust_unique_c_names=\(options.trustUniqueCNames); c=\(cFacts.extractor)"
            ).map { ResolutionCache(directory: directory, environment: $0) }
        }
        let loaded = cache?.load()
        if let diagnostic = loaded?.diagnostic { context.diagnose(diagnostic) }
        let previous = loaded?.entries ?? [:]
        let hits = Self.keptFiles(extracted, previous: previous)

        // The context the other files are resolved against.
        let info = Resolver.info(
            tree: tree, swiftFacts: swiftFileFacts, modules: modules,
            visibility: settings.configuration.swiftVisibility, cFamilyFrontend: cFacts.extractor)
        let misses = files.indices.filter { !hits[$0] }
        // Every file keeps its answer: so does the whole.
        if misses.isEmpty, let loaded, let notes = loaded.notes,
            let whole = try? ResolutionCache.decode(merged: loaded.merged, info: info, componentCount: tree.components.count)
        {
            context.diagnose(notes)
            try context.produce(ResolutionKey.self, whole)
            return
        }
        var resolver: Resolver?
        var notes: [Diagnostic]
        var decoded: [Int: [Reference]] = [:]
        let prepare = { (scope: Resolver.Scope) in
            await Resolver.prepare(
                tree: tree, swiftFacts: swiftFileFacts, cFacts: cFacts.files.files.map(\.facts),
                modules: modules, info: info, trustUniqueCNames: options.trustUniqueCNames, scope: scope)
        }
        if let kept = loaded?.notes, misses.count * 4 < files.count {
            // A few files to resolve, or none: their references are read first, and only the names
            // they use are indexed. The notes about includes belong to the environment: kept.
            notes = kept
            if !misses.isEmpty {
                var names = Set<String>()
                for index in misses {
                    decoded[index] = references(index) ?? []
                    for reference in decoded[index] ?? [] { names.insert(reference.name) }
                }
                let cFiles = misses.filter { !files[$0].swift }.map { files[$0].file.facts.path }
                resolver = await prepare(.some(cFamilyFiles: cFiles, names: names)).resolver
            }
        } else {
            (resolver, notes) = await prepare(.all)
        }
        context.diagnose(notes)

        // Every file is resolved on its own (or read from the cache), in parallel; the results are
        // merged in file order, so nothing depends on the job count.
        let componentCount = tree.components.count
        let caching = cache != nil
        let outcomes = await ParallelChunks.map(
            count: files.count, jobs: settings.jobs, chunkSize: 256,
            body: { [resolver, decoded] range in
                range.map { index in
                    let (file, swift) = files[index]
                    if hits[index], let old = previous[file.facts.path],
                        let resolution = try? ResolutionCache.decode(
                            old.resolution, path: file.facts.path, componentCount: componentCount)
                    {
                        return FileOutcome(resolution: resolution, entry: old, changed: false, unreadable: false)
                    }
                    // (No resolver only when every file was a hit: a hit that does not decode lands here.)
                    guard let resolver, let read = decoded[index] ?? references(index) else {
                        return FileOutcome(resolution: FileResolution(), entry: nil, changed: false, unreadable: true)
                    }
                    let resolution =
                        swift
                        ? resolver.resolveSwift(file.facts, references: read)
                        : resolver.resolveCFamily(file.facts, references: read)
                    let entry = caching ? file.fingerprint.map {
                        ResolutionCache.Entry(fingerprint: $0, facts: file.facts, references: read, resolution: resolution)
                    } : nil
                    return FileOutcome(resolution: resolution, entry: entry, changed: entry != nil, unreadable: false)
                }
            })

        var merger = ResolutionMerger(components: tree.components.map(\.name))
        var kept: [String: ResolutionCache.Entry] = [:]
        var changed = false
        for (index, outcome) in outcomes.joined().enumerated() {
            merger.add(outcome.resolution)
            if let entry = outcome.entry { kept[files[index].file.facts.path] = entry }
            changed = changed || outcome.changed
            if outcome.unreadable {
                context.diagnose(
                    Diagnostic(
                        .warning, code: "cache-ignored",
                        "the cached facts of this file did not decode; run with --no-cache to read it again",
                        path: files[index].file.facts.path))
            }
        }
        let resolution = merger.finished(info: info)
        if let cache, changed || kept.count != previous.count || loaded?.notes == nil || misses.isEmpty {
            do {
                try cache.save(kept, notes: notes, merged: resolution)
            } catch {
                context.diagnose(
                    Diagnostic(
                        .warning, code: "cache-unwritable",
                        "cannot write the cache in \(cache.file.path): \(error.localizedDescription)"))
            }
        }
        try context.produce(ResolutionKey.self, resolution)
    }

    /// Which files keep the answer of the last run (same environment): those whose facts are the same
    /// and that use no name a file whose declarations changed declares, or declared before.
    static func keptFiles(_ files: [ExtractedFacts.File], previous: [String: ResolutionCache.Entry]) -> [Bool] {
        guard !previous.isEmpty else { return files.map { _ in false } }
        var changedNames = Set<UInt32>()
        for file in files {
            guard let fingerprint = file.fingerprint else { continue }
            let old = previous[file.facts.path]
            if old?.fingerprint.declarations == fingerprint.declarations { continue }
            changedNames.formUnion(ResolutionCache.declaredNames(file.facts.declarations))
            if let old {
                // Undecodable: every file is resolved again.
                guard let names = try? ResolutionCache.decode(names: old.declared) else {
                    return files.map { _ in false }
                }
                changedNames.formUnion(names)
            }
        }
        return files.map { file in
            guard let fingerprint = file.fingerprint, let old = previous[file.facts.path], old.fingerprint == fingerprint
            else { return false }
            if changedNames.isEmpty { return true }
            guard let used = try? ResolutionCache.decode(names: old.used) else { return false }
            return !used.contains(where: changedNames.contains)
        }
    }

    struct FileOutcome: Sendable {
        var resolution: FileResolution
        /// What to keep in the resolution cache for this file.
        var entry: ResolutionCache.Entry?
        /// Resolved in this run with something new to keep.
        var changed: Bool
        /// Its cached references did not decode.
        var unreadable: Bool
    }
}
