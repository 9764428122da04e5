import CouplingFrontendSwift
import CouplingModel

/// Parses every Swift file with swift-syntax: declarations, references, imports.
public struct SwiftFrontendPass: Pass {
    public static let id = "swift-frontend"
    public static let summary = "parse Swift files with swift-syntax: top-level declarations, identifier uses, imports"
    public static let requires = [ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [ArtifactID(SwiftFactsKey.self)]
    /// The precise alternative to `swift-lexer-frontend` (`--swift-frontend syntax`).
    public static let isEnabledByDefault = false

    public init(options: NoOptions) {}

    static let conditions = CompilationConditions.standard
    static let frontendKey = "swift-syntax; inactive: " + conditions.inactiveOperatingSystems.sorted().joined(separator: ",")

    public func prefetch(settings: ScanSettings) -> (@Sendable () -> any Sendable)? {
        CachedExtraction.prefetch(settings: settings, passID: Self.id, frontendKey: Self.frontendKey)
    }

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let files = tree.files.filter { $0.language == .swift }
        let conditions = Self.conditions
        let facts = await CachedExtraction.run(
            files, tree: tree, settings: settings, passID: Self.id, frontendKey: Self.frontendKey, context: context
        ) {
            let frontend = SwiftFrontend(conditions: conditions)
            return { path, bytes, _ in frontend.facts(path: path, contents: bytes) }
        }
        try context.produce(SwiftFactsKey.self, facts)
    }
}
