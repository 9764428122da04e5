import CouplingFrontendSwift
import CouplingModel

/// Parses every Swift file with swift-syntax: declarations, references, imports.
public struct SwiftFrontendPass: Pass {
    public static let id = "swift-frontend"
    public static let summary = "parse Swift files with swift-syntax: top-level declarations, identifier uses, imports"
    public static let requires = [ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [ArtifactID(SwiftFactsKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let files = tree.files.filter { $0.language == .swift }
        let facts = await ParallelExtraction.run(
            files, tree: tree, jobs: settings.jobs, passID: Self.id, progress: settings.progress
        ) {
            let frontend = SwiftFrontend()
            return { path, bytes, _ in frontend.facts(path: path, contents: bytes) }
        }
        try context.produce(SwiftFactsKey.self, facts)
    }
}
