import CouplingTestSupport
import Foundation
import Testing

/// `scan --affected REV`: the components whose files changed since a revision, and their dependents.
@Suite("scan --affected", .enabled(if: CLI.executable != nil, "the coupling executable was not built"))
struct AffectedTests {
    /// Models ← Api ← Home ← App, and Settings uses nothing; one commit of it, in its own repository.
    private func repository() throws -> Scratch {
        let scratch = try Scratch([
            "tree/Models/Item.swift": "public struct Item {}\n",
            "tree/Api/Client.swift": "struct Client { let item: Item }\n",
            "tree/Home/HomeView.swift": "struct HomeView { let client: Client }\n",
            "tree/App/Main.swift": "let home: HomeView? = nil\n",
            "tree/Settings/SettingsView.swift": "struct SettingsView {}\n",
            "tree/README.md": "a tree\n",
        ])
        try git(["init", "-q"], in: scratch)
        try git(["add", "-A"], in: scratch)
        try git(["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "first"], in: scratch)
        return scratch
    }

    private func git(_ arguments: [String], in scratch: Scratch) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", scratch.path("tree")] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test("a changed file: its component and every component that depends on it, with the chain")
    func changedFileAndDependents() throws {
        let scratch = try repository()
        defer { scratch.remove() }
        try scratch.write("tree/Api/Client.swift", "struct Client { let item: Item; let retries = 3 }\n")
        try scratch.write("tree/Api/New.swift", "struct Retry {}\n")  // untracked: counts too
        try scratch.write("tree/NOTES.md", "notes\n")
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--affected", "HEAD"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Affected since HEAD: 3 of 5 components
              changed (1):
                Api   2 files
              depend on them (2):
                App   → Home → Api
                Home  → Api
              changed outside every component (1): NOTES.md

            """)

        let json = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--affected", "HEAD", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["affected"] as? [String] == ["Api", "App", "Home"])
        #expect(document["outside"] as? [String] == ["NOTES.md"])
        let changed = try #require(document["changed"] as? [[String: Any]])
        #expect(changed.first?["files"] as? [String] == ["Api/Client.swift", "Api/New.swift"])
    }

    @Test("nothing changed: no component; a changed build file outside the components: every component")
    func nothingThenEverything() throws {
        let scratch = try repository()
        defer { scratch.remove() }
        let clean = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--affected", "HEAD"])
        #expect(clean.stdout.hasPrefix("Affected since HEAD: 0 of 5 components\n  no changed file lies in a component\n"), "\(clean.stdout)")
        try scratch.write("tree/Podfile.lock", "PODS: []\n")
        let all = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--affected", "HEAD"])
        #expect(all.stdout.hasPrefix("Affected since HEAD: 5 of 5 components\n  every component: Podfile.lock changed, outside every component"), "\(all.stdout)")
    }

    @Test("a revision git does not know, a folder outside git, or a report format: exit 2 before any scan")
    func badUse() throws {
        let scratch = try repository()
        defer { scratch.remove() }
        let revision = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--affected", "no-such-branch"])
        #expect(revision.status == 2)
        #expect(revision.stderr.contains("--affected no-such-branch: not a commit of the git repository"), "\(revision.stderr)")
        let option = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--affected=--output=x"])
        #expect(option.status == 2)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("tree/x")))
        let outside = try Scratch(["A/a.swift": "struct A {}\n"])
        defer { outside.remove() }
        let notGit = try CLI.run(["scan", outside.root.path, "--no-cache", "--affected", "HEAD"])
        #expect(notGit.status == 2)
        #expect(notGit.stderr.contains("is not inside a git work tree"), "\(notGit.stderr)")
        let sarif = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--affected", "HEAD", "--format", "sarif"])
        #expect(sarif.status == 2)
        #expect(sarif.stderr.contains("--affected writes one list, as --format text or json"))
    }
}
