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
        self.tree = tree
        scanOptions = RuntimeScanOptions(
            shapes: options.allShapes, targetPrefixes: options.targetPrefixes, actionPrefixes: options.actionPrefixes)
        // The words each scanner matches first: messages and C functions in C, calls in Swift.
        let prefixes = options.targetPrefixes + ["BeeHive"]
        cTriggers = TriggerWords(
            words: Array(scanOptions.messageShapes.keys) + scanOptions.functionShapes.keys, prefixes: prefixes, prefixesAfterAt: true)
        swiftTriggers = TriggerWords(words: Array(scanOptions.swiftCallShapes.keys), prefixes: prefixes)
    }

    /// A digest of what the scans depend on besides each file's bytes (the call shapes, the prefixes).
    var optionsDigest: ContentHash {
        var text = scanOptions.targetPrefixes.joined(separator: "\u{1}") + "\u{0}" + scanOptions.actionPrefixes.joined(separator: "\u{1}")
        for shape in scanOptions.shapes {
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

    /// Scans the files `indices` (all of each when `constantsOnly` is false and it holds a trigger
    /// word; its constants only otherwise), reusing `entries` of the last run where the file is
    /// unchanged.
    func scan(
        _ indices: [Int], jobs: Int, constantsOnly: Bool, entries: [String: RuntimeFactsCache.Entry]?
    ) async -> Scan {
        let chunks = await ParallelChunks.map(count: indices.count, jobs: jobs, chunkSize: 64) { range in
            var scan = Scan()
            for k in range {
                let index = indices[k]
                let (facts, entry) = scanOne(
                    tree.files[index], constantsOnly: constantsOnly, caching: entries != nil, cached: entries?[tree.files[index].path])
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
        _ file: SourceFile, constantsOnly: Bool, caching: Bool, cached: RuntimeFactsCache.Entry?
    ) -> (RuntimeFileFacts?, RuntimeFactsCache.Entry?) {
        if let cached, cached.stamp.matches(file), let answer = cached.answer(constantsOnly: constantsOnly) {
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
                var kept =
                    cached.flatMap { $0.hash == hash ? $0 : nil }
                    ?? RuntimeFactsCache.Entry(stamp: stamp, hash: hash, triggered: triggers.occurs(in: buffer))
                kept.stamp = stamp
                if let answer = kept.answer(constantsOnly: constantsOnly) { return (answer, kept) }
                entry = kept
            }
            guard constantsOnly || (entry?.triggered ?? triggers.occurs(in: buffer)) else { return (nil, nil) }
            let facts =
                file.language == .swift
                ? SwiftRuntimeScanner.scan(buffer, path: file.path, options: scanOptions, constantsOnly: constantsOnly)
                : CFamilyRuntimeScanner.scan(buffer, path: file.path, options: scanOptions, constantsOnly: constantsOnly)
            if constantsOnly { entry?.constants = facts } else { entry?.facts = facts }
            return (facts, entry)
        }
    }
}
