import CouplingFrontendClang
import CouplingFrontendSwiftFast
import CouplingModel

/// Reads source files and runs the runtime scanner of their language on those that contain one of
/// its trigger words (a call shape's name as that language spells it, a mediator prefix, a BeeHive
/// annotation): most files contain none and cost one pass over their bytes. The words are per
/// language because Swift's names (`open`, `post`, `register`) are everyday words in C.
struct RuntimeFileScanner: Sendable {
    let tree: SourceTree
    let scanOptions: RuntimeScanOptions
    let cTriggers: TriggerWords
    let swiftTriggers: TriggerWords

    init(tree: SourceTree, options: RuntimeOptions) {
        self.init(
            tree: tree,
            scanOptions: RuntimeScanOptions(
                shapes: options.allShapes, targetPrefixes: options.targetPrefixes, actionPrefixes: options.actionPrefixes),
            triggerPrefixes: options.targetPrefixes + ["BeeHive"])
    }

    /// A scanner of the calls of `wrappers` (derived shapes) only.
    init(tree: SourceTree, wrappers: [RuntimeShape]) {
        self.init(tree: tree, scanOptions: RuntimeScanOptions(shapes: wrappers, targetPrefixes: [], actionPrefixes: []), triggerPrefixes: [])
    }

    private init(tree: SourceTree, scanOptions: RuntimeScanOptions, triggerPrefixes prefixes: [String]) {
        self.tree = tree
        self.scanOptions = scanOptions
        // The words each scanner matches first: messages and C functions in C, calls in Swift.
        cTriggers = TriggerWords(
            words: Array(scanOptions.messageShapes.keys) + scanOptions.functionShapes.keys, prefixes: prefixes, prefixesAfterAt: true)
        swiftTriggers = TriggerWords(words: Array(scanOptions.swiftCallShapes.keys), prefixes: prefixes)
    }

    /// A digest of what the scans depend on besides each file's bytes (the call shapes, the prefixes).
    var optionsDigest: ContentHash {
        Self.digest(of: scanOptions.shapes, prefixes: [scanOptions.targetPrefixes, scanOptions.actionPrefixes])
    }

    static func digest(of shapes: [RuntimeShape], prefixes: [[String]] = []) -> ContentHash {
        var text = prefixes.map { $0.joined(separator: "\u{1}") }.joined(separator: "\u{0}")
        for shape in shapes {
            let fields = [
                shape.family.rawValue, shape.role.rawValue, shape.names.rawValue, shape.objc ?? "", shape.swift ?? "",
                String(shape.key), shape.key2.map(String.init) ?? "", shape.receiver ?? "",
            ]
            text += "\u{0}" + fields.joined(separator: "\u{1}")
        }
        return ContentHash(text)
    }

    /// One scan's results (files in `indices` order that gave facts) and the cache entries of the
    /// files it read or reused (by file index; none when `entries` is nil: the run keeps no cache).
    struct Scan: Sendable {
        var facts: [(file: Int, facts: RuntimeFileFacts)] = []
        var entries: [(file: Int, entry: RuntimeFactsCache.Entry)] = []
    }

    /// What a scan looks for in each file.
    enum Mode: Sendable {
        /// Everything, in files that hold a trigger word.
        case full
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
        let triggers = file.language == .swift ? swiftTriggers : cTriggers
        return bytes.withUnsafeBufferPointer { buffer in
            var entry: RuntimeFactsCache.Entry?
            if caching {
                let hash = ContentHash(bytes)
                let stamp = FileStamp.afterReading(absolute, count: bytes.count)
                if var kept = cached, kept.hash == hash {
                    kept.stamp = stamp
                    entry = kept
                } else if mode != .wrapperCalls {
                    // (A wrapper scan never starts an entry: this run's first scan made one for every file.)
                    entry = RuntimeFactsCache.Entry(stamp: stamp, hash: hash, triggered: triggers.occurs(in: buffer))
                }
                if mode == .wrapperCalls, entry?.wrapperTriggered == nil { entry?.wrapperTriggered = triggers.occurs(in: buffer) }
                if let answer = entry?.answer(mode) { return (answer, entry) }
            }
            let triggered: Bool
            switch mode {
            case .constants: triggered = true
            case .full: triggered = entry?.triggered ?? triggers.occurs(in: buffer)
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
            case .full: entry?.facts = facts
            case .constants: entry?.constants = facts
            case .wrapperCalls: entry?.wrapperCalls = facts
            }
            return (facts, entry)
        }
    }
}
