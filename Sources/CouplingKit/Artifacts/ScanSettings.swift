import CouplingModel

/// Everything the command line and the configuration file decided, seeded before the run.
public struct ScanSettings: Sendable {
    /// Absolute path of the scanned folder.
    public var root: String
    public var configuration: Configuration
    /// Parallel frontend workers.
    public var jobs: Int
    /// How C-family headers are read: the lexer's declaration extractor or libclang.
    public var cFamilyReader: CFamilyDeclarationReader
    /// The lexer's extractor: the same component edges as libclang on the real corpora of
    /// docs/performance.md, 5-20 times faster, and no libclang needed.
    public static let defaultCFamilyReader = CFamilyDeclarationReader.lexer
    /// `syntax` (swift-syntax) or `lexer` (the hand-written lexer): how Swift files are read.
    public var swiftFrontend: String = ScanSettings.defaultSwiftFrontend
    public static let defaultSwiftFrontend = "lexer"
    /// `--libclang PATH`; `COUPLING_LIBCLANG` comes through `environment`.
    public var libclangPath: String?
    public var environment: [String: String]
    /// Elementary cycles listed per cycle group.
    public var cycleLimit: Int
    /// The most `jobs` and `cycleLimit` may be (`--jobs`, `--cycle-limit`, `cycles.limit`): more
    /// workers than this only cost memory, more cycles than this nobody reads.
    public static let maximumJobs = 512
    public static let maximumCycleLimit = 100_000
    /// Where per-file facts are kept between runs; nil: no cache.
    public var cacheDirectory: String?
    /// Part of every cache key: facts extracted by another build of coupling are never reused. The CLI
    /// adds its executable's size and time to the version, so a rebuilt tool starts a fresh cache.
    public var toolFingerprint = CouplingVersion.current

    /// A fingerprint of the tool as built: the version, and the executable's size and time (one
    /// `stat`, no user or group look-up), so that a rebuilt tool never trusts an older one's caches.
    public static func toolFingerprint(executable: String) -> String? {
        FileSystem.signature(executable).map { "\(CouplingVersion.current) \($0.size) \($0.modified)" }
    }

    /// Called as the frontends finish chunks of files (from the pass's task, in order).
    public var progress: (@Sendable (ScanProgress) -> Void)?

    public init(
        root: String, configuration: Configuration = Configuration(), jobs: Int = 1, cFamilyReader: CFamilyDeclarationReader = ScanSettings.defaultCFamilyReader,
        libclangPath: String? = nil, environment: [String: String] = [:], cycleLimit: Int = 50
    ) {
        self.root = root
        self.configuration = configuration
        self.jobs = min(max(1, jobs), Self.maximumJobs)
        self.cFamilyReader = cFamilyReader
        self.libclangPath = libclangPath
        self.environment = environment
        self.cycleLimit = cycleLimit
    }
}

public enum ScanSettingsKey: ArtifactKey {
    public typealias Value = ScanSettings
    public static let name = "scan-settings"
}
