import CouplingFrontendSwiftFast
import CouplingModel

/// Reads Swift files with the hand-written lexer and recogniser: the same facts as
/// `swift-frontend`, 15–25 times faster; the default (docs/fast-frontend.md has the evidence).
public struct SwiftLexerFrontendPass: CachedFactsFrontend {
    public static let id = "swift-lexer-frontend"
    public static let summary = "read Swift files with a hand-written lexer: top-level declarations, identifier uses, imports"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(CachedFactsKey<Self>.self),
        ArtifactID(RuntimeScanPlanKey.self),
    ]
    public static let produces = [ArtifactID(SwiftFactsKey.self)]

    public static let factsCacheKey = "swift-lexer"

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let files = tree.files.filter { $0.language == .swift }
        let runtime = try context[RuntimeScanPlanKey.self].options
        let facts = await CachedExtraction.run(
            files, tree: tree, settings: settings, passID: Self.id, cached: try context[CachedFactsKey<Self>.self],
            context: context
        ) {
            let frontend = FastSwiftFrontend(runtime: runtime)
            return { path, bytes, _ in frontend.facts(path: path, contents: bytes) }
        }
        try context.produce(SwiftFactsKey.self, facts)
    }
}
