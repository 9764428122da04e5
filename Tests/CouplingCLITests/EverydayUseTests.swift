import CouplingTestSupport
import Foundation
import Testing

/// The small frictions of daily use: a typo in a subcommand, `-o -`, `check` in another format,
/// plural words that count.
@Suite("Everyday use")
struct EverydayUseTests {
    /// Core uses nothing; App uses Core's `Engine`, which a layer rule forbids.
    private func tree() throws -> Scratch {
        try Scratch([
            "tree/Core/Engine.swift": "public struct Engine {}\n",
            "tree/App/Main.swift": "let engine = Engine()\n",
            "c.yml": """
            version: 1
            rules:
              forbidden:
                - from: App
                  to: Core
                  severity: error
            """,
        ])
    }

    @Test("a subcommand one typo away is named, not scanned as a missing folder")
    func mistypedSubcommand() throws {
        let result = try CLI.run(["scna", "."])
        #expect(result.status == 2)
        #expect(result.stderr.contains("`scna` is neither a subcommand nor a file or folder (did you mean `coupling scan`?)"), "\(result.stderr)")
        // A folder of that name is scanned as before.
        let scratch = try Scratch(["scna/A/a.swift": "struct A {}\n"])
        defer { scratch.remove() }
        let scanned = try CLI.run(["scna", "--no-cache"], in: scratch.root)
        #expect(scanned.status == 0, "\(scanned.stderr)")
    }

    @Test("a scan with default flags adds no file to the tree: the cache is in the user's cache folder, per tree")
    func cacheOutsideTheTree() throws {
        let scratch = try tree()
        defer { scratch.remove() }
        let before = scratch.listing()
        let first = try CLI.run(["scan", scratch.path("tree")])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(scratch.listing() == before)
        let caches = try FileManager.default.contentsOfDirectory(atPath: CLI.cacheHome + "/coupling")
        #expect(caches.contains { $0.hasPrefix("tree-") && $0.count == "tree-".count + 16 }, "\(caches)")
        let second = try CLI.run(["scan", scratch.path("tree")])
        #expect(second.stdout == first.stdout)
    }

    @Test("-o - is standard output, once")
    func dashIsStandardOutput() throws {
        let scratch = try tree()
        defer { scratch.remove() }
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--format", "json", "-o", "-"], in: scratch.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{"), "\(result.stdout.prefix(80))")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("-")))
        let twice = try CLI.run(
            ["scan", scratch.path("tree"), "--no-cache", "--format", "json", "-o", "-", "--format", "text", "-o", "/dev/stdout"],
            in: scratch.root)
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("would both go to standard output"), "\(twice.stderr)")
    }

    @Test("check writes the xcode and github formats; its summary counts in words that agree")
    func checkFormats() throws {
        let scratch = try tree()
        defer { scratch.remove() }
        let xcode = try CLI.run(["check", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml"), "--format", "xcode"])
        #expect(xcode.status == 1, "\(xcode.stderr)")
        #expect(xcode.stdout.hasPrefix(scratch.path("tree") + "/App/Main.swift:1:"), "\(xcode.stdout)")
        #expect(xcode.stdout.contains(": error: "), "\(xcode.stdout)")
        let github = try CLI.run(["check", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml"), "--format", "github"])
        #expect(github.status == 1)
        #expect(github.stdout.contains("::error file=App/Main.swift,line=1"), "\(github.stdout)")
        let terse = try CLI.run(["check", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml")])
        #expect(terse.stdout.contains("; 2 components, 1 edge, 0 cycle groups"), "\(terse.stdout)")
        let stray = try CLI.run(["check", scratch.path("tree"), "--no-cache", "-o", scratch.path("x.txt")])
        #expect(stray.status == 2)
        #expect(stray.stderr.contains("check -o needs --format"), "\(stray.stderr)")
    }
}
