import CouplingModel

/// What `resolve-references` decided for each file in an earlier run, kept under the cache folder
/// (`resolve-references.resolution`), so that a warm run resolves again only what may have changed.
///
/// A file's resolution depends on (1) its own facts, (2) who declares each name it uses, and (3) the
/// rest: every file's imports (visibility, include reach), the components, the module map, the
/// settings and the tool. The cache file is keyed by (3), the environment: when any import anywhere
/// changes, everything is resolved again. Each entry keeps the file's facts fingerprint (1), and for
/// (2) the names the file uses and the names it declares (as 32-bit hashes: a collision can only
/// make a file be resolved again for nothing). A file is resolved again when its facts changed, or
/// when it uses a name that a file whose declarations changed declares, or declared before. The
/// whole resolution of the run is kept too, for a run in which every file keeps its answer. Same
/// container as the facts cache: a file that does not check out is ignored and rebuilt.
struct ResolutionCache: Sendable {
    struct Entry: Sendable {
        var fingerprint: FactsFingerprint
        /// `names(_:)` of the names the file declares and of the names it uses, still encoded.
        var declared: ArraySlice<UInt8>
        var used: ArraySlice<UInt8>
        /// `encode(_:)` of the file's resolution.
        var resolution: ArraySlice<UInt8>

        init(fingerprint: FactsFingerprint, declared: ArraySlice<UInt8>, used: ArraySlice<UInt8>, resolution: ArraySlice<UInt8>) {
            self.fingerprint = fingerprint
            self.declared = declared
            self.used = used
            self.resolution = resolution
        }

        /// The entry of a file just resolved.
        init(fingerprint: FactsFingerprint, facts: FileFacts, references: [Reference], resolution: FileResolution) {
            self.fingerprint = fingerprint
            declared = ResolutionCache.encode(names: ResolutionCache.declaredNames(facts.declarations))[...]
            used = ResolutionCache.encode(names: ResolutionCache.usedNames(references))[...]
            self.resolution = ResolutionCache.encode(resolution)[...]
        }
    }

    let file: CacheFile
    let environment: ContentHash

    init(directory: String, environment: ContentHash) {
        file = CacheFile(path: directory + "/resolve-references.resolution", magic: Array("CPLRESO3".utf8))
        self.environment = environment
    }

    /// The environment every file is resolved in. `nil` when a file has no fingerprint (the run
    /// keeps no cache, or a file could not be read), since then the environment cannot be known.
    static func environment(
        tree: SourceTree, files: [ExtractedFacts.File], modules: ModuleMap, settings: ScanSettings, options: String
    ) -> ContentHash? {
        var w = FactsCodec.Writer()
        w.raw(settings.toolFingerprint)
        w.raw(settings.configuration.swiftVisibility.rawValue)
        w.raw(options)
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
        let modulesByName = modules.components.sorted { $0.key < $1.key }
        w.varint(modulesByName.count)
        for (name, components) in modulesByName {
            w.raw(name)
            w.varint(components.count)
            for component in components { w.varint(component) }
        }
        w.varint(files.count)
        for file in files {
            guard let fingerprint = file.fingerprint else {
                // Nothing was extracted from an unreadable file; it contributes nothing.
                if file.referenceCount == 0, file.facts.declarations.isEmpty, file.facts.imports.isEmpty {
                    w.raw(file.facts.path)
                    continue
                }
                return nil
            }
            w.raw(file.facts.path)
            CacheFile.hash(fingerprint.imports, to: &w)
        }
        return ContentHash(w.bytes)
    }

