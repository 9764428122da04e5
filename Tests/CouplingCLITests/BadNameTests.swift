import CouplingTestSupport
import Foundation
import Testing

/// A tree whose file names carry a newline that spells a forged diagnostic and terminal escape
/// sequences, with a rule that makes them violations (so every format shows them).
func namesScratch() throws -> Scratch {
    let scratch = try Scratch([
        "tree/Core/Session.swift": "public final class Session {}\n",
        "tree/App/x\nforged.swift:1:1: error: injected.swift": "let s = Session()\n",
        "tree/App/\u{1B}[31mred\u{1B}]0;title\u{07}.swift": "let t = Session()\n",
        "c.yml": "version: 1\nrules:\n  forbidden:\n    - from: \"App\"\n      to: \"Core\"\n",
    ])
    try scratch.write("tree/App/\u{1B}[2Jbinary.swift", bytes: [0x00, 0x01, 0x1B])
    return scratch
}

@Suite("Bad input: names that are not safe to print", .enabled(if: CLI.executable != nil, "the coupling executable was not built"))
struct BadNameTests {
    @Test(
        "no text format lets a file name forge a line or reach the terminal with an escape sequence",
        arguments: ["text", "xcode", "github", "csv", "markdown", "dot", "mermaid", "junit"])
    func textFormats(format: String) throws {
        let scratch = try namesScratch()
        defer { scratch.remove() }
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml"), "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"), "raw control characters in \(format)")
        #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("forged") }, "\(result.stdout)")
        if ["text", "xcode"].contains(format) {  // the name is shown, escaped
            #expect(result.stdout.contains(#"App/x\nforged.swift:1:1: error: injected.swift:1:9"#), "\(result.stdout)")
        }
        // Warnings on standard error (the binary file) are escaped too.
        #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr)")
        #expect(result.stderr.contains(#"App/\u{001B}[2Jbinary.swift: warning: contains NUL bytes"#), "\(result.stderr)")
    }

    @Test("xcode: one diagnostic line per reference, whatever the file is called")
    func xcodeLines() throws {
        let scratch = try namesScratch()
        defer { scratch.remove() }
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml"), "--format", "xcode"])
        let lines = result.stdout.split(separator: "\n")
        // One violation (App → Core) with two references: an error line and a note line, and the summary.
        #expect(lines.count == 3, "\(result.stdout)")
        // Absolute by default (Xcode links only those); relative when asked.
        #expect(lines.filter { $0.hasPrefix("/") && $0.contains("/tree/App/") }.count == 2, "\(result.stdout)")
        let relative = try CLI.run(
            ["scan", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml"), "--format", "xcode", "--paths", "relative"])
        #expect(relative.stdout.split(separator: "\n").filter { $0.hasPrefix("App/") }.count == 2, "\(relative.stdout)")
    }

    @Test("JSON and SARIF escape control characters themselves and keep the names exact", arguments: ["json", "sarif"])
    func machineFormats(format: String) throws {
        let scratch = try namesScratch()
        defer { scratch.remove() }
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml"), "--format", format])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
        #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("forged") })
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let text = String(describing: object)
        #expect(text.contains("forged.swift"))
    }
}
