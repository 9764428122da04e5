import CouplingModel

/// Lines of source per component, for the size metrics.
///
/// Why a pass of its own that reads the files again: the frontends' facts (and their caches) do not
/// carry a line count, and counting newlines in bytes the page cache still holds costs little
/// beside parsing them.
public struct LineCountPass: Pass {
    public static let id = "count-lines"
    public static let summary = "count the lines of source of each component (size metrics)"
    public static let requires = [ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [ArtifactID(LineCountsKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let files = tree.files
        let chunks = await ParallelChunks.map(count: files.count, jobs: settings.jobs, chunkSize: 256) { range in
            range.map { index -> Int in
                guard files[index].component != nil, files[index].size <= SourceReader.maximumSize,
                    let bytes = try? FileSystem.read(tree.absolutePath(files[index].path))
                else { return 0 }
                return Self.lines(in: bytes)
            }
        }
        var lines = Array(repeating: 0, count: tree.components.count)
        for (file, count) in zip(files, chunks.joined()) {
            if let component = file.component { lines[component] += count }
        }
        try context.produce(LineCountsKey.self, lines)
    }

    /// Newlines, plus one for a last line without one.
    static func lines(in bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes where byte == 0x0A { count += 1 }
        if let last = bytes.last, last != 0x0A { count += 1 }
        return count
    }
}

/// Lines of source per component, index-aligned with `SourceTree.components`.
public enum LineCountsKey: ArtifactKey {
    public typealias Value = [Int]
    public static let name = "line-counts"
}
