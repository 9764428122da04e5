import CouplingModel
import Foundation

/// Per-file facts kept between runs, one file per frontend pass under the cache folder
/// (the user's cache folder by default: `DefaultCacheLocation`). An entry is keyed by the file's path and content hash,
/// within a cache file keyed by the frontend, its options and the tool version. A file whose size
/// and modification time are unchanged is not read again (`FileStamp`); otherwise it is read and
/// hashed, and reused when its content is unchanged. A cache file that does not check out (wrong
/// magic, version, key or checksum; truncated) is ignored and rebuilt, never trusted. Files are
/// written to a temporary name and renamed, so concurrent runs never see half a file.
struct FactsCache: Sendable {
    struct Entry: Sendable {
        var stamp: FileStamp
        var hash: ContentHash
        /// Lines of the file, for the size metrics (read here so that nothing reads the file again).
        var lines: Int
        /// `FactsCodec.encodeInterface` of the facts.
        var interface: ArraySlice<UInt8>
        /// `FactsCodec.encodeReferences` of the facts, decoded only when needed.
        var references: ArraySlice<UInt8>
        var referenceCount: Int
        var fingerprint: FactsFingerprint
        /// `RuntimeFactsCodec.encode` of the frontend's run-time scan (the file's run-time facts, the
        /// names it calls), decoded with the interface.
        var runtime: ArraySlice<UInt8>

        /// The entry of facts just extracted.
        init(stamp: FileStamp, hash: ContentHash, lines: Int, facts: FileFacts) {
            self.stamp = stamp
            self.hash = hash
            self.lines = lines
            interface = FactsCodec.encodeInterface(facts)[...]
            let references = FactsCodec.encodeReferences(facts.references)
            self.references = references[...]
            referenceCount = facts.references.count
            fingerprint = FactsFingerprint(facts, references: references)
            runtime = RuntimeFactsCodec.encode(facts.runtime, calledNames: facts.calledNames, path: facts.path)
        }

        init(
            stamp: FileStamp, hash: ContentHash, lines: Int, interface: ArraySlice<UInt8>, references: ArraySlice<UInt8>,
            referenceCount: Int, fingerprint: FactsFingerprint, runtime: ArraySlice<UInt8>
        ) {
            self.stamp = stamp
            self.hash = hash
            self.lines = lines
            self.interface = interface
            self.references = references
            self.referenceCount = referenceCount
            self.fingerprint = fingerprint
            self.runtime = runtime
        }
    }

    let file: String
    let key: ContentHash
    private var container: CacheFile { CacheFile(path: file, magic: Array("CPLFACTF".utf8)) }

    init(directory: String, passID: String, frontendKey: String, toolFingerprint: String) {
        file = directory + "/" + passID + ".facts"
        key = ContentHash(frontendKey + "\u{0}" + toolFingerprint + "\u{0}" + FactsCodec.Ordinals.layout)
    }

    /// The entries by path; empty when the file is missing or was written for another frontend or
    /// tool; empty with a note when it does not check out.
    func load() -> (entries: [String: Entry], diagnostic: Diagnostic?) {
        do {
            guard var r = try container.read(key: key) else { return ([:], nil) }
            return (try decode(&r), nil)
        } catch {
            return ([:], Diagnostic(.note, code: "cache-ignored", "the cache file \(file) did not check out; it is rebuilt"))
        }
    }

    func save(_ entries: [String: Entry]) throws {
        // Written out as it is made: every file's facts, once more, would be a second copy of them all.
        try container.write(key: key) { w, flush in
            w.varint(entries.count)
            // (In the paths' order, the same every run; the paths are sorted, not the entries, which
            // are large to move.)
            for path in entries.keys.sorted() {
                guard let entry = entries[path] else { continue }
                w.raw(path)
                w.varint(entry.stamp.size)
                w.varint(Int(entry.stamp.modified))
                w.varint(entry.lines)
                for hash in [
                    entry.hash, entry.fingerprint.declarations, entry.fingerprint.imports, entry.fingerprint.references,
                ] {
                    CacheFile.hash(hash, to: &w)
                }
                w.varint(entry.referenceCount)
                w.blob(entry.interface)
                w.blob(entry.references)
                w.blob(entry.runtime)
                try flush(&w)
            }
        }
    }

    private func decode(_ r: inout FactsCodec.Reader) throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        let count = try r.count()
        entries.reserveCapacity(min(count, r.remaining))
        for _ in 0..<count {
            let path = try r.raw()
            let size = try r.count(limit: Int.max)
            let modified = Int64(try r.varint())
            let lines = try r.count(limit: Int.max)
            let content = try CacheFile.hash(&r)
            let fingerprint = FactsFingerprint(
                declarations: try CacheFile.hash(&r), imports: try CacheFile.hash(&r), references: try CacheFile.hash(&r))
            let referenceCount = try r.count()
            entries[path] = Entry(
                stamp: FileStamp(size: size, modified: modified), hash: content, lines: lines, interface: try r.blob(), references: try r.blob(),
                referenceCount: referenceCount, fingerprint: fingerprint, runtime: try r.blob())
        }
        guard r.isAtEnd else { throw FactsCodec.Corrupt() }
        return entries
    }
}
