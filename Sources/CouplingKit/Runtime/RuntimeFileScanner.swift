import CouplingFrontendClang
import CouplingFrontendSwiftFast
import CouplingModel

/// Reads source files and runs the runtime scanner of their language on those that contain a
/// trigger word (a call shape's name, a mediator prefix, a BeeHive annotation): most files contain
/// none and cost one pass over their bytes.
struct RuntimeFileScanner: Sendable {
    let tree: SourceTree
    let cOptions: CFamilyRuntimeScanner.Options
    let swiftOptions: SwiftRuntimeScanner.Options
    let triggers: TriggerWords

    init(tree: SourceTree, options: RuntimeOptions) {
        self.tree = tree
        let shapes = options.allShapes
        cOptions = CFamilyRuntimeScanner.Options(shapes: shapes, targetPrefixes: options.targetPrefixes, actionPrefixes: options.actionPrefixes)
        swiftOptions = SwiftRuntimeScanner.Options(shapes: shapes, targetPrefixes: options.targetPrefixes, actionPrefixes: options.actionPrefixes)
        var words: [String] = []
        for shape in shapes {
            if let first = shape.objcParts.first { words.append(first) }
            if let base = shape.swiftParts?.base { words.append(base) }
        }
        triggers = TriggerWords(words: words, prefixes: options.targetPrefixes + ["BeeHive"])
    }

    func scan(_ indices: [Int], jobs: Int, constantsOnly: Bool) async -> [(file: Int, facts: RuntimeFileFacts)] {
        let chunks = await ParallelChunks.map(count: indices.count, jobs: jobs, chunkSize: 64) { range in
            range.compactMap { k -> (Int, RuntimeFileFacts)? in
                let index = indices[k]
                let file = tree.files[index]
                guard file.size <= SourceReader.maximumSize, let bytes = try? FileSystem.read(tree.absolutePath(file.path)) else {
                    return nil
                }
                return bytes.withUnsafeBufferPointer { buffer -> (Int, RuntimeFileFacts)? in
                    guard constantsOnly || triggers.occurs(in: buffer) else { return nil }
                    let facts =
                        file.language == .swift
                        ? SwiftRuntimeScanner.scan(buffer, path: file.path, options: swiftOptions, constantsOnly: constantsOnly)
                        : CFamilyRuntimeScanner.scan(buffer, path: file.path, options: cOptions, constantsOnly: constantsOnly)
                    return (index, facts)
                }
            }
        }
        return chunks.flatMap { $0 }
    }
}
