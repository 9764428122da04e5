import CouplingTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One refused `-o`: the arguments after `scan TREE --no-cache` (`{s}` stands for the scratch
/// folder) and what the message must say besides naming the path.
struct RefusedOutput: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let path: String
    let message: String
    var testDescription: String { name }
}

@Suite("Bad input: what -o may write", .enabled(if: CLI.executable != nil, "the coupling executable was not built"))
struct BadOutputTests {
    static let refused: [RefusedOutput] = [
        .init(name: "a scanned Swift file", arguments: ["--format", "json", "-o", "{s}/tree/Core/Session.swift"],
              path: "tree/Core/Session.swift", message: "is named like a source file or build manifest"),
        .init(name: "a scanned header", arguments: ["--format", "json", "-o", "{s}/tree/Core/Session.h"],
              path: "tree/Core/Session.h", message: "is named like a source file or build manifest"),
        .init(name: "a build manifest", arguments: ["--format", "json", "-o", "{s}/tree/Core/module.modulemap"],
              path: "tree/Core/module.modulemap", message: "is named like a source file or build manifest"),
        .init(name: "a new Swift file in the tree", arguments: ["--format", "json", "-o", "{s}/tree/App/New.swift"],
              path: "tree/App/New.swift", message: "is named like a source file or build manifest"),
        .init(name: "a Swift file outside the tree", arguments: ["--format", "json", "-o", "{s}/outside/Other.swift"],
              path: "outside/Other.swift", message: "is named like a source file or build manifest"),
        .init(name: "a folder", arguments: ["--format", "json", "-o", "{s}/outside"], path: "outside",
              message: "is a folder; give a file name"),
        .init(name: "a file in a missing folder", arguments: ["-o", "{s}/outside/missing/r.json"],
              path: "outside/missing/r.json", message: "does not exist"),
        .init(name: "a link to a file outside the tree", arguments: ["-o", "{s}/tree/link.json"],
              path: "tree/link.json", message: "is a symbolic link"),
        .init(name: "a dangling link", arguments: ["-o", "{s}/tree/dangling.json"], path: "tree/dangling.json",
              message: "is a symbolic link"),
        .init(name: "the configuration file read", arguments: ["--config", "{s}/outside/c.yml", "--format", "json", "-o", "{s}/outside/c.yml"],
              path: "outside/c.yml", message: "is a file this run reads"),
        .init(name: "the baseline file read", arguments: ["--baseline", "{s}/outside/b.json", "-o", "{s}/outside/b.json"],
              path: "outside/b.json", message: "is a file this run reads"),
        .init(name: "two formats into one file", arguments: ["--format", "json", "-o", "{s}/outside/r.json", "--format", "dot", "-o", "{s}/outside/r.json"],
              path: "outside/r.json", message: "the json and dot reports would go into one file"),
        .init(name: "one file spelled two ways", arguments: ["--format", "json", "-o", "{s}/outside/r.json", "--format", "dot", "-o", "{s}/outside/./r.json"],
              path: "outside/./r.json", message: "would go into one file"),
    ]

