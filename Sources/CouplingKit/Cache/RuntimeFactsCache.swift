import CouplingModel

/// Per-file run-time facts kept between runs (`runtime-references.facts` in the cache folder), so
/// that a warm run reads and tokenises only the files that changed. An entry is keyed by the file's
/// path and content hash (`FileStamp` spares the read of an unchanged file), within a file keyed by
/// the tool version; the body opens with a digest of the scanner's options (call shapes, mediator
/// prefixes), and entries written under other options are not used. Same container, checks and
/// atomic writes as the facts cache (`CacheFile`).
struct RuntimeFactsCache: Sendable {
    /// What one file gave the scanner. Most files hold no trigger word: their entry is the stamp,
    /// the hash and `triggered` false.
    struct Entry: Sendable {
        var stamp: FileStamp
        var hash: ContentHash
        /// Whether the file holds a trigger word (then `facts` is its full scan, once made).
        var triggered: Bool
        var facts: RuntimeFileFacts?
        /// The constants-only scan, once a constant the calls spell was looked for in this file.
        var constants: RuntimeFileFacts?
        /// Whether the file holds a wrapper's name, and the calls of wrappers found in it (valid for
        /// the cache's wrappers digest only: `CachedRuntimeScan` clears them when the wrappers change).
        var wrapperTriggered: Bool?
        var wrapperCalls: RuntimeFileFacts?

        /// What this entry already answers for a scan: `.some(nil)` for "nothing to scan" (no trigger
        /// word), nil when the file must be scanned.
        func answer(_ mode: RuntimeFileScanner.Mode) -> RuntimeFileFacts?? {
            switch mode {
            case .constants: return constants.map { .some($0) }
            case .full:
                guard triggered else { return .some(nil) }
                return facts.map { .some($0) }
            case .wrapperCalls:
                guard let wrapperTriggered else { return nil }
                guard wrapperTriggered else { return .some(nil) }
                return wrapperCalls.map { .some($0) }
            }
        }
    }

    let file: String
    let key: ContentHash
    private var container: CacheFile { CacheFile(path: file, magic: Array("CPLRTIM4".utf8)) }

    init(directory: String, toolFingerprint: String) {
        file = directory + "/" + RuntimeReferencesPass.id + ".facts"
        key = ContentHash("runtime\u{0}" + toolFingerprint)
    }

    /// The options digest and entries by path; empty when the file is missing or was written by
    /// another tool; empty with a note when it does not check out.
    func load() -> (options: ContentHash?, wrappers: ContentHash?, entries: [String: Entry], diagnostic: Diagnostic?) {
        do {
            guard var r = try container.read(key: key) else { return (nil, nil, [:], nil) }
            let options = try CacheFile.hash(&r)
            let wrappers = try CacheFile.hash(&r)
            var entries: [String: Entry] = [:]
            let count = try r.count()
            entries.reserveCapacity(min(count, r.remaining))
            for _ in 0..<count {
                let path = try r.raw()
                let stamp = FileStamp(size: try r.count(limit: Int.max), modified: Int64(try r.varint()))
                let hash = try CacheFile.hash(&r)
                let triggered = try r.count(limit: 1) == 1
                let facts = try Self.decodeOptional(&r, path: path)
                let constants = try Self.decodeOptional(&r, path: path)
                let wrapperTriggered: Bool? = try [nil, false, true][r.count(limit: 2)]
                let wrapperCalls = try Self.decodeOptional(&r, path: path)
                entries[path] = Entry(
                    stamp: stamp, hash: hash, triggered: triggered, facts: facts, constants: constants,
                    wrapperTriggered: wrapperTriggered, wrapperCalls: wrapperCalls)
            }
            guard r.isAtEnd else { throw FactsCodec.Corrupt() }
            return (options, wrappers, entries, nil)
        } catch {
            return (nil, nil, [:], Diagnostic(.note, code: "cache-ignored", "the cache file \(file) did not check out; it is rebuilt"))
        }
    }

