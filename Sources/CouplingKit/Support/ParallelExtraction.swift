import CouplingModel

/// Progress of the frontends, for a progress line on a terminal. Never part of a report.
public struct ScanProgress: Sendable {
    /// `swift-frontend`, `clang-frontend`...
    public var passID: String
    public var filesDone: Int
    public var filesTotal: Int
    public var bytesDone: Int
}

/// Runs a per-file extractor over files on `jobs` workers and merges the results in file order,
/// so the result never depends on the job count or on which worker finished first.
enum ParallelExtraction {
    typealias Extract = (_ path: String, _ bytes: [UInt8], _ language: Language) -> FileFacts

    /// Files per task: small enough to balance the load and report progress, large enough that a
    /// worker's set-up (a libclang index) is paid rarely.
    static let chunkSize = 64

    /// `makeExtractor` is called once per chunk, inside its task, so an extractor may hold state
    /// that must not cross threads (a libclang index).
    static func run(
        _ files: [SourceFile], tree: SourceTree, jobs: Int, passID: String,
        progress: (@Sendable (ScanProgress) -> Void)?, makeExtractor: @escaping @Sendable () -> Extract
    ) async -> [FileFacts] {
        let chunks = stride(from: 0, to: files.count, by: chunkSize).map { $0..<min($0 + chunkSize, files.count) }
        var results = [FileFacts?](repeating: nil, count: files.count)
        var done = 0
        var bytes = 0
        await withTaskGroup(of: (Range<Int>, [FileFacts]).self) { group in
            var next = 0
            func submit() {
                guard next < chunks.count else { return }
                let range = chunks[next]
                next += 1
                group.addTask {
                    let extract = makeExtractor()
                    return (range, range.map { index in extractOne(files[index], tree: tree, extract: extract) })
                }
            }
            for _ in 0..<max(1, jobs) { submit() }
            for await (range, facts) in group {
                for (offset, item) in facts.enumerated() { results[range.lowerBound + offset] = item }
                done += range.count
                bytes += range.reduce(0) { $0 + files[$1].size }
                progress?(ScanProgress(passID: passID, filesDone: done, filesTotal: files.count, bytesDone: bytes))
                submit()
            }
        }
        return results.enumerated().map { index, facts in
            facts ?? FileFacts(path: files[index].path, language: files[index].language)
        }
    }

    static func extractOne(_ file: SourceFile, tree: SourceTree, extract: Extract) -> FileFacts {
        let (bytes, diagnostics) = SourceReader.read(file, in: tree)
        var facts = bytes.map { extract(file.path, $0, file.language) } ?? FileFacts(path: file.path, language: file.language)
        facts.diagnostics.insert(contentsOf: diagnostics, at: 0)
        return facts
    }
}
