import CouplingModel

/// What `resolve-references` decided for each file in an earlier run, kept under the cache folder
/// (`resolve-references.resolution`), so that a warm run resolves again only what may have changed.
///
/// A file's resolution depends on (1) its own facts, (2) who declares each name it uses, and where,
/// and (3) the rest: every file's imports (visibility, include reach), the components, the module
/// map, the settings and the tool. The cache file is keyed by (3), the environment: when any import
/// anywhere changes, everything is resolved again. Each entry keeps the file's facts fingerprint (1),
/// and for (2) hashes of the names the file uses and of its declarations (a record per declaration
/// and name). A file is resolved again when its facts changed, or when it uses a name whose
/// declarations changed somewhere: declared, no longer declared, moved, changed kind. (A collision
/// of two name hashes can only make a file be resolved again for nothing.) The results of every file
/// are kept in file order (`FileResults`: ambiguous references grouped as the report groups them, with
/// every place), so that a run swaps in the results of the files it resolves again; and what the
/// prefix and bridging headers reach, which a run that resolves only a few files does not work out again. Same container as the
/// facts cache: a file that does not check out is ignored and rebuilt.
struct ResolutionCache: Sendable {
    struct Entry: Sendable {
        var fingerprint: FactsFingerprint
        /// What the file's resolution examined, and found its own or an edge.
        var tally: ReferenceTally
        /// `encode(_:)` of the file's declaration records, and `encode(names:)` of the names it
        /// uses (sorted hashes, searched in place).
        var declared: ArraySlice<UInt8>
        var used: ArraySlice<UInt8>

        init(fingerprint: FactsFingerprint, tally: ReferenceTally, declared: ArraySlice<UInt8>, used: ArraySlice<UInt8>) {
            self.fingerprint = fingerprint
            self.tally = tally
            self.declared = declared
            self.used = used
        }

        /// The entry of a file just resolved.
        init(fingerprint: FactsFingerprint, facts: FileFacts, references: [Reference], tally: ReferenceTally) {
            self.fingerprint = fingerprint
            self.tally = tally
            declared = ResolutionCache.encode(ResolutionCache.records(facts.declarations))[...]
            used = ResolutionCache.encode(names: ResolutionCache.usedNames(references))[...]
        }
    }

    let file: CacheFile
    let environment: ContentHash

    init(directory: String, environment: ContentHash) {
        file = Self.file(directory: directory)
        self.environment = environment
    }

    static func file(directory: String) -> CacheFile {
        CacheFile(path: directory + "/resolve-references.resolution", magic: Array("CPLRESOF".utf8))
    }

    /// The file read and checked before the environment is known (`ReadResolutionCachePass`).
    struct File: Sendable {
        let path: String
        let contents: Result<CacheFile.Contents?, any Error>
    }

    static func read(directory: String) -> File {
        let file = file(directory: directory)
        return File(path: file.path, contents: Result { try file.contents() })
    }

