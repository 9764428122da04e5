import CouplingModel

/// Lines of source per component, for the size metrics.
///
/// The frontends count the lines of the files they read (and their caches keep the count), so a
/// file is read here only when no frontend read it (no C-family reader chosen).
public struct LineCountPass: Pass {
    public static let id = "count-lines"
    public static let summary = "count the lines of source of each component (size metrics)"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self),
        ArtifactID(CFamilyFactsKey.self),
    ]
    public static let produces = [ArtifactID(LineCountsKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        var lines = Array(repeating: 0, count: tree.components.count)
        let lists = [try context[SwiftFactsKey.self], try context[CFamilyFactsKey.self].files]
        var read = 0
        for extracted in lists {
            for index in extracted.files.indices {
                guard let component = tree.componentOfFile[extracted.files[index].facts.path] else { continue }
                lines[component] += extracted.files[index].lines ?? 0
                read += 1
            }
        }
        // Files no frontend read (none, unless no C-family reader was chosen): read here. (Found by
        // path only then: hashing every path again cost a warm run more than the counting.)
        let files = tree.files
        if read < files.lazy.filter({ $0.component != nil }).count {
            let readPaths = Set(lists.flatMap { extracted in extracted.files.indices.map { extracted.files[$0].facts.path } })
            let unread = files.indices.filter { files[$0].component != nil && !readPaths.contains(files[$0].path) }
            let chunks = await ParallelChunks.map(count: unread.count, jobs: settings.jobs, chunkSize: 256) { range in
                range.map { k -> Int in
                    let file = files[unread[k]]
                    guard file.size <= SourceReader.maximumSize, let bytes = try? FileSystem.read(tree.absolutePath(file.path))
                    else { return 0 }
                    return LineCount.of(bytes)
                }
            }
            for (k, count) in zip(unread, chunks.joined()) {
                if let component = files[k].component { lines[component] += count }
            }
        }
        try context.produce(LineCountsKey.self, lines)
    }
}

/// Lines of source per component, index-aligned with `SourceTree.components`.
public enum LineCountsKey: ArtifactKey {
    public typealias Value = [Int]
    public static let name = "line-counts"
}

/// Lines of a file: newlines, plus one for a last line without one. (The frontends count them as
/// they read each file, for this pass.)
enum LineCount {
    static func of(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { raw in
            // Eight bytes at a time: a byte of `x` is zero where the text has a newline, and
            // `((x & 0x7F…) + 0x7F…) | x` sets the high bit of exactly the other bytes; the newlines'
            // high bits, shifted to the bytes' low bits, are summed per byte (at most 255 words
            // before the bytes are added up: no popcount instruction on baseline x86-64).
            let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let high: UInt64 = 0x8080_8080_8080_8080
            var count = 0
            var offset = 0
            while offset + 8 <= raw.count {
                var lanes: UInt64 = 0
                let end = min(raw.count - 7, offset + 255 * 8)
                while offset < end {
                    let x = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ newlines
                    lanes &+= (~(((x & low) &+ low) | x) & high) >> 7
                    offset += 8
                }
                // (Bytes to four 16-bit sums, then their total: up to 2,040 fits in 16 bits.)
                let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
                count += Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
            }
            while offset < raw.count {
                if raw[offset] == 0x0A { count += 1 }
                offset += 1
            }
            if let last = raw.last, last != 0x0A { count += 1 }
            return count
        }
    }
}
