import CouplingModel

/// The version written into reports.
public enum CouplingVersion {
    public static let current = "0.1.0"
}

/// What a scan gives back: the report, and how long each pass took (kept out of the report so
/// that reports stay byte-identical).
public struct ScanResult: Sendable {
    public let report: AnalysisReport
    public let timings: [PassTiming]
}

/// Plans and runs the passes over one tree and assembles the report.
public struct Scanner: Sendable {
    public let settings: ScanSettings
    public let registry: PassRegistry

    public init(settings: ScanSettings, registry: PassRegistry = PassRegistry()) {
        self.settings = settings
        self.registry = registry
    }

    static let inputs = [ArtifactID(ScanSettingsKey.self)]
    static let goals = [
        ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self), ArtifactID(CFamilyFactsKey.self),
        ArtifactID(ModuleMapKey.self), ArtifactID(BuildModelKey.self), ArtifactID(ResolutionKey.self), ArtifactID(ComponentGraphKey.self),
        ArtifactID(CyclesKey.self), ArtifactID(LineCountsKey.self), ArtifactID(SurfaceKey.self),
    ]

    /// Why `--swift-frontend syntax` cannot run in a build without the `SwiftSyntaxReader` trait.
    public static let noSwiftSyntaxReader =
        "--swift-frontend syntax: this build of coupling has no swift-syntax reader; build it with `swift build -c release --traits SwiftSyntaxReader` (the default reader is `lexer`)"

    public func plan() throws -> PassPlan {
        var enabled = Set(settings.configuration.enabledPasses)
        var disabled = Set(settings.configuration.disabledPasses)
        if settings.swiftFrontend == "syntax" {
            #if SwiftSyntaxReader
                enabled.insert(SwiftFrontendPass.id)
                disabled.insert(SwiftLexerFrontendPass.id)
            #else
                throw CouplingError.invalidArgument(Self.noSwiftSyntaxReader)
            #endif
        }
        if settings.cFamilyReader == .clang {
            enabled.insert(ClangFrontendPass.id)
            disabled.insert(CFamilyLexerFrontendPass.id)
        }
        // Rules are goals too, unless disabled.
        let rules = BuiltInRules.all.filter { !disabled.contains($0.id) }.map { $0.violations }
        return try registry.plan(enabled: enabled, disabled: disabled, inputs: Self.inputs, goals: Self.goals + rules)
    }

    public func run() async throws -> ScanResult {
        let plan = try plan()
        var settings = settings
        var refusal: Diagnostic?
        if let directory = settings.cacheDirectory {
            (settings.cacheDirectory, refusal) = CacheDirectory.prepare(directory, root: settings.root)
        }
        let store = ArtifactStore()
        store.seed(ScanSettingsKey.self, settings)
        if let refusal { store.diagnose([refusal]) }
        let timings: [PassTiming]
        var report: AnalysisReport
        do {
            timings = try await PassRunner(plan: plan, configuration: settings.configuration).run(in: store)
            let ran = Set(plan.passes.map { $0.id })
            let rules = BuiltInRules.all.filter { ran.contains($0.id) }
            // The report is built while the caches are still being written; a write that failed says
            // so in the report, built again (rarely).
            report = try ReportBuilder.build(from: store, rules: rules)
            if await store.finishDeferred() { report = try ReportBuilder.build(from: store, rules: rules) }
        } catch {
            await store.finishDeferred()  // (cache writes started before the failure end whole)
            throw error
        }
        // Millions of facts take a while to free: let that happen off the caller's path.
        Task.detached(priority: .background) { withExtendedLifetime(store) {} }
        return ScanResult(report: report, timings: timings)
    }
}
