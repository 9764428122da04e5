import CouplingModel

/// Turns names into component references. The file's own declarations and its component's win;
/// otherwise only candidates the file can see count, as the build model says (Swift: its own
/// target's declarations, then the modules it imports, following `@_exported` re-exports, and its
/// target's bridging header; C family: headers reachable from its `#import`s, prefix headers,
/// `@import`, `-Swift.h`); several visible candidates make the reference ambiguous, recorded and
/// never an edge; none makes it not visible (or, in Swift, the SDK's name), recorded too.
/// What the last run resolved is reused where nothing it depends on changed (`IncrementalResolution`).
public struct ResolveReferencesPass: Pass {
    public static let id = "resolve-references"
    public static let summary = "resolve every use and import to the component that declares it, or record why it is no edge"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self),
        ArtifactID(CFamilyFactsKey.self), ArtifactID(ModuleMapKey.self), ArtifactID(BuildModelKey.self),
        ArtifactID(KeptResolutionKey.self),
    ]
    public static let produces = [ArtifactID(ResolutionKey.self)]

    public struct Options: PassOptions {
        /// A C-family name that exactly one component declares but that the file's includes do not
        /// reach: an edge when true, an ambiguous reference (the default) when false.
        public var trustUniqueCNames = false
        public static let keys = ["trust_unique_c_names"]
        public init() {}
        enum CodingKeys: String, CodingKey { case trustUniqueCNames = "trust_unique_c_names" }
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            trustUniqueCNames = try container.decodeIfPresent(Bool.self, forKey: .trustUniqueCNames) ?? false
        }
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func run(in context: PassContext) async throws {
        let build = try context[BuildModelKey.self]
        var swiftFacts = try context[SwiftFactsKey.self]
        var cFacts = try context[CFamilyFactsKey.self]
        // A file no target compiles (a stale file, a playground's page) declares nothing anyone sees and
        // uses nothing: said, not resolved.
        let notCompiled = Set(build.filesNotCompiled)
        if !notCompiled.isEmpty {
            swiftFacts.files.removeAll { notCompiled.contains($0.facts.path) }
            cFacts.files.files.removeAll { notCompiled.contains($0.facts.path) }
        }
        // (One note per file, so that every one is listed: the text report groups them, `--all` and the JSON
        // name each.)
        for page in build.playgroundPages {
            context.diagnose(
                Diagnostic(
                    .note, code: "playground-pages",
                    "a playground page, which Xcode runs and no target compiles: not analysed — what it declares is nobody's and what it uses is no edge",
                    path: page))
        }
        for file in build.filesExcludedByPackages {
            context.diagnose(
                Diagnostic(
                    .note, code: "files-excluded-by-package",
                    "a source file its package target leaves out (`exclude:`, or a resource it copies or processes): not analysed — what it declares is nobody's and what it uses is no edge",
                    path: file))
        }
        for file in build.filesInNoTarget {
            context.diagnose(
                Diagnostic(
                    .note, code: "files-in-no-target",
                    "a source file in a folder a project builds that none of its targets compiles (a stale file?): not analysed — what it declares is nobody's and what it uses is no edge",
                    path: file))
        }
        let resolution = IncrementalResolution(
            settings: try context[ScanSettingsKey.self], tree: try context[SourceTreeKey.self],
            swiftFacts: swiftFacts, cFacts: cFacts,
            modules: try context[ModuleMapKey.self], build: build,
            trustUniqueCNames: options.trustUniqueCNames, kept: try context[KeptResolutionKey.self])
        let result = await resolution.run()
        context.diagnose(result.diagnostics)
        if let save = result.save { context.deferred(save) }
        try context.produce(ResolutionKey.self, result.resolution)
    }
}
