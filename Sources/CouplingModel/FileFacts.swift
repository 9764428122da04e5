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
    /// What the run-time scan found, when the file holds one of its trigger words (nil otherwise,
    /// and when the run looks for no run-time coupling).
    public var runtime: RuntimeFileFacts?
    /// The names the file calls, when the run looks for run-time coupling: where the calls of the
    /// tree's run-time wrappers may be, known without reading the file again.
    public var calledNames: NameFilter?
    /// (Swift) Which platforms compile each line: its `#if os(…)` clauses.
    public var platformRegions = PlatformRegions()
    /// (Swift) The bodies of its types and extensions, in the order they open. (Objective-C
    /// implementation files) Where each `@implementation` of a class opens, its name alone.
    public var typeSpans: [TypeSpan] = []

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
