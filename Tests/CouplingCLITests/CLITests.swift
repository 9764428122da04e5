import CouplingTestSupport
import Foundation
import Testing

/// Runs the built `coupling` executable: exit codes, messages, atomic files, determinism.
struct CLI {
    static let repositoryRoot = Repository.root

    /// The executable `swift test` built next to the test bundle (`COUPLING_TEST_EXECUTABLE` names
    /// another, e.g. an older build to see a test fail without a fix).
    static let executable: URL? = {
        if let path = ProcessInfo.processInfo.environment["COUPLING_TEST_EXECUTABLE"] { return URL(fileURLWithPath: path) }
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("coupling")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        let debug = repositoryRoot.appendingPathComponent(".build/debug/coupling")
        return FileManager.default.isExecutableFile(atPath: debug.path) ? debug : nil
    }()

    /// `XDG_CACHE_HOME` of every run: one folder per test process. Those of earlier test processes
    /// that have ended are removed first, so that runs do not pile up folders in the temporary one.
    static let cacheHome: String = {
        let prefix = "coupling-test-cache-"
        let temporary = FileManager.default.temporaryDirectory
        let own = ProcessInfo.processInfo.processIdentifier
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != own, kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        return temporary.appendingPathComponent(prefix + String(own)).path
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Where the command's standard output goes.
    enum Output {
        case pipe
        /// A file opened for writing (`/dev/full`).
        case file(String)
        /// Closed before the command starts (`>&-`).
        case closed
    }

    /// Runs coupling; a run still going after `timeout` seconds is killed (status 137 or 9: a hang
    /// fails its test instead of the suite).
    static func run(
        _ arguments: [String], in directory: URL? = nil, stdout output: Output = .pipe, timeout: Double = 120
    ) throws -> Result {
        let process = Process()
        let tool = try #require(executable)
        if case .closed = output {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", tool.path] + arguments
        } else {
            process.executableURL = tool
            process.arguments = arguments + ["--progress", "never"].filter { _ in arguments.first == "scan" }
        }
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        // The default cache folder is the user's: the tests keep theirs in a folder of their own.
        environment["XDG_CACHE_HOME"] = cacheHome
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        switch output {
        case .pipe, .closed: process.standardOutput = out
        case .file(let path): process.standardOutput = FileHandle(forWritingAtPath: path)
        }
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate(); kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        if case .file = output { try? out.fileHandleForWriting.close() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func fixture(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("Fixtures/\(name)/repo").path
    }
}

@Suite("Command line", .enabled(if: CLI.executable != nil, "the coupling executable was not built"))
struct CLITests {
    @Test("--fail-on cycles exits 1 on a tree with a cycle and 0 on one without")
    func gate() throws {
        let cyclic = try CLI.run(["scan", CLI.fixture("cycles-two-groups"), "--fail-on", "cycles", "--no-cache"])
        #expect(cyclic.status == 1)
        #expect(cyclic.stderr.contains("2 cycle groups found (--fail-on cycles)"))
        let clean = try CLI.run(["scan", CLI.fixture("swift-only"), "--fail-on", "cycles", "--no-cache"])
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("Cycles: none"))
    }

    @Test(
        "usage and input errors exit 2 and name the path or flag",
        arguments: [
            (["scan", "/nonexistent/tree"], "/nonexistent/tree: no such file or folder"),
            (["scan", "--format", "pdf"], "--format: unknown format `pdf`"),
            (["scan", "--fail-on", "warnings"], "--fail-on must be cycles, hidden-cycles, runtime-keys, violations or none, not `warnings`"),
            (["scan", "--jobs", "0"], "--jobs must be between 1 and 512, not 0"),
            (["scan", "--bogus-flag"], "--bogus-flag"),
            (["scan", "--config", "/nonexistent.yml"], "/nonexistent.yml: cannot read the configuration file"),
            (["explain", "Nope", "App"], "`Nope` is not a component"),
            (["scan", "--baseline-frozen"], "--baseline-frozen needs --baseline FILE"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        var arguments = arguments
        if arguments == ["explain", "Nope", "App"] { arguments.append(CLI.fixture("demo")) }
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("--objc-frontend takes the reader's name; its former name still works, with a warning on stderr")
    func cFamilyReaderFlag() throws {
        let current = try CLI.run(["scan", CLI.fixture("demo"), "--objc-frontend", "lexer", "--no-cache"])
        #expect(current.status == 0)
        #expect(current.stdout.contains("C-family extractor: lexer"))
        #expect(!current.stderr.contains("former name"))
        let former = try CLI.run(["scan", CLI.fixture("demo"), "--objc-frontend", "regex", "--no-cache"])
        #expect(former.status == 0)
        #expect(former.stdout.contains("C-family extractor: lexer"))
        #expect(former.stderr.contains("`--objc-frontend regex` is the former name of `lexer`"), "\(former.stderr)")
        let wrong = try CLI.run(["scan", CLI.fixture("demo"), "--objc-frontend", "tokens"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--objc-frontend must be lexer or clang, not `tokens`"))
    }

    @Test("a file as PATH exits 2 and says why")
    func fileAsPath() throws {
        let file = CLI.repositoryRoot.appendingPathComponent("Package.swift").path
        let result = try CLI.run(["scan", file])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not a folder"))
    }

    @Test("JSON and DOT are byte-identical across runs and job counts; -o writes the file")
    func determinism() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coupling-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var outputs: [String: [Data]] = [:]
        for (run, jobs) in [(1, "1"), (2, "2"), (3, "2")] {
            let json = folder.appendingPathComponent("r\(run).json").path
            let dot = folder.appendingPathComponent("r\(run).dot").path
            let result = try CLI.run([
                "scan", CLI.fixture("demo"), "--jobs", jobs, "--no-cache", "--format", "json", "-o", json, "--format", "dot",
                "-o", dot,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            outputs["json", default: []].append(try Data(contentsOf: URL(fileURLWithPath: json)))
            outputs["dot", default: []].append(try Data(contentsOf: URL(fileURLWithPath: dot)))
        }
        for (format, runs) in outputs {
            #expect(Set(runs).count == 1, "\(format) differs between runs or job counts")
            #expect(!(runs.first?.isEmpty ?? true))
        }
    }

    @Test("check fails on a new violation only; baseline, diff and init work end to end")
    func checkBaselineDiffInit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coupling-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layered = CLI.fixture("layered-architecture")
        let config = CLI.repositoryRoot.appendingPathComponent("Fixtures/layered-architecture/coupling.yml").path
        let check = try CLI.run(["check", layered, "--config", config, "--no-cache"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("3 new violations (3 errors)"))
        let baseline = folder.appendingPathComponent("baseline.json").path
        #expect(try CLI.run(["baseline", layered, "--config", config, "--no-cache", "-o", baseline]).status == 0)
        let again = try CLI.run(["check", layered, "--config", config, "--no-cache", "--baseline", baseline])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("0 new violations (0 errors), 3 baselined"))

        let old = folder.appendingPathComponent("old.json").path
        let new = folder.appendingPathComponent("new.json").path
        _ = try CLI.run(["scan", CLI.fixture("swift-only"), "--no-cache", "-o", old])
        _ = try CLI.run(["scan", CLI.fixture("demo"), "--no-cache", "-o", new])
        let diff = try CLI.run(["diff", old, new])
        #expect(diff.status == 0)
        #expect(diff.stdout.contains("+ cycle Analytics, Networking"))
        #expect(diff.stdout.contains("- edge App → Core"))

        let starter = try CLI.run(["init", CLI.fixture("demo"), "--no-cache", "-o", "-"])
        #expect(starter.status == 0)
        #expect(starter.stdout.hasPrefix("# coupling configuration"))
    }
}
