import CouplingModel

/// Reads a scanned file once and says what is wrong with it, if anything.
enum SourceReader {
    /// Files larger than this are skipped with a diagnostic: no hand-written source is this big.
    static let maximumSize = 32 << 20

    /// The file's bytes, or nil with a diagnostic saying why it was skipped. Invalid UTF-8 is
    /// analysed anyway (repaired) with a warning.
    static func read(_ file: SourceFile, in tree: SourceTree) -> (bytes: [UInt8]?, diagnostics: [Diagnostic]) {
        if file.size > maximumSize {
            return (nil, [Diagnostic(.warning, code: "file-too-large", "larger than 32 MiB; skipped", path: file.path)])
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(tree.absolutePath(file.path))
        } catch {
            return (nil, [Diagnostic(.warning, code: "unreadable-file", "cannot read: \(error); skipped", path: file.path)])
        }
        if bytes.prefix(8192).contains(0) {
            return (nil, [Diagnostic(.warning, code: "binary-file", "contains NUL bytes (binary?); skipped", path: file.path)])
        }
        var diagnostics: [Diagnostic] = []
        if let line = firstInvalidUTF8Line(bytes) {
            diagnostics.append(
                Diagnostic(
                    .warning, code: "invalid-utf8", "invalid UTF-8; analysed with the bad bytes replaced",
                    path: file.path, line: line))
        }
        return (bytes, diagnostics)
    }

    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        // Fast path: ASCII only.
        if !bytes.contains(where: { $0 >= 0x80 }) { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}

/// Runs a per-file extractor over files on `jobs` workers and merges the results in file order.
enum ParallelExtraction {
    typealias Extract = (_ path: String, _ bytes: [UInt8], _ language: Language) -> FileFacts

    /// `makeExtractor` is called once per worker, inside the worker, so an extractor may hold state
    /// that must not cross threads (a libclang index).
    static func run(
        _ files: [SourceFile], tree: SourceTree, jobs: Int, makeExtractor: @escaping @Sendable () -> Extract
    ) async -> [FileFacts] {
        let workers = max(1, min(jobs, files.count))
        let results = await withTaskGroup(of: [(Int, FileFacts)].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    let extract = makeExtractor()
                    var out: [(Int, FileFacts)] = []
                    var index = worker
                    while index < files.count {
                        let file = files[index]
                        let (bytes, diagnostics) = SourceReader.read(file, in: tree)
                        var facts: FileFacts
                        if let bytes {
                            facts = extract(file.path, bytes, file.language)
                        } else {
                            facts = FileFacts(path: file.path, language: file.language)
                        }
                        facts.diagnostics.insert(contentsOf: diagnostics, at: 0)
                        out.append((index, facts))
                        index += workers
                    }
                    return out
                }
            }
            var all: [(Int, FileFacts)] = []
            for await part in group { all.append(contentsOf: part) }
            return all
        }
        return results.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