    /// The environment every file is resolved in. `nil` when a file has no fingerprint (the run
    /// keeps no cache, or a file could not be read), since then the environment cannot be known.
    /// It includes every file's path in order, so the entries of a cache written for it line up
    /// with `files`.
    static func environment(
        tree: SourceTree, files: [ExtractedFacts.File], modules: ModuleMap, build: BuildModel, settings: ScanSettings,
        options: String
    ) -> ContentHash? {
        var w = FactsCodec.Writer()
        w.raw(settings.toolFingerprint)
        w.raw(options)
        w.varint(build.targets.count)
        for target in build.targets {
            w.raw(target.name)
            w.raw(target.kind.rawValue)
            w.varint(target.isInferredApp ? 1 : 0)
            w.raw(target.swiftHeader ?? "")
            w.varint(target.components.count)
            for component in target.components { w.varint(component) }
            for headers in [target.bridgingHeaders, target.prefixHeaders, target.headerSearchPaths] {
                w.varint(headers.count)
                for header in headers { w.raw(header) }
            }
        }
        w.varint(build.fileTargets.count)
        for (path, targets) in build.fileTargets.sorted(by: { $0.key < $1.key }) {
            w.raw(path)
            w.varint(targets.count)
            for target in targets { w.varint(target) }
        }
        w.varint(tree.components.count)
        for component in tree.components {
            w.raw(component.name)
            w.raw(component.path)
        }
        w.varint(tree.files.count)
        for file in tree.files {
            w.raw(file.path)
            w.raw(file.language.rawValue)
            w.varint(file.component ?? -1)
        }
        w.varint(tree.headerLinks.count)
        for (link, header) in tree.headerLinks.sorted(by: { $0.key < $1.key }) {
            w.raw(link)
            w.raw(header)
        }
        let modulesByName = modules.components.sorted { $0.key < $1.key }
        w.varint(modulesByName.count)
        for (name, components) in modulesByName {
            w.raw(name)
            w.varint(components.count)
            for component in components { w.varint(component) }
            w.varint(modules.homes[name] ?? -1)
        }
        // What each Swift type inherits, by name (a member is the name inside its subclasses at any
        // distance: editing one superclass clause changes what files that never name it resolve to).
        for index in files.indices where files[index].facts.language == .swift {
            for span in files[index].facts.typeSpans where span.names.count > 1 {
                w.varint(span.names.count)
                for name in span.names { w.raw(name) }
            }
        }
        w.varint(files.count)
        // (By index: a file's fields are read in place, the whole value is never copied.)
        for index in files.indices {
            guard let fingerprint = files[index].fingerprint else {
                // Nothing was extracted from an unreadable file; it contributes nothing.
                if files[index].referenceCount == 0, files[index].facts.declarations.isEmpty, files[index].facts.imports.isEmpty {
                    w.raw(files[index].facts.path)
                    continue
                }
                return nil
            }
            w.raw(files[index].facts.path)
            CacheFile.hash(fingerprint.imports, to: &w)
        }
        return ContentHash(w.bytes)
    }

    /// The entries of `paths` (in that order; nil for a file the run kept nothing for), the notes
    /// resolution gave in that environment (nil: none kept), what its prefix and bridging headers
    /// reach, and every file's results; nothing when the file is missing or was written for another
    /// environment; nothing but a note when it does not check out.
    func load(paths: [String], from read: File? = nil) -> Loaded {
        do {
            let contents = try read.flatMap { $0.path == file.path ? $0.contents : nil }?.get() ?? file.contents()
            guard var r = try contents?.reader(key: environment) else { return Loaded() }
            var notes: [Diagnostic] = []
            for _ in 0..<(try r.count()) {
                let severity = try r.rawEnumeration(Diagnostic.Severity.self)
                let code = try r.raw()
                let message = try r.raw()
                let path = try r.varint() == 1 ? try r.raw() : nil
                let line = try r.varint()
                notes.append(Diagnostic(severity, code: code, message, path: path, line: line < 0 ? nil : line))
            }
            func components() throws -> Set<Int> {
                var set = Set<Int>()
                for _ in 0..<(try r.count()) { set.insert(try r.count()) }
                return set
            }
            func names() throws -> Set<String> {
                var set = Set<String>()
                for _ in 0..<(try r.count()) { set.insert(try r.raw()) }
                return set
            }
            var reach = Resolver.HeaderReach()
            for _ in 0..<(try r.count()) { reach.prefix.append(try components()) }
            for _ in 0..<(try r.count()) { reach.bridging.append(try components()) }
            for _ in 0..<(try r.count()) { reach.byComponent.append(try components()) }
            for _ in 0..<(try r.count()) { reach.swiftByComponent.append(try components()) }
            for _ in 0..<(try r.count()) { reach.bridgingModules.append(try names()) }
            for _ in 0..<(try r.count()) { reach.reexports[try r.raw()] = try names() }
            let results = try r.blob()
            guard try r.count() == paths.count else { throw FactsCodec.Corrupt() }
            var entries: [Entry?] = []
            entries.reserveCapacity(paths.count)
            for path in paths {
                guard try r.blob(equals: path) else { throw FactsCodec.Corrupt() }
                switch try r.varint() {
                case 0:
                    entries.append(nil)
                case 1:
                    let fingerprint = FactsFingerprint(
                        declarations: try CacheFile.hash(&r), imports: try CacheFile.hash(&r), references: try CacheFile.hash(&r))
                    let tally = try Self.tally(&r)
                    let declared = try r.blob()
                    let used = try r.blob()
                    guard declared.count % 12 == 0, used.count % 4 == 0 else { throw FactsCodec.Corrupt() }
                    entries.append(Entry(fingerprint: fingerprint, tally: tally, declared: declared, used: used))
                default:
                    throw FactsCodec.Corrupt()
                }
            }
            guard r.isAtEnd else { throw FactsCodec.Corrupt() }
            return Loaded(entries: entries, notes: notes, reach: reach, results: results)
        } catch {
            return Loaded(
                diagnostic: Diagnostic(
                    .note, code: "cache-ignored", "the cache file \(file.path) did not check out; it is rebuilt"))
        }
    }