    @Test("a refused -o exits 2, names the path and changes nothing", arguments: refused)
    func refusedOutput(_ output: RefusedOutput) throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        let before = snapshot(scratch)
        let arguments = output.arguments.map { $0.replacingOccurrences(of: "{s}", with: scratch.root.path) }
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache"] + arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("-o \(scratch.path(output.path)): "), "\(result.stderr)")
        #expect(result.stderr.contains(output.message), "\(result.stderr)")
        #expect(snapshot(scratch) == before)
    }

    @Test("baseline and init refuse a source file as their output too")
    func otherCommands() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        let before = snapshot(scratch)
        let baseline = try CLI.run(["baseline", scratch.path("tree"), "--no-cache", "-o", scratch.path("tree/Core/Session.swift")])
        #expect(baseline.status == 2)
        #expect(baseline.stderr.contains("-o \(scratch.path("tree/Core/Session.swift")): is named like a source file"))
        let starter = try CLI.run(["init", scratch.path("tree"), "--no-cache", "-o", scratch.path("tree/App/Starter.swift")])
        #expect(starter.status == 2)
        #expect(starter.stderr.contains("\(scratch.path("tree/App/Starter.swift")): is named like a source file"))
        #expect(snapshot(scratch) == before)
    }

    @Test("-o a character device writes through: the device stays a device, the run succeeds")
    func device() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        // As root, a device node of our own for the null device (a tool that replaced it would not
        // replace the machine's /dev/null); otherwise /dev/null itself, which only root could replace.
        var device = "/dev/null"
        #if os(Linux)
            if getuid() == 0, mknod(scratch.path("outside/null"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 {  // (1, 3): null
                device = scratch.path("outside/null")
            }
        #endif
        for format in [["--format", "text"], []] {
            let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "-o", device] + format)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            var info = stat()
            #expect(lstat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "\(device) is no longer a device")
        }
    }

    @Test("-o a FIFO writes through it: the reader gets the report, the FIFO stays a FIFO")
    func fifo() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.fifo("outside/report.pipe")
        let path = scratch.path("outside/report.pipe")
        let received = ReceivedBytes()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: path) { received.set(handle.readDataToEndOfFile()) }
        }
        reader.start()
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--format", "json", "-o", path], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        for _ in 0..<100 where received.get() == nil { usleep(50_000) }
        #expect(String(decoding: received.get() ?? Data(), as: UTF8.self).contains(#""from" : "App""#))
        #expect(scratch.kind("outside/report.pipe") == S_IFIFO)
    }

    @Test("-o /dev/stdout is standard output")
    func devStdout() throws {
        let result = try CLI.run(["scan", CLI.fixture("swift-only"), "--no-cache", "--format", "json", "-o", "/dev/stdout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""schemaVersion""#))
    }

    @Test("a report replaces a regular file atomically and keeps its permissions; stale temporary files go")
    func atomicReplace() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.write("outside/r.json", "old\n")
        chmod(scratch.path("outside/r.json"), 0o640)
        // Left by a writer that was killed (no such process) and by one still running (this one).
        try scratch.write("outside/.r.json.coupling-tmp.999999999.1f", "half")
        try scratch.write("outside/.r.json.coupling-tmp.\(getpid()).2f", "in progress")
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "-o", scratch.path("outside/r.json")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.read("outside/r.json")?.contains(#""schemaVersion""#) == true)
        var info = stat()
        #expect(stat(scratch.path("outside/r.json"), &info) == 0 && info.st_mode & 0o777 == 0o640)
        let left = scratch.listing().filter { $0.contains("coupling-tmp") }
        #expect(left == ["outside/.r.json.coupling-tmp.\(getpid()).2f"])
    }
}

/// Bytes handed from a reader thread to the test.
final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data? { lock.withLock { data } }
}

@Suite("Bad input: standard output that cannot be written", .enabled(if: CLI.executable != nil, "the coupling executable was not built"))
struct BadStandardOutputTests {
    @Test(
        "a full or closed standard output is an error naming it (exit 2), never a trap",
        arguments: [
            (["scan", "--no-cache"], CLI.Output.file("/dev/full"), "standard output: cannot write the report: No space left on device"),
            (["scan", "--no-cache"], CLI.Output.closed, "standard output is closed"),
            (["check", "--no-cache"], CLI.Output.file("/dev/full"), "standard output: cannot write"),
            (["rules"], CLI.Output.closed, "standard output is closed"),
            (["passes"], CLI.Output.file("/dev/full"), "standard output: cannot write"),
        ])
    func unwritable(arguments: [String], output: CLI.Output, message: String) throws {
        var arguments = arguments
        if ["scan", "check"].contains(arguments[0]) { arguments.insert(CLI.fixture("swift-only"), at: 1) }
        let result = try CLI.run(arguments, stdout: output)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }
}
