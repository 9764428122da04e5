// Built with the `SwiftSyntaxReader` trait only (Package.swift).
#if SwiftSyntaxReader
import CouplingFrontendSwift
import CouplingFrontendSwiftFast
import CouplingModel

/// Parses every Swift file with swift-syntax: declarations, references, imports.
public struct SwiftFrontendPass: CachedFactsFrontend {
    public static let id = "swift-frontend"
    public static let summary = "parse Swift files with swift-syntax: top-level declarations, identifier uses, imports"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(CachedFactsKey<Self>.self),
        ArtifactID(RuntimeScanPlanKey.self),
    ]
    public static let produces = [ArtifactID(SwiftFactsKey.self)]
    /// The precise alternative to `swift-lexer-frontend` (`--swift-frontend syntax`).
    public static let isEnabledByDefault = false

    public init(options: NoOptions) {}

    static let conditions = CompilationConditions.standard
    public static let factsCacheKey = "swift-syntax; inactive: " + conditions.inactiveOperatingSystems.sorted().joined(separator: ",")

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let files = tree.files.filter { $0.language == .swift }
        let conditions = Self.conditions
        let runtime = try context[RuntimeScanPlanKey.self].options
        let facts = await CachedExtraction.run(
            files, tree: tree, settings: settings, passID: Self.id, cached: try context[CachedFactsKey<Self>.self],
            context: context
        ) {
            let frontend = SwiftFrontend(conditions: conditions)
            return { path, bytes, _ in
                var facts = Self.facts(path: path, contents: bytes, frontend: frontend)
                if let runtime {
                    (facts.runtime, facts.calledNames) = bytes.withUnsafeBufferPointer {
                        SwiftRuntimeScanner.scanAsRead($0, path: path, options: runtime)
                    }
                }
                return facts
            }
        }
        try context.produce(SwiftFactsKey.self, facts)
    }

    /// swift-syntax's facts, or the fast frontend's for a file swift-syntax cannot read safely: one
    /// whose brackets nest too deeply (measured before parsing, `SwiftNesting`) or whose syntax tree
    /// is too deep (measured after). Falling back keeps the file analysed, by the reader that agrees
    /// with swift-syntax on real code, and the note says which read it.
    static func facts(path: String, contents: [UInt8], frontend: SwiftFrontend) -> FileFacts {
        let nesting = SwiftNesting.measure(contents)
        let reason: String
        if nesting.isSafeForSwiftSyntax {
            if let facts = frontend.boundedFacts(path: path, contents: contents) { return facts }
            reason = "its syntax tree is deeper than \(SwiftFrontend.maximumTreeDepth) levels"
        } else if nesting.depth > SwiftNesting.maximumDepth {
            reason = "its brackets nest \(nesting.depth) deep (more than \(SwiftNesting.maximumDepth))"
        } else {
            reason = "\(nesting.squareBrackets) `[` are open at once (more than \(SwiftNesting.maximumSquareBrackets))"
        }
        var facts = FastSwiftFrontend().facts(path: path, contents: contents)
        facts.diagnostics.append(
            Diagnostic(
                .note, code: "swift-syntax-skipped",
                "\(reason), too deep for swift-syntax; read with the fast Swift reader instead", path: path))
        return facts
    }
}
#endif
