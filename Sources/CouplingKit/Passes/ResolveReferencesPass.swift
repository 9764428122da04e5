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

        // Files whose facts are those of the last run, in the same environment, keep its answer.
        let cache = settings.cacheDirectory.flatMap { directory in
            ResolutionCache.environment(
                tree: tree, files: files.map(\.file), modules: modules, settings: settings,
                options: "trust_unique_c_names=\(options.trustUniqueCNames); c=\(cFacts.extractor)"
            ).map { ResolutionCache(directory: directory, environment: $0) }
        }
        let loaded = cache?.load()
        if let diagnostic = loaded?.diagnostic { context.diagnose(diagnostic) }
        let previous = loaded?.entries ?? [:]
        let hits = Self.keptFiles(files.map(\.file), previous: previous)

        // The context every file is resolved against; not even built when every file's answer is kept.
        let info = Resolver.info(
            tree: tree, swiftFacts: swiftFacts.files.map(\.facts), modules: modules,
            visibility: settings.configuration.swiftVisibility, cFamilyFrontend: cFacts.extractor)
        var resolver: Resolver?
        var decoded: [Int: [Reference]] = [:]
        let misses = files.indices.filter { !hits[$0] }
        var notes = loaded?.notes ?? []
        if let kept = loaded?.notes, misses.count * 4 < files.count {
            // A few files to resolve (or none): their references are read first, and only the names
            // they use are indexed. The notes about includes belong to the environment: kept.
            notes = kept
            if !misses.isEmpty {
                var names = Set<String>()
                for index in misses {
                    let references = Self.references(of: index, swiftFacts, cFacts.files) ?? []
                    decoded[index] = references
                    for reference in references { names.insert(reference.name) }
                }
                resolver = await Resolver.prepare(
                    tree: tree, swiftFacts: swiftFacts.files.map(\.facts), cFacts: cFacts.files.files.map(\.facts),
                    modules: modules, info: info, trustUniqueCNames: options.trustUniqueCNames,
                    scope: .some(cFamilyFiles: misses.filter { !files[$0].swift }.map { files[$0].file.facts.path }, names: names)
                ).resolver
            }
        } else {
            let prepared = await Resolver.prepare(
                tree: tree, swiftFacts: swiftFacts.files.map(\.facts), cFacts: cFacts.files.files.map(\.facts),
                modules: modules, info: info, trustUniqueCNames: options.trustUniqueCNames, scope: .all)
            resolver = prepared.resolver
            notes = prepared.notes
        }
        context.diagnose(notes)
        let componentCount = tree.components.count
        let caching = cache != nil

        // Every file is resolved on its own against the prepared context, in parallel; the results
        // are merged in file order, so nothing depends on the job count.
        let perFile = await ParallelChunks.map(
            count: files.count, jobs: settings.jobs, chunkSize: 256,
            body: { [resolver, decoded] range in
                range.map { index in
                    let file = files[index].file
                    let path = file.facts.path
                    if hits[index], let old = previous[path],
                        let resolution = try? ResolutionCache.decode(old.resolution, path: path, componentCount: componentCount)
                    {
                        return FileOutcome(resolution: resolution, entry: old, changed: false, unreadable: false)
                    }
                    let read = decoded[index] ?? Self.references(of: index, swiftFacts, cFacts.files)
                    let references = read ?? []
                    // (No resolver only when every file was a hit: a hit that does not decode lands here.)
                    let resolution =
                        resolver.map {
                            files[index].swift
                                ? $0.resolveSwift(file.facts, references: references)
                                : $0.resolveCFamily(file.facts, references: references)
                        } ?? FileResolution()
                    let entry = caching && read != nil && resolver != nil
                        ? file.fingerprint.map {
                            ResolutionCache.Entry(
                                fingerprint: $0,
                                declared: ResolutionCache.encode(names: ResolutionCache.declaredNames(file.facts.declarations))[...],
                                used: ResolutionCache.encode(names: ResolutionCache.usedNames(references))[...],
                                resolution: ResolutionCache.encode(resolution)[...])
                        } : nil
                    return FileOutcome(
                        resolution: resolution, entry: entry, changed: entry != nil, unreadable: read == nil || resolver == nil)
                }
            })

        var merger = ResolutionMerger(components: tree.components.map(\.name))
        var kept: [String: ResolutionCache.Entry] = [:]
        var changed = false
        for (index, outcome) in perFile.joined().enumerated() {
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
        if let cache, changed || kept.count != previous.count || loaded?.notes == nil {
            do {
                try cache.save(kept, notes: notes)
            } catch {
                context.diagnose(
                    Diagnostic(
                        .warning, code: "cache-unwritable",
                        "cannot write the cache in \(cache.file.path): \(error.localizedDescription)"))
            }
        }
        try context.produce(ResolutionKey.self, merger.finished(info: info))
    }

    /// The references of file `index` of Swift files then C-family files, decoded if still encoded.
    static func references(of index: Int, _ swift: ExtractedFacts, _ cFamily: ExtractedFacts) -> [Reference]? {
        index < swift.count ? swift.references(of: index) : cFamily.references(of: index - swift.count)
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

/// What resolving one file found: its edges' evidence in source order, the references it could not
/// decide, and how many references it examined.
struct FileResolution: Sendable {
    struct Undecided: Sendable {
        var symbol: String
        var location: SourceLocation
        var candidates: [Int]
        var reason: AmbiguousReference.Reason
    }
    var from = 0
    var references: [ResolvedReference] = []
    var undecided: [Undecided] = []
    var examined = 0
}

/// Folds the files' results, in file order, into the `Resolution` artifact: ambiguous references
/// aggregated per (component, name, candidates, reason) with a count and the first places.
struct ResolutionMerger {
    let components: [String]
    private var references: [ResolvedReference] = []
    private var ambiguous: [AmbiguousReference] = []
    private var ambiguousIndex: [AmbiguityKey: Int] = [:]
    private var ambiguousCount = 0
    private var examined = 0

    init(components: [String]) { self.components = components }

    mutating func add(_ file: FileResolution) {
        references.append(contentsOf: file.references)
        examined += file.examined
        for item in file.undecided { record(file.from, item) }
    }

    func finished(info: ResolutionInfo) -> Resolution {
        var ambiguous = ambiguous
        for index in ambiguous.indices {
            ambiguous[index].locations.sort()
            ambiguous[index].location = ambiguous[index].locations[0]
        }
        ambiguous.sort { ($0.location, $0.symbol, $0.reason.rawValue) < ($1.location, $1.symbol, $1.reason.rawValue) }
        // `references` stay in file order (deterministic); `component-graph` groups and sorts them per edge.
        return Resolution(
            references: references, ambiguous: ambiguous, ambiguousCount: ambiguousCount, info: info, examined: examined)
    }

    private mutating func record(_ from: Int, _ item: FileResolution.Undecided) {
        ambiguousCount += 1
        let key = AmbiguityKey(from: from, symbol: item.symbol, candidates: item.candidates, reason: item.reason)
        if let index = ambiguousIndex[key] {
            ambiguous[index].count += 1
            // Files come in path order and references in source order, so the first ones seen are
            // the first ones; keep the list bounded.
            if ambiguous[index].locations.count < AmbiguousReference.locationLimit {
                ambiguous[index].locations.append(item.location)
            }
            return
        }
        ambiguousIndex[key] = ambiguous.count
        ambiguous.append(
            AmbiguousReference(
                from: components[from], symbol: item.symbol, location: item.location,
                candidates: item.candidates.map { components[$0] }.sorted(), reason: item.reason))
    }

    struct AmbiguityKey: Hashable {
        var from: Int
        var symbol: String
        var candidates: [Int]
        var reason: AmbiguousReference.Reason
    }
}

/// Resolution of one file against a context fixed beforehand (symbol index, include outcomes and
/// their transitive reach, re-exports, prefix and bridging headers), so that files can be resolved
/// in any order, in parallel, with the same result.
struct Resolver: Sendable {
    typealias IncludeOutcomes = [String: IncludeTable.Outcomes]

    let modules: ModuleMap
    let trustUniqueCNames: Bool
    let componentByPath: [String: Int]
    let index: SymbolIndex
    let swiftMode: ResolutionInfo.Mode
    /// Component → modules its files re-export with `@_exported import`.
    let exports: [Int: Set<String>]
    /// Components reachable from prefix headers (`.pch`), visible to every C-family file.
    let prefix: Set<Int>
    /// Components reachable from bridging headers, visible to every Swift file.
    let bridging: Set<Int>
    /// Each C-family file's includes and what they resolved to.
    let includes: IncludeOutcomes
    /// Components of every header a file reaches through its includes, by file.
    let reachByFile: [String: Set<Int>]

    /// Which Swift visibility applies, and why.
    static func info(
        tree: SourceTree, swiftFacts: [FileFacts], modules: ModuleMap, visibility: SwiftVisibility, cFamilyFrontend: String
    ) -> ResolutionInfo {
        switch visibility {
        case .imports:
            return ResolutionInfo(swiftVisibility: .imports, reason: "configured", cFamilyFrontend: cFamilyFrontend)
        case .global:
            return ResolutionInfo(swiftVisibility: .global, reason: "configured", cFamilyFrontend: cFamilyFrontend)
        case .auto:
            // `imports` as soon as one Swift file imports another in-tree module.
            var componentOf: [String: Int] = [:]
            for file in tree.files where file.language == .swift { componentOf[file.path] = file.component }
            let importing = swiftFacts.filter { facts in
                guard let own = componentOf[facts.path] else { return false }
                return facts.imports.contains { modules.components(ofModule: $0.name).contains { $0 != own } }
            }.count
            let reason =
                importing > 0
                ? "\(importing) Swift file(s) import other in-tree modules, so each Swift file sees only what it imports"
                : "no Swift file imports another in-tree module (one app target), so every component is visible to Swift"
            return ResolutionInfo(
                swiftVisibility: importing > 0 ? .imports : .global, reason: reason, cFamilyFrontend: cFamilyFrontend)
        }
    }

    /// Which files will be resolved: every file, or a few files that use only these names.
    enum Scope {
        case all
        case some(cFamilyFiles: [String], names: Set<String>)
    }

    /// Everything files are resolved against, computed once, for the files of `scope` only; with
    /// scope `.all`, also the notes about includes that are not in the tree.
    static func prepare(
        tree: SourceTree, swiftFacts: [FileFacts], cFacts: [FileFacts], modules: ModuleMap, info: ResolutionInfo,
        trustUniqueCNames: Bool, scope: Scope
    ) async -> (resolver: Resolver, notes: [Diagnostic]) {
        var byPath: [String: Int] = [:]
        for file in tree.files { if let component = file.component { byPath[file.path] = component } }
        // The symbol index and the includes do not depend on each other: worked out side by side.
        let componentOf = byPath
        let names: Set<String>? = if case .some(_, let names) = scope { names } else { nil }
        async let index = SymbolIndex(swiftFacts: swiftFacts, cFamilyFacts: cFacts, only: names) { componentOf[$0] }

        let headers = HeaderResolver(
            headers: tree.files.filter { $0.language == .header }.map(\.path), modules: modules,
            componentOf: { byPath[$0] })
        var table = IncludeTable(headers: headers, cFacts: cFacts, componentOf: byPath)
        let notes: [Diagnostic]
        let cFiles: [String]
        switch scope {
        case .all:
            notes = table.unresolvedIncludeNotes(cFacts)
            cFiles = cFacts.map(\.path)
        case .some(let files, _):
            notes = []
            cFiles = files
        }
        var includes: IncludeOutcomes = [:]
        var reachByFile: [String: Set<Int>] = [:]
        for path in cFiles {
            includes[path] = table.outcomes(of: path)
            reachByFile[path] = table.components(includedBy: path)
        }
        var exports: [Int: Set<String>] = [:]
        for facts in swiftFacts {
            guard let own = byPath[facts.path] else { continue }
            for item in facts.imports where item.kind == .swiftExportedModule {
                exports[own, default: []].insert(item.name)
            }
        }
        let resolver = Resolver(
            modules: modules, trustUniqueCNames: trustUniqueCNames, componentByPath: byPath, index: await index,
            swiftMode: info.swiftVisibility, exports: exports,
            prefix: table.reachableComponents(from: tree.files.filter { $0.path.hasSuffix(".pch") }.map(\.path)),
            bridging: table.reachableComponents(from: tree.files.filter { $0.path.hasSuffix("-Bridging-Header.h") }.map(\.path)),
            includes: includes, reachByFile: reachByFile)
        return (resolver, notes)
    }

    // MARK: Swift

    func resolveSwift(_ facts: FileFacts, references: [Reference]) -> FileResolution {
        guard let own = componentByPath[facts.path] else { return FileResolution() }
        var result = FileResolution(from: own)
        var visible: Set<Int> = [own]
        visible.formUnion(bridging)
        var pending = facts.imports.map(\.name)
        var seenModules: Set<String> = []
        while let module = pending.popLast() {
            guard seenModules.insert(module).inserted else { continue }
            for component in modules.components(ofModule: module) where visible.insert(component).inserted {
                pending.append(contentsOf: exports[component] ?? [])
            }
        }
        for item in facts.imports {
            let targets = modules.components(ofModule: item.name)
            if targets.contains(own) || targets.isEmpty { continue }
            if targets.count == 1 {
                result.add(own, targets[0], Evidence(location: item.location, symbol: item.name, kind: .import))
            } else {
                result.record(item.name, item.location, targets, .severalCandidates)
            }
        }
        result.examined = references.count
        // (Through a buffer: a reference is looked at in place, not copied, unless it resolves.)
        references.withUnsafeBufferPointer { references in
            for index in references.indices {
                guard let all = self.index.swift[references[index].name] else { continue }
                let reference = references[index]
                if let qualifier = reference.qualifier {
                    let moduleComponents = modules.components(ofModule: qualifier)
                    if moduleComponents.isEmpty || moduleComponents.contains(own) { continue }
                    let candidates = all.filter { moduleComponents.contains($0.component) }
                    result.decide(reference, own: own, candidates: candidates, visible: candidates, dropInvisible: true)
                    continue
                }
                if all.contains(where: { $0.component == own }) { continue }
                let seen = swiftMode == .global ? all : all.filter { visible.contains($0.component) }
                result.decide(reference, own: own, candidates: all, visible: seen, dropInvisible: true)
            }
        }
        return result
    }

    // MARK: C family

    func resolveCFamily(_ facts: FileFacts, references: [Reference]) -> FileResolution {
        guard let own = componentByPath[facts.path] else { return FileResolution() }
        var result = FileResolution(from: own)
        var headerVisible = prefix
        headerVisible.insert(own)
        var swiftVisible: Set<Int> = [own]
        var allSwiftVisible = false
        for (item, outcome) in includes[facts.path] ?? [] {
            switch outcome {
            case .header(let path):
                // (What this header includes in turn is added below, transitively.)
                guard let target = componentByPath[path] else { continue }
                headerVisible.insert(target)
                if target != own {
                    result.add(
                        own, target,
                        Evidence(
                            location: item.location, symbol: item.name, kind: .import,
                            target: SourceLocation(path: path, line: 1, column: 1)))
                }
            case .module(let components):
                headerVisible.formUnion(components)
                swiftVisible.formUnion(components)
                for target in components where target != own && components.count == 1 {
                    result.add(own, target, Evidence(location: item.location, symbol: item.name, kind: .import))
                }
                if components.count > 1 { result.record(item.name, item.location, components, .severalCandidates) }
            case .swiftHeader(let components):
                // In one app target (global visibility) `App-Swift.h` is the whole target's Swift, even
                // when a folder happens to share the target's name.
                if components.isEmpty || swiftMode == .global {
                    allSwiftVisible = true
                    continue
                }
                swiftVisible.formUnion(components)
                for target in components where target != own && components.count == 1 {
                    result.add(own, target, Evidence(location: item.location, symbol: item.name, kind: .import))
                }
            case .ambiguous(let paths):
                let owners = Array(Set(paths.compactMap { componentByPath[$0] })).sorted()
                if owners == [own] { continue }
                result.record(item.name, item.location, owners, .severalHeaders)
            case .external:
                continue
            }
        }
        // Transitive reach through the include graph of every header this file reaches.
        headerVisible.formUnion(reachByFile[facts.path] ?? [])

        // `@class X;` names the one class X of the tree, if only one component declares it.
        var forwarded: Set<String> = []
        result.examined = references.count
        references.withUnsafeBufferPointer { references in
            for index in references.indices where references[index].kind == .forwardDeclaration {
                forwarded.insert(references[index].name)
            }
        }
        // (Through a buffer: a reference is looked at in place, not copied, unless it resolves.)
        references.withUnsafeBufferPointer { references in
            for index in references.indices {
                guard let candidates = self.index.cFamily[references[index].name],
                    !candidates.contains(where: { $0.component == own })
                else { continue }
                let reference = references[index]
                let seen = candidates.filter { candidate in
                    candidate.isSwift
                        ? (allSwiftVisible || swiftVisible.contains(candidate.component))
                        : headerVisible.contains(candidate.component)
                }
                let unique = candidates.count == 1 && (trustUniqueCNames || forwarded.contains(reference.name))
                let trusted = seen.isEmpty && unique ? candidates : seen
                result.decide(reference, own: own, candidates: candidates, visible: trusted, dropInvisible: false)
            }
        }
        return result
    }
}

extension FileResolution {
    /// One visible candidate: an edge. Several: ambiguous. None: ambiguous (C family: the name is
    /// declared elsewhere but not reachable) or dropped (Swift with imports: it cannot be that).
    mutating func decide(
        _ reference: Reference, own: Int, candidates: [SymbolIndex.Candidate], visible: [SymbolIndex.Candidate],
        dropInvisible: Bool
    ) {
        if visible.count == 1 {
            let target = visible[0]
            let kind: EvidenceKind =
                switch reference.kind {
                case .symbol, .forwardDeclaration: .symbol
                case .extension: .extension
                case .category: .category
                }
            add(own, target.component, Evidence(location: reference.location, symbol: reference.name, kind: kind, target: target.location))
        } else if visible.count > 1 {
            record(reference.name, reference.location, visible.map(\.component), .severalCandidates)
        } else if !dropInvisible, !candidates.isEmpty {
            record(reference.name, reference.location, candidates.map(\.component), .notVisible)
        }
    }

    mutating func add(_ from: Int, _ to: Int, _ evidence: Evidence) {
        references.append(ResolvedReference(from: from, to: to, evidence: evidence))
    }

    mutating func record(_ symbol: String, _ location: SourceLocation, _ candidates: [Int], _ reason: AmbiguousReference.Reason) {
        undecided.append(Undecided(symbol: symbol, location: location, candidates: candidates.sorted(), reason: reason))
    }
}
