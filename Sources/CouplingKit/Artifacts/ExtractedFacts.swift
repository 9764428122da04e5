import CouplingModel

/// The facts a frontend pass extracted, one entry per file, sorted by path.
///
/// A file that came from the cache keeps its references in the cache's encoding until someone asks
/// for them (`references(of:)`): a warm run whose resolution is cached never decodes the millions
/// of references it already resolved. Declarations, imports and diagnostics are always decoded.
public struct ExtractedFacts: Sendable {
    public struct File: Sendable {
        /// Declarations, imports and diagnostics; references only when `encodedReferences` is nil.
        public var facts: FileFacts
        public var referenceCount: Int
        /// Lines of the file (for the size metrics); nil when it could not be read.
        public var lines: Int?
        /// The references, still encoded (a cache hit).
        var encodedReferences: ArraySlice<UInt8>?
        /// What the file's facts are, for caches downstream; nil when the run keeps no cache.
        var fingerprint: FactsFingerprint?
    }

    public var files: [File]

    public init(files: [File]) { self.files = files }

    public init(_ facts: [FileFacts]) {
        files = facts.map { File(facts: $0, referenceCount: $0.references.count) }
    }

    public var count: Int { files.count }

    /// The references of file `index`, decoded if they are still encoded. Nil only when a cached
    /// encoding does not decode (the cache file's checksum held, so this is a tool bug, reported).
    public func references(of index: Int) -> [Reference]? {
        let file = files[index]
        guard let encoded = file.encodedReferences else { return file.facts.references }
        return try? FactsCodec.decodeReferences(encoded, path: file.facts.path)
    }
}

/// The identity of a file's facts, in three parts: its declarations (what resolving the files that
/// use their names depends on), its imports (what resolving any file may depend on: visibility,
/// include reach) and its references (what only its own resolution depends on).
struct FactsFingerprint: Hashable, Sendable {
    var declarations: ContentHash
    var imports: ContentHash
    var references: ContentHash

    init(declarations: ContentHash, imports: ContentHash, references: ContentHash) {
        self.declarations = declarations
        self.imports = imports
        self.references = references
    }

    init(_ facts: FileFacts, references: [UInt8]) {
        var w = FactsCodec.Writer()
        for declaration in facts.declarations { w.identity(of: declaration) }
        declarations = ContentHash(w.bytes)
        w = FactsCodec.Writer()
        for i in facts.imports {
            w.raw(i.name)
            w.raw(i.kind.rawValue)
            w.varint(i.location.line)
            w.varint(i.location.column)
            w.varint(i.isOtherPlatformsOnly ? 1 : 0)
        }
        imports = ContentHash(w.bytes)
        self.references = ContentHash(references)
    }
}
