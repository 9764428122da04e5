import ArgumentParser
import CouplingKit
import CouplingModel
import Foundation

/// The options every command that scans a tree shares.
struct ScanOptions: ParsableArguments {
    @Argument(help: "The folder to analyse; each top-level folder in it is a component.", completion: .directory)
    var path: String = "."

    @Option(name: .long, help: "Configuration file (default: PATH/.coupling.yml when present).", completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Skip files and folders matching this glob (repeatable).", valueName: "glob"))
    var exclude: [String] = []

    @Option(name: .long, help: ArgumentHelp("Analyse only files matching this glob (repeatable).", valueName: "glob"))
    var include: [String] = []

    // `.unconditional`: `--jobs -1` is a value to reject by name, not a missing value.
    @Option(name: .long, parsing: .unconditional, help: "Parallel frontend workers (default: all cores; at most 512).")
    var jobs: Int?

    @Option(name: .customLong("objc-frontend"), help: "How Objective-C/C headers are read: lexer (hand-written declaration reader over the lexer's tokens, the default) or clang (libclang).")
    var objcFrontend: String?

    @Option(name: .customLong("swift-frontend"), help: "How Swift files are read: syntax (swift-syntax) or lexer (hand-written, faster).")
    var swiftFrontend: String?

    @Option(name: .long, help: ArgumentHelp("Path of the libclang shared library to load.", valueName: "path"))
    var libclang: String?

    @Option(name: .customLong("swift-visibility"), help: ArgumentHelp("Deprecated, no effect: the build model decides what each file sees.", visibility: .hidden))
    var swiftVisibility: String?

    @Option(name: .customLong("cycle-limit"), parsing: .unconditional, help: "Elementary cycles listed per cycle group (default 50; at most 100000).")
    var cycleLimit: Int?

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the facts cache.")
    var noCache = false

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Where to keep the caches (default: a folder per tree in the user's cache folder, ~/.cache/coupling).", valueName: "dir"), completion: .directory)
    var cacheDir: String?

    @Option(name: .long, help: "Progress line on standard error: auto (when it is a terminal), always or never.")
    var progress: String = "auto"

    /// The scanned folder as an absolute path.
    var absoluteRoot: String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// The files besides the tree that a scan reads: the configuration file. No output may replace it.
    var filesRead: [String] {
        let configPath = config ?? (URL(fileURLWithPath: path).standardizedFileURL.path + "/" + Configuration.defaultFileName)
        return FileManager.default.fileExists(atPath: configPath) ? [configPath] : []
    }

    /// Builds settings from flags, the configuration file and the environment; flags win.
    func settings() throws -> ScanSettings {
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        var configuration = Configuration()
        let configPath = config ?? (root + "/" + Configuration.defaultFileName)
        if config != nil || FileManager.default.fileExists(atPath: configPath) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue || config != nil {
                configuration = try Configuration.load(path: configPath, streams: config != nil)
            }
        }
        for (flag, globs) in [("--exclude", exclude), ("--include", include)] {
            for glob in globs {
                if let problem = Glob.problem(in: glob) {
                    throw CouplingError.invalidArgument("\(flag): bad glob `\(glob)`: \(problem)")
                }
            }
        }
        configuration.exclude += exclude
        configuration.include += include
        if swiftVisibility != nil {
            configuration.warnings.append(Configuration.swiftVisibilityRetired(at: "--swift-visibility"))
        }
        var cFamilyReader = configuration.objcFrontend ?? ScanSettings.defaultCFamilyReader
        if let objcFrontend {
            guard let parsed = CFamilyDeclarationReader.parse(objcFrontend) else {
                throw CouplingError.invalidArgument(
                    "--objc-frontend must be \(CFamilyDeclarationReader.spellings), not `\(objcFrontend)`")
            }
            if parsed.formerName {
                configuration.warnings.append(
                    Configuration.readerRenamed(at: "--objc-frontend", key: "--objc-frontend \(objcFrontend)"))
            }
            cFamilyReader = parsed.reader
        }
        var swiftReader = swiftFrontend ?? configuration.swiftFrontend ?? ScanSettings.defaultSwiftFrontend
        guard ["syntax", "lexer"].contains(swiftReader) else {
            throw CouplingError.invalidArgument("--swift-frontend must be syntax or lexer, not `\(swiftReader)`")
        }
        // A build without swift-syntax: the flag is an error; a repository's configuration asking for
        // the reader (written for everyone's builds) gets the lexer, with a warning.
        if swiftReader == "syntax", !BuiltInPasses.hasSwiftSyntaxReader {
            if swiftFrontend == "syntax" { throw CouplingError.invalidArgument(Scanner.noSwiftSyntaxReader) }
            configuration.warnings.append(
                Diagnostic(
                    .warning, code: "swift-syntax-unavailable",
                    "swift_frontend: syntax: this build of coupling has no swift-syntax reader (see `--traits SwiftSyntaxReader` in README); Swift was read with the lexer"))
            swiftReader = "lexer"
        }
        if let jobs, !(1...ScanSettings.maximumJobs).contains(jobs) {
            throw CouplingError.invalidArgument("--jobs must be between 1 and \(ScanSettings.maximumJobs), not \(jobs)")
        }
        if let cycleLimit, !(1...ScanSettings.maximumCycleLimit).contains(cycleLimit) {
            throw CouplingError.invalidArgument(
                "--cycle-limit must be between 1 and \(ScanSettings.maximumCycleLimit), not \(cycleLimit)")
        }
        let limit = cycleLimit ?? configuration.cycleLimit ?? 50
        guard ["auto", "always", "never"].contains(progress) else {
            throw CouplingError.invalidArgument("--progress must be auto, always or never, not `\(progress)`")
        }
        var settings = ScanSettings(
            root: root, configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            cFamilyReader: cFamilyReader, libclangPath: libclang, environment: ProcessInfo.processInfo.environment,
            cycleLimit: limit)
        settings.swiftFrontend = swiftReader
        if let fingerprint = Bundle.main.executablePath.flatMap(ScanSettings.toolFingerprint(executable:)) {
            settings.toolFingerprint = fingerprint
        }
        if !noCache {
            settings.cacheDirectory = cacheDir.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
                ?? DefaultCacheLocation.directory(forRoot: root, environment: ProcessInfo.processInfo.environment)
        }
        if progress == "always" || (progress == "auto" && isatty(STDERR_FILENO) == 1) {
            settings.progress = ProgressLine.make()
        }
        return settings
    }
}
