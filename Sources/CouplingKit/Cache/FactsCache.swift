import CouplingModel
import Foundation

/// Per-file facts kept between runs, one file per frontend pass under the cache folder
/// (`PATH/.coupling/cache` by default). An entry is keyed by the file's path and content hash,
/// within a cache file keyed by the frontend, its options and the tool version. A file whose size
/// and modification time are unchanged is not read again (as git does); otherwise it is read and
/// hashed, and reused when its content is unchanged. A cache file that does not check out (wrong
/// magic, version, key or checksum; truncated) is ignored and rebuilt, never trusted. Files are
/// written to a temporary name and renamed, so concurrent runs never see half a file.
struct FactsCache: Sendable {
    struct Entry: Sendable {
        var size: Int
        /// Modification time in nanoseconds; `untrusted` when it was too recent to be trusted (a
        /// time of 0 is real: archives and reproducible builds set it).
        var modified: Int64
        static let untrusted: Int64 = -1
        var hash: ContentHash
        var facts: [UInt8]
    }

    static let magic: [UInt8] = Array("CPLFACT1".utf8)
    let file: String
    let key: ContentHash

    init(directory: String, passID: String, frontendKey: String, toolFingerprint: String) {
        file = directory + "/" + passID + ".facts"
        key = ContentHash(frontendKey + "\u{0}" + toolFingerprint)
    }

    /// The entries by path; empty, with a note, when the file is missing or does not check out.
    func load() -> (entries: [String: Entry], diagnostic: Diagnostic?) {
        guard FileManager.default.fileExists(atPath: file) else { return ([:], nil) }
        do {
            let bytes = try FileSystem.read(file)
            return (try decode(bytes), nil)
        } catch {
            return ([:], Diagnostic(.note, code: "cache-ignored", "the cache file \(file) did not check out; it is rebuilt"))
        }
    }

    func save(_ entries: [String: Entry]) throws {
        let directory = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let data = Data(encode(entries))
        try data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    private func encode(_ entries: [String: Entry]) -> [UInt8] {
        var w = FactsCodec.Writer()
        w.varint(Int(truncatingIfNeeded: key.high))
        w.varint(Int(truncatingIfNeeded: key.low))
        w.varint(entries.count)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            w.raw(path)
            w.varint(entry.size)
            w.varint(Int(entry.modified))
            w.varint(Int(truncatingIfNeeded: entry.hash.high))
            w.varint(Int(truncatingIfNeeded: entry.hash.low))
            w.varint(entry.facts.count)
            w.append(entry.facts)
        }
        let body = w.finished()
        let sum = ContentHash(body)
        var trailer = FactsCodec.Writer()
        trailer.varint(Int(truncatingIfNeeded: sum.high))
        trailer.varint(Int(truncatingIfNeeded: sum.low))
        return Self.magic + body + trailer.finished()
    }

    private func decode(_ bytes: [UInt8]) throws -> [String: Entry] {
        guard bytes.count > Self.magic.count, Array(bytes.prefix(Self.magic.count)) == Self.magic else {
            throw FactsCodec.Corrupt()
        }
        var r = FactsCodec.Reader(bytes, offset: Self.magic.count)
        try r.readTable()  // empty: entries use raw strings
        guard UInt64(bitPattern: Int64(try r.varint())) == key.high, UInt64(bitPattern: Int64(try r.varint())) == key.low
        else { throw FactsCodec.Corrupt() }
        var entries: [String: Entry] = [:]
        let count = try r.count()
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let path = try r.raw()
            let size = try r.count(limit: Int.max)
            let modified = Int64(try r.varint())
            let high = UInt64(bitPattern: Int64(try r.varint()))
            let low = UInt64(bitPattern: Int64(try r.varint()))
            let length = try r.count()
            guard r.offset + length <= bytes.count else { throw FactsCodec.Corrupt() }
            let facts = Array(bytes[r.offset..<r.offset + length])
            r.offset += length
            entries[path] = Entry(size: size, modified: modified, hash: ContentHash(high: high, low: low), facts: facts)
        }
        let bodyEnd = r.offset
        var trailer = FactsCodec.Reader(bytes, offset: bodyEnd)
        try trailer.readTable()
        let sum = ContentHash(Array(bytes[Self.magic.count..<bodyEnd]))
        guard UInt64(bitPattern: Int64(try trailer.varint())) == sum.high,
            UInt64(bitPattern: Int64(try trailer.varint())) == sum.low, trailer.offset == bytes.count
        else { throw FactsCodec.Corrupt() }
        return entries
    }
}