    /// Entries by path and the notes resolution gave in that environment (nil: none kept); empty
    /// when the file is missing or was written for another environment; empty with a note when it
    /// does not check out.
    func load() -> Loaded {
        do {
            guard var r = try file.read(key: environment) else { return Loaded() }
            var notes: [Diagnostic] = []
            for _ in 0..<(try r.count()) {
                let severity = try r.rawEnumeration(Diagnostic.Severity.self)
                let code = try r.raw()
                let message = try r.raw()
                let path = try r.varint() == 1 ? try r.raw() : nil
                let line = try r.varint()
                notes.append(Diagnostic(severity, code: code, message, path: path, line: line < 0 ? nil : line))
            }
            let merged = try r.blob()
            var entries: [String: Entry] = [:]
            let count = try r.count()
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path = try r.raw()
                let fingerprint = FactsFingerprint(
                    declarations: try CacheFile.hash(&r), imports: try CacheFile.hash(&r), references: try CacheFile.hash(&r))
                entries[path] = Entry(
                    fingerprint: fingerprint, declared: try r.blob(), used: try r.blob(), resolution: try r.blob())
            }
            guard r.isAtEnd else { throw FactsCodec.Corrupt() }
            return Loaded(entries: entries, notes: notes, merged: merged)
        } catch {
            return Loaded(
                diagnostic: Diagnostic(
                    .note, code: "cache-ignored", "the cache file \(file.path) did not check out; it is rebuilt"))
        }
    }

    struct Loaded {
        var entries: [String: Entry] = [:]
        /// The notes resolution gave in this environment; nil when none were kept.
        var notes: [Diagnostic]?
        /// `encode(merged:)` of the whole resolution of that run: the answer when every file kept its own.
        var merged: ArraySlice<UInt8> = []
        var diagnostic: Diagnostic?
    }

    func save(_ entries: [String: Entry], notes: [Diagnostic], merged: Resolution) throws {
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
            w.blob(Self.encode(merged: merged))
            w.varint(entries.count)
            for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
                w.raw(path)
                CacheFile.hash(entry.fingerprint.declarations, to: &w)
                CacheFile.hash(entry.fingerprint.imports, to: &w)
                CacheFile.hash(entry.fingerprint.references, to: &w)
                w.blob(entry.declared)
                w.blob(entry.used)
                w.blob(entry.resolution)
            }
        }
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

    /// Every name a file's declarations can be found under, in either language (a superset is
    /// harmless: it can only make more files be resolved again).
    static func declaredNames(_ declarations: [Declaration]) -> Set<UInt32> {
        var names = Set<UInt32>()
        for declaration in declarations {
            names.insert(nameHash(declaration.name))
            if let swiftName = declaration.swiftName { names.insert(nameHash(swiftName)) }
            if let objcName = declaration.objcName { names.insert(nameHash(objcName)) }
        }
        return names
    }

    static func usedNames(_ references: [Reference]) -> Set<UInt32> {
        var names = Set<UInt32>()
        references.withUnsafeBufferPointer { references in
            for index in references.indices { names.insert(nameHash(references[index].name)) }
        }
        return names
    }

    /// Sorted, delta-encoded varints.
    static func encode(names: Set<UInt32>) -> [UInt8] {
        var w = FactsCodec.Writer()
        w.varint(names.count)
        var previous: UInt32 = 0
        for name in names.sorted() {
            w.varint(Int(name &- previous))
            previous = name
        }
        return w.bytes
    }

    static func decode(names bytes: ArraySlice<UInt8>) throws -> [UInt32] {
        var r = FactsCodec.Reader(bytes)
        let count = try r.count()
        var names: [UInt32] = []
        names.reserveCapacity(count)
        var previous: UInt32 = 0
        for _ in 0..<count {
            let delta = try r.varint()
            guard delta >= 0, delta <= Int(UInt32.max) else { throw FactsCodec.Corrupt() }
            previous = previous &+ UInt32(delta)
            names.append(previous)
        }
        guard r.isAtEnd else { throw FactsCodec.Corrupt() }
        return names
    }

    // MARK: One file's resolution

    static func encode(_ resolution: FileResolution) -> [UInt8] {
        var w = FactsCodec.Writer()
        w.varint(resolution.from)
        w.varint(resolution.examined)
        w.varint(resolution.references.count)
        for reference in resolution.references {
            let evidence = reference.evidence
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
        w.varint(resolution.undecided.count)
        for item in resolution.undecided {
            w.string(item.symbol)
            w.varint(item.location.line)
            w.varint(item.location.column)
            w.varint(item.candidates.count)
            for candidate in item.candidates { w.varint(candidate) }
            w.string(item.reason.rawValue)
        }
        return w.finished()
    }

    /// `path` is the file's: every place in a file's resolution is in that file.
    static func decode(_ bytes: ArraySlice<UInt8>, path: String, componentCount: Int) throws -> FileResolution {
        var r = FactsCodec.Reader(bytes)
        try r.readTable()
        func component() throws -> Int {
            let value = try r.varint()
            guard value >= 0, value < componentCount else { throw FactsCodec.Corrupt() }
            return value
        }
        var resolution = FileResolution(from: try component(), examined: try r.count())
        for _ in 0..<(try r.count()) {
            let to = try component()
            let location = SourceLocation(path: path, line: try r.count(), column: try r.count())
            let symbol = try r.string()
            let kind = try r.enumeration(EvidenceKind.self)
            var target: SourceLocation?
            switch try r.varint() {
            case 0: break
            case 1: target = SourceLocation(path: try r.string(), line: try r.count(), column: try r.count())
            default: throw FactsCodec.Corrupt()
            }
            resolution.references.append(
                ResolvedReference(
                    from: resolution.from, to: to, evidence: Evidence(location: location, symbol: symbol, kind: kind, target: target)))
        }
        for _ in 0..<(try r.count()) {
            let symbol = try r.string()
            let location = SourceLocation(path: path, line: try r.count(), column: try r.count())
            var candidates: [Int] = []
            for _ in 0..<(try r.count()) { candidates.append(try component()) }
            resolution.undecided.append(
                FileResolution.Undecided(
                    symbol: symbol, location: location, candidates: candidates,
                    reason: try r.enumeration(AmbiguousReference.Reason.self)))
        }
        guard r.isAtEnd else { throw FactsCodec.Corrupt() }
        return resolution
    }

    // MARK: The whole resolution

    static func encode(merged resolution: Resolution) -> [UInt8] {
        var w = FactsCodec.Writer()
        func location(_ place: SourceLocation) {
            w.string(place.path)
            w.varint(place.line)
            w.varint(place.column)
        }
        w.varint(resolution.examined)
        w.varint(resolution.ambiguousCount)
        w.varint(resolution.references.count)
        for reference in resolution.references {
            w.varint(reference.from)
            w.varint(reference.to)
            location(reference.evidence.location)
            w.string(reference.evidence.symbol)
            w.string(reference.evidence.kind.rawValue)
            w.varint(reference.evidence.target == nil ? 0 : 1)
            if let target = reference.evidence.target { location(target) }
        }
        w.varint(resolution.ambiguous.count)
        for item in resolution.ambiguous {
            w.string(item.from)
            w.string(item.symbol)
            location(item.location)
            w.varint(item.candidates.count)
            for candidate in item.candidates { w.string(candidate) }
            w.string(item.reason.rawValue)
            w.varint(item.count)
            w.varint(item.locations.count)
            for place in item.locations { location(place) }
        }
        return w.finished()
    }

    static func decode(merged bytes: ArraySlice<UInt8>, info: ResolutionInfo, componentCount: Int) throws -> Resolution {
        var r = FactsCodec.Reader(bytes)
        try r.readTable()
        func location() throws -> SourceLocation {
            SourceLocation(path: try r.string(), line: try r.count(), column: try r.count())
        }
        func component() throws -> Int {
            let value = try r.varint()
            guard value >= 0, value < componentCount else { throw FactsCodec.Corrupt() }
            return value
        }
        let examined = try r.count(limit: Int.max)
        let ambiguousCount = try r.count(limit: Int.max)
        var references: [ResolvedReference] = []
        let referenceCount = try r.count()
        references.reserveCapacity(referenceCount)
        for _ in 0..<referenceCount {
            let from = try component()
            let to = try component()
            let place = try location()
            let symbol = try r.string()
            let kind = try r.enumeration(EvidenceKind.self)
            let target = try r.varint() == 1 ? try location() : nil
            references.append(
                ResolvedReference(
                    from: from, to: to, evidence: Evidence(location: place, symbol: symbol, kind: kind, target: target)))
        }
        var ambiguous: [AmbiguousReference] = []
        for _ in 0..<(try r.count()) {
            let from = try r.string()
            let symbol = try r.string()
            let place = try location()
            var candidates: [String] = []
            for _ in 0..<(try r.count()) { candidates.append(try r.string()) }
            let reason = try r.enumeration(AmbiguousReference.Reason.self)
            let count = try r.count(limit: Int.max)
            var locations: [SourceLocation] = []
            for _ in 0..<(try r.count()) { locations.append(try location()) }
            ambiguous.append(
                AmbiguousReference(
                    from: from, symbol: symbol, location: place, candidates: candidates, reason: reason, count: count,
                    locations: locations))
        }
        guard r.isAtEnd, !bytes.isEmpty else { throw FactsCodec.Corrupt() }
        return Resolution(
            references: references, ambiguous: ambiguous, ambiguousCount: ambiguousCount, info: info, examined: examined)
    }
}