    struct Loaded {
        /// One per file, in the order of the paths given to `load`; empty when nothing was kept.
        var entries: [Entry?] = []
        /// The notes resolution gave in this environment; nil when none were kept.
        var notes: [Diagnostic]?
        /// What the prefix and bridging headers reach in this environment.
        var reach = Resolver.HeaderReach()
        /// `encode(results:)` of every file's results in that run.
        var results: ArraySlice<UInt8> = []
        var diagnostic: Diagnostic?
    }

    /// `entries` are the files' in the order of the run (the environment's), which is the order
    /// `load` reads them in.
    func save(
        _ entries: [(path: String, entry: Entry?)], notes: [Diagnostic], reach: Resolver.HeaderReach, results: FileResults
    ) throws {
        try file.write(key: environment) { w in
            w.varint(notes.count)
            for note in notes.sorted() {
                w.raw(note.severity.rawValue)
                w.raw(note.code)
                w.raw(note.message)
                if let path = note.path {
                    w.varint(1)
                    w.raw(path)
                } else {
                    w.varint(0)
                }
                w.varint(note.line ?? -1)
            }
            for lists in [reach.prefix, reach.bridging, reach.byComponent, reach.swiftByComponent] {
                w.varint(lists.count)
                for components in lists {
                    w.varint(components.count)
                    for component in components.sorted() { w.varint(component) }
                }
            }
            func write(_ names: Set<String>) {
                w.varint(names.count)
                for name in names.sorted() { w.raw(name) }
            }
            w.varint(reach.bridgingModules.count)
            reach.bridgingModules.forEach(write)
            w.varint(reach.reexports.count)
            for (module, names) in reach.reexports.sorted(by: { $0.key < $1.key }) {
                w.raw(module)
                write(names)
            }
            w.blob(Self.encode(results: results))
            w.varint(entries.count)
            for (path, entry) in entries {
                w.raw(path)
                guard let entry else {
                    w.varint(0)
                    continue
                }
                w.varint(1)
                CacheFile.hash(entry.fingerprint.declarations, to: &w)
                CacheFile.hash(entry.fingerprint.imports, to: &w)
                CacheFile.hash(entry.fingerprint.references, to: &w)
                Self.write(entry.tally, to: &w)
                w.blob(entry.declared)
                w.blob(entry.used)
            }
        }
    }

    static func write(_ tally: ReferenceTally, to w: inout FactsCodec.Writer) {
        w.varint(tally.examined)
        w.varint(tally.own)
        w.varint(tally.edges)
    }

    static func tally(_ r: inout FactsCodec.Reader) throws -> ReferenceTally {
        ReferenceTally(examined: try r.count(limit: Int.max), own: try r.count(limit: Int.max), edges: try r.count(limit: Int.max))
    }

