import CouplingModel

/// The second reads of the run-time pass kept between runs (`runtime-references.facts` in the cache
/// folder): constants looked for and wrappers' calls, so that a warm run reads and tokenises only the
/// files that changed. (What each file's own scan found is in the frontends' facts cache.) An entry is keyed by the file's
/// path and content hash (`FileStamp` spares the read of an unchanged file), within a file keyed by
/// the tool version; the body opens with a digest of the scanner's options (call shapes, mediator
/// prefixes), and entries written under other options are not used. Same container, checks and
/// atomic writes as the facts cache (`CacheFile`).
struct RuntimeFactsCache: Sendable {
    /// What one file gave the second reads.
    struct Entry: Sendable {
        var stamp: FileStamp
        var hash: ContentHash
        /// The constants-only scan, once a constant the calls spell was looked for in this file.
        var constants: RuntimeFileFacts?
        /// Whether the file holds a wrapper's name, and the calls of wrappers found in it (valid for
        /// the cache's wrappers digest only: `CachedRuntimeScan` clears them when the wrappers change).
        var wrapperTriggered: Bool?
        var wrapperCalls: RuntimeFileFacts?

        init(stamp: FileStamp, hash: ContentHash, constants: RuntimeFileFacts? = nil, wrapperTriggered: Bool? = nil, wrapperCalls: RuntimeFileFacts? = nil) {
            self.stamp = stamp
            self.hash = hash
            self.constants = constants
            self.wrapperTriggered = wrapperTriggered
            self.wrapperCalls = wrapperCalls
        }

        /// What this entry already answers for a scan: `.some(nil)` for "nothing to scan" (no trigger
        /// word), nil when the file must be scanned.
        func answer(_ mode: RuntimeFileScanner.Mode) -> RuntimeFileFacts?? {
            switch mode {
            case .constants: return constants.map { .some($0) }
            case .wrapperCalls:
                guard let wrapperTriggered else { return nil }
                guard wrapperTriggered else { return .some(nil) }
                return wrapperCalls.map { .some($0) }
            }
        }
    }

    let file: String
    let key: ContentHash
    private var container: CacheFile { CacheFile(path: file, magic: Array("CPLRTIM8".utf8)) }

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
                let constants = try RuntimeFactsCodec.decode(&r, path: path)
                let wrapperTriggered: Bool? = try [nil, false, true][r.count(limit: 2)]
                let wrapperCalls = try RuntimeFactsCodec.decode(&r, path: path)
                entries[path] = Entry(
                    stamp: stamp, hash: hash, constants: constants,
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
                RuntimeFactsCodec.encode(entry.constants, path: path, to: &w)
                w.varint(entry.wrapperTriggered.map { $0 ? 2 : 1 } ?? 0)
                RuntimeFactsCodec.encode(entry.wrapperCalls, path: path, to: &w)
            }
        }
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
