import CouplingModel

/// Resolution of every file, reusing what the last run resolved where nothing it depends on
/// changed (`ResolutionCache` says what that is). Cold and warm runs differ only in here: with no
/// cache, or too many changed files, every file is resolved; otherwise only the changed ones, and
/// their results replace theirs of the last run.
struct IncrementalResolution: Sendable {
    let settings: ScanSettings
    let tree: SourceTree
    let swiftFacts: ExtractedFacts
    let cFacts: CFamilyFacts
    let modules: ModuleMap
    let build: BuildModel
    let trustUniqueCNames: Bool
    let kept: KeptResolution

    struct Result {
        var resolution: Resolution
        var diagnostics: [Diagnostic]
        /// Writes what the next run reuses; nil when there is nothing new to keep.
        var save: (@Sendable () -> [Diagnostic])?
    }

    func run() async -> Result {
        // Swift files first, then C-family files.
        let files = swiftFacts.files + cFacts.files.files
        let paths = files.map(\.facts.path)
        let cache = settings.cacheDirectory.flatMap { directory in
            ResolutionCache.environment(
                tree: tree, files: files, modules: modules, build: build, settings: settings,
                options: "trust_unique_c_names=\(trustUniqueCNames); c=\(cFacts.readerName)"
            ).map { ResolutionCache(directory: directory, environment: $0) }
        }
        let loaded = cache?.load(paths: paths, from: kept.file)
        var diagnostics = loaded?.diagnostic.map { [$0] } ?? []
        let previous = loaded?.entries ?? []
        let hits = Self.keptFiles(files, previous: previous)
        let misses = files.indices.filter { !hits[$0] }

        var notes: [Diagnostic]
        var reach = Resolver.HeaderReach()
        var results: FileResults
        var resolved: Resolved?
        if let loaded, let keptNotes = loaded.notes, misses.count * 4 < files.count,
            var cached = try? ResolutionCache.decode(
                results: loaded.results, paths: paths, componentCount: tree.components.count)
        {
            // A few files to resolve, or none: their references are read first, only the names they
            // use are indexed, and their results replace theirs of the last run. The notes about
            // includes and what the prefix and bridging headers reach belong to the environment: kept.
            notes = keptNotes
            reach = loaded.reach
            if !misses.isEmpty {
                var read: [Int: [Reference]] = [:]
                var names = Set<String>()
                for index in misses {
                    // (References that do not decode stay unread: the file is reported, not resolved.)
                    guard let references = references(of: index) else { continue }
                    read[index] = references
                    for reference in references {
                        names.insert(reference.name)
                        // (A qualifier decides too: a key path's root the tree declares is not looked
                        // into, a module's type of the module's name makes `M.Name` its member.)
                        // (`A.B`: both names, as a nested type's member is looked up by them.)
                        if let qualifier = reference.qualifier {
                            names.insert(qualifier)
                            if qualifier.utf8.contains(UInt8(ascii: ".")) { names.formUnion(qualifier.split(separator: ".").map(String.init)) }
                        }
                    }
                }
                let cFiles = misses.filter { $0 >= swiftFacts.count }.map { paths[$0] }
                let resolver = await prepare(.some(cFamilyFiles: cFiles, names: names, reach: reach)).resolver
                let again = await resolve(misses, of: files, with: resolver, read: read, caching: true)
                cached.replace(
                    files: misses, with: again.results,
                    tallyBefore: misses.reduce(ReferenceTally()) { $0 + (previous[$1]?.tally ?? ReferenceTally()) })
                resolved = again
            }
            results = cached
        } else {
            let resolver: Resolver
            (resolver, notes) = await prepare(.all)
            reach = resolver.reach
            let all = await resolve(Array(files.indices), of: files, with: resolver, read: [:], caching: cache != nil)
            results = all.results
            resolved = all
        }
        diagnostics += notes
        for file in resolved?.unreadable ?? [] {
            diagnostics.append(
                Diagnostic(
                    .warning, code: "cache-ignored",
                    "the cached facts of this file did not decode; run with --no-cache to read it again",
                    path: paths[file]))
        }
        let resolution = ResolutionMerger.resolution(
            of: results, paths: paths, components: tree.components.map(\.name))

        // Kept for the next run (written while the passes after this one go on): the entries of the
        // files resolved now, the others' of the last run.
        var save: (@Sendable () -> [Diagnostic])?
        if let cache, let resolved, !resolved.entries.isEmpty {
            var entries = files.indices.map { index in (path: paths[index], entry: hits[index] ? previous[index] : nil) }
            for (file, entry) in resolved.entries { entries[file].entry = entry }
            save = CacheFile.deferredWrite(cache.file.path) { [entries, notes, reach, results] in
                try cache.save(entries, notes: notes, reach: reach, results: results)
            }
        }
        return Result(resolution: resolution, diagnostics: diagnostics, save: save)
    }

