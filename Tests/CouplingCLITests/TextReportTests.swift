import Foundation
import Testing

/// The text report leads with what needs attention and cuts long lists; `--summary` is one screen,
/// `--all` lists everything.
@Suite("Text report that leads")
struct TextReportTests {
    @Test("the gate's state and every cycle group and new violation come first; --summary is one screen; --all lists what the default cuts")
    func leads() throws {
        let demo = CLI.fixture("demo")
        let standard = try CLI.run(["scan", demo, "--no-cache", "--fail-on", "cycles"])
        #expect(standard.status == 1)
        let lines = standard.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "gate: fails: 1 cycle group found (--fail-on cycles)")
        let attention = try #require(lines.firstIndex(of: "Needs attention"))
        #expect(attention < 6)
        #expect(lines[attention + 1].hasPrefix("  cycle group 1: Analytics, Networking"))
        #expect(lines[attention + 2] == "  error cycle  Analytics ↔ Networking")
        // The demo's 14 edges: 10 listed, then how many more and which flag lists them.
        #expect(standard.stdout.contains("  … and 4 more edges (--all lists them)"))

        let all = try CLI.run(["scan", demo, "--no-cache", "--all"])
        #expect(all.status == 0)
        #expect(!all.stdout.contains("more edges (--all lists them)"))
        #expect(all.stdout.contains("  Storage → Base (weight 4"))
        let summary = try CLI.run(["scan", demo, "--no-cache", "--summary"])
        #expect(summary.stdout.split(separator: "\n").count < 25, "\(summary.stdout)")
        #expect(summary.stdout.contains("Strongest edges (14 in all)"))
        #expect(!summary.stdout.contains("Components (8)"))

        let both = try CLI.run(["scan", demo, "--no-cache", "--summary", "--all"])
        #expect(both.status == 2)
    }

    @Test("lower-case, member-like unresolved names and notes are counted, not listed, unless --all")
    func noise() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.write("tree/A/A.swift", "public struct Box { public var value = 1 }\npublic func value() -> Int { 1 }\npublic struct Sample {}\n")
        try scratch.write("tree/B/B.swift", "public func value() -> Int { 2 }\npublic struct Sample {}\n")
        try scratch.write("tree/C/C.swift", "let v = value()\nlet s = Sample()\n")
        let standard = try CLI.run(["scan", scratch.path("tree"), "--no-cache"])
        #expect(standard.stdout.contains("lower-case, member-like name (value…; 1 reference; --all lists them)"), "\(standard.stdout)")
        #expect(standard.stdout.contains("  C     Sample"), "\(standard.stdout)")
        let all = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--all"])
        #expect(all.stdout.contains("  C     value"), "\(all.stdout)")
    }
}
