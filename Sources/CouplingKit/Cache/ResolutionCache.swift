import CouplingModel

/// What `resolve-references` decided for each file in an earlier run, kept under the cache folder
/// (`resolve-references.resolution`). A file's resolution depends on its own facts and on an
/// environment: every file's declarations and imports, the components, the module map, the settings
/// and the tool. The cache file is keyed by that environment, each entry by the file's facts, so a
/// warm run re-resolves only the files whose facts changed, and resolves everything again as soon as
/// any declaration or import anywhere changes. Same container as the facts cache: a file that does
/// not check out is ignored and rebuilt.
struct ResolutionCache: Sendable {
    struct Entry: Sendable {
        var fingerprint: FactsFingerprint
        /// `encode(_:)` of the file's resolution.
        var resolution: [UInt8]
    }

    let file: CacheFile
    let environment: ContentHash

    init(directory: String, environment: ContentHash) {
        file = CacheFile(path: directory + "/resolve-references.resolution", magic: Array("CPLRESO1".utf8))
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
            CacheFile.hash(fingerprint.interface, to: &w)
        }
        return ContentHash(w.bytes)
    }

    /// Entries by path and the notes resolution gave in that environment (nil: none kept); empty
    /// when the file is missing or was written for another environment; empty with a note when it
    /// does not check out.
    func load() -> (entries: [String: Entry], notes: [Diagnostic]?, diagnostic: Diagnostic?) {
        do {
            guard var r = try file.read(key: environment) else { return ([:], nil, nil) }
            var notes: [Diagnostic] = []
            for _ in 0..<(try r.count()) {
                let severity = try r.rawEnumeration(Diagnostic.Severity.self)
                let code = try r.raw()
                let message = try r.raw()
                let path = try r.varint() == 1 ? try r.raw() : nil
                let line = try r.varint()
                notes.append(Diagnostic(severity, code: code, message, path: path, line: line < 0 ? nil : line))
            }
            var entries: [String: Entry] = [:]
            let count = try r.count()
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path = try r.raw()
                let fingerprint = FactsFingerprint(interface: try CacheFile.hash(&r), references: try CacheFile.hash(&r))
                entries[path] = Entry(fingerprint: fingerprint, resolution: try r.blob())
            }
            guard r.offset == r.bytes.count else { throw FactsCodec.Corrupt() }
            return (entries, notes, nil)
        } catch {
            return (
                [:], nil,
                Diagnostic(.note, code: "cache-ignored", "the cache file \(file.path) did not check out; it is rebuilt")
            )
        }
    }

    func save(_ entries: [String: Entry], notes: [Diagnostic]) throws {
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
            w.varint(entries.count)
            for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
                w.raw(path)
                CacheFile.hash(entry.fingerprint.interface, to: &w)
                CacheFile.hash(entry.fingerprint.references, to: &w)
                w.blob(entry.resolution)
            }
        }
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
    static func decode(_ bytes: [UInt8], path: String, componentCount: Int) throws -> FileResolution {
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
        guard r.offset == bytes.count else { throw FactsCodec.Corrupt() }
        return resolution
    }
}