    // MARK: Names

    /// A stable 32-bit hash of a name (FNV-1a over its UTF-8).
    static func nameHash(_ name: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    /// One declaration under one of the names it can be found under (in either language).
    struct Record: Hashable, Comparable {
        /// Everything about the declaration that other files' resolution reads: names, kind,
        /// place, Objective-C visibility.
        var declaration: UInt64
        var name: UInt32

        static func < (a: Record, b: Record) -> Bool { (a.declaration, a.name) < (b.declaration, b.name) }
    }

    /// A file's declarations as records, sorted. Another file's resolution can change only through
    /// a name whose records changed: a name declared or no longer declared, or a declaration of it
    /// that moved or changed its kind.
    static func records(_ declarations: [Declaration]) -> [Record] {
        var records: [Record] = []
        records.reserveCapacity(declarations.count)
        var w = FactsCodec.Writer()
        for declaration in declarations {
            w.removeAll()
            w.identity(of: declaration)
            let hash = ContentHash(w.bytes).high
            records.append(Record(declaration: hash, name: nameHash(declaration.name)))
            if let swiftName = declaration.swiftName { records.append(Record(declaration: hash, name: nameHash(swiftName))) }
            if let objcName = declaration.objcName { records.append(Record(declaration: hash, name: nameHash(objcName))) }
        }
        records.sort()
        return records
    }

    /// 12 bytes a record (little-endian).
    static func encode(_ records: [Record]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(records.count * 12)
        for record in records {
            withUnsafeBytes(of: record.declaration.littleEndian) { bytes.append(contentsOf: $0) }
            withUnsafeBytes(of: record.name.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }

    static func records(_ bytes: ArraySlice<UInt8>) -> [Record] {
        bytes.withUnsafeBytes { raw in
            (0..<raw.count / 12).map {
                Record(
                    declaration: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 12, as: UInt64.self)),
                    name: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 12 + 8, as: UInt32.self)))
            }
        }
    }

    /// The names of the records in one list and not the other.
    static func changedNames(_ a: [Record], _ b: [Record]) -> Set<UInt32> {
        Set(Set(a).symmetricDifference(b).map(\.name))
    }

    static func usedNames(_ references: [Reference]) -> Set<UInt32> {
        var names = Set<UInt32>()
        references.withUnsafeBufferPointer { references in
            for index in references.indices {
                names.insert(nameHash(references[index].name))
                // (What a qualifier names decides too: see `IncrementalResolution`.)
                if let qualifier = references[index].qualifier { names.insert(nameHash(qualifier)) }
            }
        }
        return names
    }

    /// Sorted hashes, 4 bytes each (little-endian), so that a name is looked up in place by
    /// binary search, without decoding the list.
    static func encode(names: Set<UInt32>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(names.count * 4)
        for name in names.sorted() {
            bytes.append(UInt8(truncatingIfNeeded: name))
            bytes.append(UInt8(truncatingIfNeeded: name >> 8))
            bytes.append(UInt8(truncatingIfNeeded: name >> 16))
            bytes.append(UInt8(truncatingIfNeeded: name >> 24))
        }
        return bytes
    }

    /// Whether `encode(names:)` bytes hold any of `names` (sorted).
    static func containsAny(_ bytes: ArraySlice<UInt8>, of names: [UInt32]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let count = raw.count / 4
            func at(_ index: Int) -> UInt32 {
                UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            if names.count * 8 < count {
                // Few names: a binary search each.
                for name in names {
                    var low = 0
                    var high = count
                    while low < high {
                        let middle = (low + high) / 2
                        if at(middle) < name { low = middle + 1 } else { high = middle }
                    }
                    if low < count && at(low) == name { return true }
                }
                return false
            }
            // Many: one walk through both sorted lists.
            var i = 0
            var j = 0
            while i < count && j < names.count {
                let a = at(i)
                let b = names[j]
                if a == b { return true }
                if a < b { i += 1 } else { j += 1 }
            }
            return false
        }
    }

    // MARK: Every file's results

    static func encode(results: FileResults) -> [UInt8] {
        var w = FactsCodec.Writer()
        write(results.tally, to: &w)
        w.varint(results.references.count)
        for (file, reference) in results.references {
            let evidence = reference.evidence
            w.varint(file)
            w.varint(reference.from)
            w.varint(reference.to)
            w.varint(evidence.location.line)
            w.varint(evidence.location.column)
            w.string(evidence.symbol)
            w.string(evidence.kind.rawValue)
            if let target = evidence.target {
                w.varint(1)
                w.string(target.path)
                w.varint(target.line)
                w.varint(target.column)
            } else {
                w.varint(0)
            }
        }
        w.varint(results.ambiguities.count)
        for ambiguity in results.ambiguities {
            let key = ambiguity.key
            w.varint(key.from)
            w.string(key.symbol)
            w.varint(key.candidates.count)
            for candidate in key.candidates { w.varint(candidate) }
            w.string(key.reason.rawValue)
            w.varint(ambiguity.places.count)
            for place in ambiguity.places {
                w.varint(place.file)
                w.varint(place.line)
                w.varint(place.column)
            }
        }
        return w.finished()
    }

    /// `paths` are the run's files in order (the environment's): every place of a file's results is
    /// in that file.
    static func decode(results bytes: ArraySlice<UInt8>, paths: [String], componentCount: Int) throws -> FileResults {
        var r = FactsCodec.Reader(bytes)
        try r.readTable()
        func component() throws -> Int {
            let value = try r.varint()
            guard value >= 0, value < componentCount else { throw FactsCodec.Corrupt() }
            return value
        }
        // Files in order, as `FileResults.replace` needs.
        var last = 0
        func file() throws -> Int {
            let value = try r.varint()
            guard value >= last, value < paths.count else { throw FactsCodec.Corrupt() }
            last = value
            return value
        }
        var results = FileResults(tally: try tally(&r), references: [], ambiguities: [])
        let referenceCount = try r.count()
        results.references.reserveCapacity(min(referenceCount, r.remaining))
        for _ in 0..<referenceCount {
            let file = try file()
            let from = try component()
            let to = try component()
            let location = SourceLocation(path: paths[file], line: try r.count(), column: try r.count())
            let symbol = try r.string()
            let kind = try r.enumeration(EvidenceKind.self)
            var target: SourceLocation?
            switch try r.varint() {
            case 0: break
            case 1: target = SourceLocation(path: try r.string(), line: try r.count(), column: try r.count())
            default: throw FactsCodec.Corrupt()
            }
            results.references.append(
                (file, ResolvedReference(from: from, to: to, evidence: Evidence(location: location, symbol: symbol, kind: kind, target: target))))
        }
        var ambiguities: [FileResults.Ambiguity] = []
        let ambiguityCount = try r.count()
        ambiguities.reserveCapacity(min(ambiguityCount, r.remaining))
        for _ in 0..<ambiguityCount {
            let from = try component()
            let symbol = try r.string()
            var candidates: [Int] = []
            for _ in 0..<(try r.count()) { candidates.append(try component()) }
            let reason = try r.enumeration(UnresolvedReference.Reason.self)
            var places: [FileResults.Place] = []
            let placeCount = try r.count()
            places.reserveCapacity(min(placeCount, r.remaining))
            last = 0
            for _ in 0..<placeCount {
                places.append(FileResults.Place(file: try file(), line: try r.count(), column: try r.count()))
            }
            guard !places.isEmpty else { throw FactsCodec.Corrupt() }
            ambiguities.append(
                FileResults.Ambiguity(
                    key: FileResults.Key(from: from, symbol: symbol, candidates: candidates, reason: reason), places: places))
        }
        results.ambiguities = ambiguities
        guard r.isAtEnd else { throw FactsCodec.Corrupt() }
        return results
    }
}