    func save(options: ContentHash, wrappers: ContentHash, _ entries: [String: Entry]) throws {
        try container.write(key: key) { w in
            CacheFile.hash(options, to: &w)
            CacheFile.hash(wrappers, to: &w)
            w.varint(entries.count)
            for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
                w.raw(path)
                w.varint(entry.stamp.size)
                w.varint(Int(entry.stamp.modified))
                CacheFile.hash(entry.hash, to: &w)
                w.varint(entry.triggered ? 1 : 0)
                Self.encodeOptional(entry.facts, path: path, to: &w)
                Self.encodeOptional(entry.constants, path: path, to: &w)
                w.varint(entry.wrapperTriggered.map { $0 ? 2 : 1 } ?? 0)
                Self.encodeOptional(entry.wrapperCalls, path: path, to: &w)
            }
        }
    }

    // MARK: - Codec (raw strings: entries are few and small)

    private static func encodeOptional(_ facts: RuntimeFileFacts?, path: String, to w: inout FactsCodec.Writer) {
        guard let facts else { return w.varint(0) }
        w.varint(1)
        w.varint(facts.mentions.count)
        for m in facts.mentions {
            w.raw(m.family.rawValue)
            w.raw(m.role.rawValue)
            w.raw(m.names.rawValue)
            encode(m.key, to: &w)
            if let key2 = m.key2 {
                w.varint(1)
                encode(key2, to: &w)
            } else {
                w.varint(0)
            }
            w.raw(m.mechanism)
            encode(m.location, path: path, to: &w)
            w.varint(m.provider == nil ? 0 : 1)
            if let provider = m.provider { w.raw(provider) }
        }
        w.varint(facts.constants.count)
        for c in facts.constants {
            w.raw(c.name)
            encode(c.value, to: &w)
            encode(c.location, path: path, to: &w)
        }
        w.varint(facts.dynamicKeys)
        w.varint(facts.dynamicUses.count)
        for use in facts.dynamicUses {
            w.raw(use.family.rawValue)
            w.raw(use.role.rawValue)
        }
        w.varint(facts.wrappers.count)
        for shape in facts.wrappers {
            w.raw(shape.family.rawValue)
            w.raw(shape.role.rawValue)
            w.raw(shape.names.rawValue)
            w.raw(shape.swift ?? "")
            w.raw(shape.objc ?? "")
            w.varint(shape.key)
        }
    }

    private static func decodeOptional(_ r: inout FactsCodec.Reader, path: String) throws -> RuntimeFileFacts? {
        guard try r.count(limit: 1) == 1 else { return nil }
        var facts = RuntimeFileFacts()
        for _ in 0..<(try r.count()) {
            let family = try r.rawEnumeration(RuntimeFamily.self)
            let role = try r.rawEnumeration(RuntimeRole.self)
            let names = try r.rawEnumeration(RuntimeNames.self)
            let key = try decodeKey(&r)
            let key2 = try r.count(limit: 1) == 1 ? try decodeKey(&r) : nil
            let mechanism = try r.raw()
            let location = try decodeLocation(&r, path: path)
            let provider = try r.count(limit: 1) == 1 ? try r.raw() : nil
            facts.mentions.append(
                RuntimeMention(
                    family: family, role: role, names: names, key: key, key2: key2, mechanism: mechanism,
                    location: location, provider: provider))
        }
        for _ in 0..<(try r.count()) {
            let name = try r.raw()
            let value = try decodeKey(&r)
            facts.constants.append(RuntimeConstant(name: name, value: value, location: try decodeLocation(&r, path: path)))
        }
        facts.dynamicKeys = try r.count()
        for _ in 0..<(try r.count()) {
            facts.dynamicUses.append(
                RuntimeDynamicUse(family: try r.rawEnumeration(RuntimeFamily.self), role: try r.rawEnumeration(RuntimeRole.self)))
        }
        for _ in 0..<(try r.count()) {
            let family = try r.rawEnumeration(RuntimeFamily.self)
            let role = try r.rawEnumeration(RuntimeRole.self)
            let names = try r.rawEnumeration(RuntimeNames.self)
            let swift = Self.nonEmpty(try r.raw())
            let objc = Self.nonEmpty(try r.raw())
            facts.wrappers.append(
                RuntimeShape(family: family, role: role, names: names, objc: objc, swift: swift, key: try r.count()))
        }
        return facts
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private static func encode(_ key: RuntimeKeyExpression, to w: inout FactsCodec.Writer) {
        switch key {
        case .literal(let text): w.varint(0); w.raw(text)
        case .prefix(let text): w.varint(1); w.raw(text)
        case .constant(let name): w.varint(2); w.raw(name)
        }
    }

    private static func decodeKey(_ r: inout FactsCodec.Reader) throws -> RuntimeKeyExpression {
        switch try r.count(limit: 2) {
        case 0: return .literal(try r.raw())
        case 1: return .prefix(try r.raw())
        default: return .constant(try r.raw())
        }
    }

    /// A location in the entry's own file (the usual case) is written without its path.
    private static func encode(_ location: SourceLocation, path: String, to w: inout FactsCodec.Writer) {
        if location.path == path {
            w.varint(0)
        } else {
            w.varint(1)
            w.raw(location.path)
        }
        w.varint(location.line)
        w.varint(location.column)
    }

    private static func decodeLocation(_ r: inout FactsCodec.Reader, path: String) throws -> SourceLocation {
        let own = try r.count(limit: 1) == 0
        let locationPath = own ? path : try r.raw()
        return SourceLocation(path: locationPath, line: try r.count(limit: Int.max), column: try r.count(limit: Int.max))
    }
}

/// The run-time facts cache as the last run left it (empty when the run keeps no cache).
public struct KeptRuntimeFacts: Sendable {
    /// Nil when the run keeps no cache.
    let cache: RuntimeFactsCache?
    /// The digest of the scanner options the entries were made with.
    let options: ContentHash?
    /// The digest of the wrappers (derived shapes) their wrapper calls were found with.
    let wrappers: ContentHash?
    let entries: [String: RuntimeFactsCache.Entry]
    let diagnostic: Diagnostic?
}

public enum KeptRuntimeFactsKey: ArtifactKey {
    public typealias Value = KeptRuntimeFacts
    public static let name = "kept-runtime-facts"
}
