import CouplingTestSupport
import Foundation
import Testing

/// A usage or configuration error: the arguments after `scan TREE --no-cache`, the configuration
/// file's text when there is one (`--config {s}/c.yml` is added), and what stderr must say.
struct BadArgument: Sendable, CustomTestStringConvertible {
    let name: String
    var arguments: [String] = []
    var config: String?
    let message: String
    /// Words the message must not contain (the flag blamed for a key's fault).
    var not: String?
    var testDescription: String { name }
}

/// A YAML document of 9^8 strings once its aliases are expanded, a few hundred bytes on disk.
func aliasBomb(under key: String) -> String {
    var lines = ["version: 1", "\(key):", "  a0: &a0 [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]"]
    for level in 1...8 {
        lines.append("  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
    }
    return lines.joined(separator: "\n") + "\n"
}

@Suite("Bad input: flags and configuration", .enabled(if: CLI.executable != nil, "the coupling executable was not built"))
struct BadArgumentTests {
    static let cases: [BadArgument] = [
        .init(name: "--jobs at Int64.max", arguments: ["--jobs", "9223372036854775807"],
              message: "--jobs must be between 1 and 512, not 9223372036854775807"),
        .init(name: "--jobs -1", arguments: ["--jobs", "-1"], message: "--jobs must be between 1 and 512, not -1"),
        .init(name: "--jobs not a number", arguments: ["--jobs", "many"], message: "--jobs"),
        .init(name: "--cycle-limit at Int64.max", arguments: ["--cycle-limit", "9223372036854775807"],
              message: "--cycle-limit must be between 1 and 100000, not 9223372036854775807"),
        .init(name: "--cycle-limit -5", arguments: ["--cycle-limit", "-5"], message: "--cycle-limit must be between 1 and 100000, not -5"),
        .init(name: "--exclude with an open [", arguments: ["--exclude", "["], message: "--exclude: bad glob `[`: `[` is never closed"),
        .init(name: "--include with an open [", arguments: ["--include", "["], message: "--include: bad glob `[`: `[` is never closed"),
        .init(name: "--exclude empty", arguments: ["--exclude", " "], message: "--exclude: bad glob ` `: it is empty"),
        .init(name: "a baseline that never ends (a link to /dev/zero)", arguments: ["--baseline", "/dev/zero"],
              message: "--baseline /dev/zero: cannot read the file (larger than 268435456 bytes)"),
        .init(name: "cycles.limit -5", config: "version: 1\ncycles: {limit: -5}\n",
              message: "c.yml:2: `cycles.limit` must be between 1 and 100000, not -5", not: "--cycle-limit"),
        .init(name: "cycles.limit at Int64.max", config: "version: 1\ncycles:\n  limit: 9223372036854775807\n",
              message: "c.yml:3: `cycles.limit` must be between 1 and 100000, not 9223372036854775807", not: "--cycle-limit"),
        .init(name: "cycles.limit past Int64", config: "version: 1\ncycles:\n  limit: 99999999999999999999999\n",
              message: "c.yml:3: `cycles.limit` must be a whole number"),
        .init(name: "a pass option of the wrong type",
              config: "version: 1\npasses:\n  options:\n    resolve-references:\n      trust_unique_c_names: maybe\n",
              message: "c.yml:5: `passes.options.resolve-references.trust_unique_c_names` must be true or false, not `maybe`",
              not: "Expected to decode"),
        .init(name: "an unknown pass under passes.options",
              config: "version: 1\npasses:\n  options:\n    resolve-reference: {trust_unique_c_names: true}\n",
              message: "c.yml:4: unknown pass `resolve-reference` in `passes.options` (did you mean `resolve-references`?)"),
        .init(name: "an unknown pass option",
              config: "version: 1\npasses:\n  options:\n    resolve-references:\n      trust_unique_c_name: true\n",
              message: "c.yml:5: unknown key `passes.options.resolve-references.trust_unique_c_name` (did you mean `trust_unique_c_names`?)"),
        .init(name: "an option of a pass that has none",
              config: "version: 1\npasses:\n  options:\n    cycles:\n      limit: 3\n",
              message: "c.yml:5: unknown key `passes.options.cycles.limit`"),
        .init(name: "a pass's options not a mapping",
              config: "version: 1\npasses:\n  options:\n    resolve-references: [1, 2]\n",
              message: "c.yml:4: `passes.options.resolve-references` must be a mapping"),
        .init(name: "an unknown pass in passes.enable", config: "version: 1\npasses:\n  enable: [clang-frontnd]\n",
              message: "c.yml:3: unknown pass `clang-frontnd` in `passes.enable` (did you mean `clang-frontend`?)"),
        .init(name: "an unknown pass in passes.disable", config: "version: 1\npasses:\n  disable:\n    - nothing-like-it\n",
              message: "c.yml:4: unknown pass `nothing-like-it` in `passes.disable`"),
        .init(name: "a bad glob in exclude", config: "version: 1\nexclude:\n  - \"Tests\"\n  - \"[\"\n",
              message: "c.yml:4: `exclude`: bad glob `[`: `[` is never closed"),
        .init(name: "a bad glob in components", config: "version: 1\ncomponents: [\"a**\"]\n",
              message: "c.yml:2: `components`: bad glob `a**`"),
        .init(name: "an alias bomb under passes.options", config: aliasBomb(under: "passes"),
              message: "c.yml: more than 100000 values once YAML aliases are expanded"),
        .init(name: "an alias bomb under an unknown key", config: aliasBomb(under: "bomb"),
              message: "c.yml: more than 100000 values once YAML aliases are expanded"),
        .init(name: "YAML nested ten thousand deep",
              config: "version: 1\nexclude: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n",
              message: "c.yml: not valid YAML"),
        .init(name: "a configuration file of more than 1 MiB",
              config: "version: 1\n" + String(repeating: "# padding\n", count: 110_000), message: "larger than 1048576 bytes"),
    ]

    @Test("a bad flag or configuration value exits 2 and names the flag, or the file, line and key", arguments: cases)
    func badArgument(_ bad: BadArgument) throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        var arguments = bad.arguments
        if let config = bad.config {
            try scratch.write("c.yml", config)
            arguments += ["--config", scratch.path("c.yml")]
        }
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache"] + arguments, timeout: 60)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(bad.message), "\(result.stderr)")
        if let not = bad.not { #expect(!result.stderr.contains(not), "\(result.stderr)") }
    }

    @Test("an empty options section is no options: the tree is analysed")
    func emptyOptions() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.write("c.yml", "version: 1\npasses:\n  options:\n    resolve-references:\n")
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("App → Core"))
    }

    @Test("a .coupling.yml that is a FIFO is an error naming it, not a hang")
    func configFIFO() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.fifo("tree/.coupling.yml")
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache"], timeout: 30)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(scratch.path("tree/.coupling.yml")): cannot read the configuration file (not a regular file)"))
    }

    @Test("a configuration that is not UTF-8 is an error naming it")
    func configNotUTF8() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.write("c.yml", bytes: Array("version: 1\nexclude: [\"".utf8) + [0xFF, 0xFE] + Array("\"]\n".utf8))
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--config", scratch.path("c.yml")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(scratch.path("c.yml")): the configuration file is not UTF-8"))
    }

    @Test(
        "diff reads reports of the schemas it knows and refuses the others, naming the file",
        arguments: [(999, 2, "report schema version 999 is not one this coupling reads (1 to 4)"),
                    (0, 2, "report schema version 0 is not one this coupling reads"), (1, 0, "")])
    func diffSchema(version: Int, status: Int32, message: String) throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        let scan = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--format", "json", "-o", scratch.path("outside/new.json")])
        #expect(scan.status == 0)
        let text = try #require(scratch.read("outside/new.json"))
        try scratch.write("outside/old.json", text.replacingOccurrences(of: #""schemaVersion" : 4"#, with: #""schemaVersion" : \#(version)"#))
        let diff = try CLI.run(["diff", scratch.path("outside/old.json"), scratch.path("outside/new.json")])
        #expect(diff.status == status, "\(diff.stderr)")
        if status != 0 {
            #expect(diff.stderr.contains("\(scratch.path("outside/old.json")): \(message)"), "\(diff.stderr)")
        }
    }
}