    /// File `index` of the Swift files then the C-family files.
    private func references(of index: Int) -> [Reference]? {
        index < swiftFacts.count
            ? swiftFacts.references(of: index) : cFacts.files.references(of: index - swiftFacts.count)
    }

    /// The context the files of `scope` are resolved against.
    private func prepare(_ scope: Resolver.Scope) async -> (resolver: Resolver, notes: [Diagnostic]) {
        await Resolver.prepare(
            tree: tree, swiftFacts: swiftFacts.files.map(\.facts), cFacts: cFacts.files.files.map(\.facts),
            modules: modules, build: build, trustUniqueCNames: trustUniqueCNames, scope: scope)
    }

    /// Resolves `indices` (ascending; each file on its own, in parallel). Each chunk of files is
    /// grouped as the report groups it as soon as it is resolved, so that the per-file lists of a
    /// whole tree (a place and a list of candidates for each of millions of references that are no
    /// edge) never exist at once; the chunks are then joined in file order.
    private func resolve(
        _ indices: [Int], of files: [ExtractedFacts.File], with resolver: Resolver, read: [Int: [Reference]], caching: Bool
    ) async -> Resolved {
        let swiftCount = swiftFacts.count
        let chunks = await ParallelChunks.map(
            count: indices.count, jobs: settings.jobs, chunkSize: 256,
            body: { range in
                var chunk = Resolved(results: FileResults([]), entries: [], unreadable: [])
                var resolutions: [(file: Int, resolution: FileResolution)] = []
                for position in range {
                    let index = indices[position]
                    let file = files[index]
                    guard let references = read[index] ?? self.references(of: index) else {
                        chunk.unreadable.append(index)
                        continue
                    }
                    let resolution =
                        index < swiftCount
                        ? resolver.resolveSwift(file.facts, references: references)
                        : resolver.resolveCFamily(file.facts, references: references)
                    if caching, let fingerprint = file.fingerprint {
                        chunk.entries.append(
                            (index, ResolutionCache.Entry(
                                fingerprint: fingerprint, facts: file.facts, references: references, tally: resolution.tally)))
                    }
                    resolutions.append((index, resolution))
                }
                chunk.results = FileResults(resolutions)
                return chunk
            }
        )
        return Resolved(
            results: FileResults(joining: chunks.map(\.results)), entries: chunks.flatMap(\.entries),
            unreadable: chunks.flatMap(\.unreadable))
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
                ResolutionCache.changedNames(
                    ResolutionCache.records(file.facts.declarations), ResolutionCache.records(old.declared)))
        }
        let changedNames = changed.sorted()
        return zip(files, previous).map { file, old in
            guard let fingerprint = file.fingerprint, let old, old.fingerprint == fingerprint else { return false }
            return changedNames.isEmpty || !ResolutionCache.containsAny(old.used, of: changedNames)
        }
    }

    /// The results of files resolved in this run.
    struct Resolved: Sendable {
        var results: FileResults
        /// What to keep in the resolution cache for each file.
        var entries: [(file: Int, entry: ResolutionCache.Entry)]
        /// Files whose cached references did not decode.
        var unreadable: [Int]
    }
}
