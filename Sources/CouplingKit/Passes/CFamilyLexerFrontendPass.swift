import CouplingFrontendClang
import CouplingModel

/// Reads C-family files with the lexer alone: declarations by a hand-written scan over its tokens
/// (`LexerDeclarationExtractor`), uses and imports as every C-family reader does; no libclang needed.
/// The default: on the real corpora of docs/performance.md it gives the same component edges as
/// libclang, 5-20 times faster.
public struct CFamilyLexerFrontendPass: CachedFactsFrontend {
    public static let id = "cfamily-lexer-frontend"
    public static let summary = "read Objective-C/C headers with the lexer's declaration extractor and lex C-family files (uses, imports)"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(CachedFactsKey<Self>.self),
        ArtifactID(RuntimeScanPlanKey.self),
    ]
    public static let produces = [ArtifactID(CFamilyFactsKey.self)]

    public static let factsCacheKey = CFamilyExtraction.lexerKey

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let files = tree.files.filter { $0.language.isCFamily }
        let facts = await CFamilyExtraction.run(
            files, tree: tree, settings: settings, passID: Self.id, libclang: nil, runtime: try context[RuntimeScanPlanKey.self],
            cached: try context[CachedFactsKey<Self>.self], context: context)
        try context.produce(CFamilyFactsKey.self, CFamilyFacts(files: facts, reader: files.isEmpty ? nil : .lexer))
    }
}
