import CouplingModel
import Foundation

/// The container every cache file shares: a magic, a key (what the content is valid for), the body,
/// and a checksum of key and body. A file that does not check out (missing, another format's magic or
/// another key: silently; truncated or damaged: with a note) is never trusted. Written to a temporary name and renamed, so concurrent
/// runs never see half a file; read only when it is a regular file, never through a link.
struct CacheFile: Sendable {
    let path: String
    let magic: [UInt8]

    /// A file read, its layout checked; its key and checksum are checked by `reader(key:)`.
    struct Contents: Sendable {
        let body: ArraySlice<UInt8>
        let checksum: ContentHash

        /// A reader of the body (after the key) when it was written for `key` (nil when not: a cache of
        /// another tool or frontend, nothing to say); throws when the body does not check out.
        func reader(key: ContentHash) throws -> FactsCodec.Reader? {
            var reader = FactsCodec.Reader(body)
            guard try CacheFile.hash(&reader) == key else { return nil }
            guard ContentHash(body) == checksum else { throw FactsCodec.Corrupt() }
            return reader
        }
    }

    /// The file's contents when it exists and has this format's magic; nil when it does not exist or
    /// has another magic (another version's format: rebuilt without a word); throws when it is damaged.
    func contents() throws -> Contents? {
        guard FileSystem.kind(path) != nil else { return nil }
        let bytes = try FileSystem.read(path, followLinks: false)
        guard bytes.count > magic.count, bytes.prefix(magic.count).elementsEqual(magic) else { return nil }
        var r = FactsCodec.Reader(bytes, offset: magic.count)
        let length = try r.count(limit: Int.max)
        guard r.offset + length <= bytes.count else { throw FactsCodec.Corrupt() }
        let bodyStart = r.offset
        let bodyEnd = bodyStart + length
        r.offset = bodyEnd
        let sum = try Self.hash(&r)
        guard r.offset == bytes.count else { throw FactsCodec.Corrupt() }
        return Contents(body: bytes[bodyStart..<bodyEnd], checksum: sum)
    }

    /// A reader of the body (ending where the body ends) when the file exists, checks out and was
    /// written for `key`; nil when it does not exist or was written for another key (nothing to
    /// say); throws when it is damaged.
    func read(key: ContentHash) throws -> FactsCodec.Reader? {
        try contents()?.reader(key: key)
    }

    /// Writes `body` (written by `write`) for `key`, atomically.
    func write(key: ContentHash, body write: (inout FactsCodec.Writer) -> Void) throws {
        var w = FactsCodec.Writer()
        Self.hash(key, to: &w)
        write(&w)
        let body = w.bytes
        var head = FactsCodec.Writer()
        head.append(magic)
        head.varint(body.count)
        var tail = FactsCodec.Writer()
        Self.hash(ContentHash(body), to: &tail)
        // The folder was made ready (or refused) before the run: `CacheDirectory`.
        try SafeWriter.replace(path, withParts: [head.bytes[...], body[...], tail.bytes[...]])
    }

    static func hash(_ value: ContentHash, to w: inout FactsCodec.Writer) {
        w.varint(Int(truncatingIfNeeded: value.high))
        w.varint(Int(truncatingIfNeeded: value.low))
    }

    static func hash(_ r: inout FactsCodec.Reader) throws -> ContentHash {
        ContentHash(high: UInt64(bitPattern: Int64(try r.varint())), low: UInt64(bitPattern: Int64(try r.varint())))
    }
}

extension SafeWriter.WriteFailure: LocalizedError {
    var errorDescription: String? { reason }
}

extension CacheFile {
    /// A cache write as deferred work (`PassContext.deferred`): nothing when it succeeds, a warning
    /// naming the file when it fails (the run goes on; the next one is cold).
    static func deferredWrite(_ path: String, _ save: @escaping @Sendable () throws -> Void) -> @Sendable () -> [Diagnostic] {
        {
            do {
                try save()
                return []
            } catch {
                return [
                    Diagnostic(.warning, code: "cache-unwritable", "cannot write the cache in \(path): \(error.localizedDescription)")
                ]
            }
        }
    }
}
