import CouplingModel
import Foundation

/// The container every cache file shares: a magic, the body (starting with the key: what the content
/// is valid for), and a trailer of the body's length and checksum. A file that does not check out
/// (missing, another format's magic or another key: silently; truncated or damaged: with a note) is
/// never trusted. Written to a temporary name and renamed, so concurrent runs never see half a file,
/// in chunks as the body is made (the trailer last), so a body of hundreds of megabytes is never
/// held twice; read only when it is a regular file, never through a link.
struct CacheFile: Sendable {
    let path: String
    let magic: [UInt8]

    /// The body's length (8 bytes) and checksum (two halves of 8), little-endian, after the body.
    static let trailerSize = 24

    /// A file read, its layout checked; its key and checksum are checked by `reader(key:)`.
    struct Contents: Sendable {
        let body: ArraySlice<UInt8>
        let checksum: ContentHash

        /// A reader of the body (after the key) when it was written for `key` (nil when not: a cache of
        /// another tool or frontend, nothing to say); throws when the body does not check out.
        func reader(key: ContentHash) throws -> FactsCodec.Reader? {
            var reader = FactsCodec.Reader(body)
            guard try CacheFile.hash(&reader) == key else { return nil }
            guard Checksum.of(body) == checksum else { throw FactsCodec.Corrupt() }
            return reader
        }
    }

    /// The file's contents when it exists and has this format's magic; nil when it does not exist or
    /// has another magic (another version's format: rebuilt without a word); throws when it is damaged.
    func contents() throws -> Contents? {
        guard FileSystem.kind(path) != nil else { return nil }
        let bytes = try FileSystem.read(path, followLinks: false)
        guard bytes.count > magic.count, bytes.prefix(magic.count).elementsEqual(magic) else { return nil }
        guard bytes.count >= magic.count + Self.trailerSize else { throw FactsCodec.Corrupt() }
        let end = bytes.count - Self.trailerSize
        func word(_ at: Int) -> UInt64 { bytes[at..<(at + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) } }
        guard word(end) == UInt64(end - magic.count) else { throw FactsCodec.Corrupt() }
        return Contents(body: bytes[magic.count..<end], checksum: ContentHash(high: word(end + 8), low: word(end + 16)))
    }

    /// A reader of the body (ending where the body ends) when the file exists, checks out and was
    /// written for `key`; nil when it does not exist or was written for another key (nothing to
    /// say); throws when it is damaged.
    func read(key: ContentHash) throws -> FactsCodec.Reader? {
        try contents()?.reader(key: key)
    }

    /// Writes the body for `key`, atomically: `write` fills the writer, and may call `flush` on it
    /// as it goes (after each of many entries) to write out what it holds so far.
    func write(
        key: ContentHash, body write: (inout FactsCodec.Writer, _ flush: (inout FactsCodec.Writer) throws -> Void) throws -> Void
    ) throws {
        // The folder was made ready (or refused) before the run: `CacheDirectory`.
        try SafeWriter.replace(path) { output in
            try withoutActuallyEscaping(output) { try writeChunks(key: key, body: write, to: $0) }
        }
    }

    private func writeChunks(
        key: ContentHash, body write: (inout FactsCodec.Writer, _ flush: (inout FactsCodec.Writer) throws -> Void) throws -> Void,
        to output: @escaping (ArraySlice<UInt8>) throws -> Void
    ) throws {
        try output(magic[...])
        var checksum = Checksum()
        func flush(_ w: inout FactsCodec.Writer, all: Bool) throws {
            let taken = all ? w.bytes.count : w.bytes.count / Checksum.chunk * Checksum.chunk
            guard taken > 0 else { return }
            let piece = w.bytes[..<taken]
            checksum.add(piece)
            try output(piece)
            w.removeFirst(taken)
        }
        var w = FactsCodec.Writer()
        Self.hash(key, to: &w)
        try write(&w) { w in if w.bytes.count >= 4 * Checksum.chunk { try flush(&w, all: false) } }
        try flush(&w, all: true)
        let sum = checksum.finish()
        var trailer: [UInt8] = []
        for value in [UInt64(checksum.length), sum.high, sum.low] {
            for shift in stride(from: 0, to: 64, by: 8) { trailer.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }
        try output(trailer[...])
    }

    /// Writes a body made at once (small caches).
    func write(key: ContentHash, body write: (inout FactsCodec.Writer) -> Void) throws {
        try self.write(key: key) { w, _ in write(&w) }
    }

    /// Two fixed words (a hash's varint takes ten bytes, read one at a time; every cached file has one).
    static func hash(_ value: ContentHash, to w: inout FactsCodec.Writer) {
        w.word64(value.high)
        w.word64(value.low)
    }

    static func hash(_ r: inout FactsCodec.Reader) throws -> ContentHash {
        ContentHash(high: try r.word64(), low: try r.word64())
    }

    /// The body's checksum, made chunk by chunk as the body is written: the hash of the hashes of its
    /// 1 MiB chunks (the last one shorter) and of its length.
    struct Checksum {
        static let chunk = 1 << 20
        private var pending: [UInt8] = []
        private var hashes = FactsCodec.Writer()
        /// Bytes added so far.
        private(set) var length = 0

        /// Adds bytes that follow those added before (chunks are cut at fixed offsets, wherever the
        /// pieces end).
        mutating func add(_ bytes: ArraySlice<UInt8>) {
            length += bytes.count
            var rest = bytes
            if !pending.isEmpty {
                let needed = min(Self.chunk - pending.count, rest.count)
                pending += rest.prefix(needed)
                rest = rest.dropFirst(needed)
                guard pending.count == Self.chunk else { return }
                CacheFile.hash(ContentHash(pending), to: &hashes)
                pending.removeAll(keepingCapacity: true)
            }
            while rest.count >= Self.chunk {
                CacheFile.hash(ContentHash(rest.prefix(Self.chunk)), to: &hashes)
                rest = rest.dropFirst(Self.chunk)
            }
            pending += rest
        }

        mutating func finish() -> ContentHash {
            if !pending.isEmpty { CacheFile.hash(ContentHash(pending), to: &hashes) }
            hashes.varint(length)
            return ContentHash(hashes.bytes)
        }

        static func of(_ body: ArraySlice<UInt8>) -> ContentHash {
            var checksum = Checksum()
            checksum.add(body)
            return checksum.finish()
        }
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
