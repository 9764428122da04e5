import CouplingFrontendClang
import CouplingFrontendSwiftFast
import CouplingModel

/// Reads source files again for what the frontends' run-time scan (done as they read each file)
/// could not know: the string constants of files that declare one the calls spell, and the calls
/// of the wrappers the whole tree defines. In the search for wrappers' calls only files that contain
/// a wrapper's name are tokenised (the others cost one pass over their bytes).
struct RuntimeFileScanner: Sendable {
    let tree: SourceTree
    let scanOptions: RuntimeScanOptions

    init(tree: SourceTree, scanOptions: RuntimeScanOptions) {
        self.tree = tree
        self.scanOptions = scanOptions
    }

    /// A scanner of the calls of `wrappers` (derived shapes) only.
    init(tree: SourceTree, wrappers: [RuntimeShape]) {
        self.init(tree: tree, scanOptions: RuntimeScanOptions(shapes: wrappers, targetPrefixes: [], actionPrefixes: []))
    }

    /// One scan's results (files in `indices` order that gave facts) and the cache entries of the
    /// files it read or reused (by file index; none when `entries` is nil: the run keeps no cache).
    struct Scan: Sendable {
        var facts: [(file: Int, facts: RuntimeFileFacts)] = []
        var entries: [(file: Int, entry: RuntimeFactsCache.Entry)] = []
    }

    /// What a scan looks for in each file.
    enum Mode: Sendable {
        /// The string constants only (files that declare a constant the calls spell).
        case constants
        /// The calls of the tree's wrappers (this scanner's shapes are the derived ones), in files
        /// that hold a wrapper's name.
        case wrapperCalls
    }

    /// Scans the files `indices` in `mode`, reusing `entries` of the last run where the file is unchanged.
    func scan(_ indices: [Int], jobs: Int, mode: Mode, entries: [String: RuntimeFactsCache.Entry]?) async -> Scan {
        let chunks = await ParallelChunks.map(count: indices.count, jobs: jobs, chunkSize: 64) { range in
            var scan = Scan()
            for k in range {
                let index = indices[k]
                let (facts, entry) = scanOne(tree.files[index], mode: mode, caching: entries != nil, cached: entries?[tree.files[index].path])
                if let facts { scan.facts.append((index, facts)) }
                if let entry { scan.entries.append((index, entry)) }
            }
            return scan
        }
        return chunks.reduce(into: Scan()) {
            $0.facts += $1.facts
            $0.entries += $1.entries
        }
    }

    /// One file: from its entry when the file is unchanged and the entry answers, else read and
    /// scanned. Without a cache (`caching` false) nothing is hashed.
    private func scanOne(
        _ file: SourceFile, mode: Mode, caching: Bool, cached: RuntimeFactsCache.Entry?
    ) -> (RuntimeFileFacts?, RuntimeFactsCache.Entry?) {
        if let cached, cached.stamp.matches(file), let answer = cached.answer(mode) {
            return (answer, cached)
        }
        let absolute = tree.absolutePath(file.path)
        guard file.size <= SourceReader.maximumSize, let bytes = try? FileSystem.read(absolute) else { return (nil, nil) }
        let triggers = file.language == .swift ? scanOptions.swiftTriggers : scanOptions.cTriggers
        return bytes.withUnsafeBufferPointer { buffer in
            var entry: RuntimeFactsCache.Entry?
            if caching {
                let hash = ContentHash(bytes)
                let stamp = FileStamp.afterReading(absolute, count: bytes.count)
                if var kept = cached, kept.hash == hash {
                    kept.stamp = stamp
                    entry = kept
                } else {
                    entry = RuntimeFactsCache.Entry(stamp: stamp, hash: hash)
                }
                if mode == .wrapperCalls, entry?.wrapperTriggered == nil { entry?.wrapperTriggered = triggers.occurs(in: buffer) }
                if let answer = entry?.answer(mode) { return (answer, entry) }
            }
            let triggered: Bool
            switch mode {
            case .constants: triggered = true
            case .wrapperCalls: triggered = entry?.wrapperTriggered ?? triggers.occurs(in: buffer)
            }
            guard triggered else { return (nil, nil) }
            let facts =
                file.language == .swift
                ? SwiftRuntimeScanner.scan(
                    buffer, path: file.path, options: scanOptions, constantsOnly: mode == .constants, callsOnly: mode == .wrapperCalls)
                : CFamilyRuntimeScanner.scan(
                    buffer, path: file.path, options: scanOptions, constantsOnly: mode == .constants, callsOnly: mode == .wrapperCalls)
            switch mode {
            case .constants: entry?.constants = facts
            case .wrapperCalls: entry?.wrapperCalls = facts
            }
            return (facts, entry)
        }
    }
}
