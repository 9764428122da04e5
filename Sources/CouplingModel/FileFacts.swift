/// Everything a frontend extracts from one file, before any cross-file resolution.
/// Frontends are pure functions from a file's bytes to its facts.
public struct FileFacts: Hashable, Sendable, Codable {
    /// Relative to the scan root.
    public var path: String
    public var language: Language
    public var declarations: [Declaration]
    public var references: [Reference]
    public var imports: [Import]
    public var diagnostics: [Diagnostic]

    public init(
        path: String, language: Language, declarations: [Declaration] = [], references: [Reference] = [],
        imports: [Import] = [], diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.language = language
        self.declarations = declarations
        self.references = references
        self.imports = imports
        self.diagnostics = diagnostics
    }
}
