import CouplingKit
import CouplingModel
import Foundation
import Testing

@Suite("Baseline")
struct BaselineTests {
    static let configuration = """
        version: 1
        layers:
          - {name: top, components: [App]}
          - {name: bottom, components: [Core, Util]}
        rules:
          forbidden:
            - {from: App, to: Util, comment: "App goes through Core"}
        """

    func scan(_ tree: TemporaryTree) async throws -> AnalysisReport {
        let settings = ScanSettings(
            root: tree.root.path, configuration: try Configuration.parse(Self.configuration, file: "c.yml"), jobs: 1)
        return try await Scanner(settings: settings).run().report
    }

    @Test("round trip: known violations pass, a new one trips the gate alone, a fixed one is stale")
    func roundTrip() async throws {
        let tree = try TemporaryTree([
            "App/App.swift": Array("import Core\nlet session = Session()\n".utf8),
            "Core/Session.swift": Array("import App\npublic final class Session { let s = session }\n".utf8),
            "Util/Format.swift": Array("public func format() {}\n".utf8),
        ])
        defer { tree.remove() }

        // Today: Core → App goes up a layer (and closes a cycle).
        let today = try await scan(tree)
        #expect(Set(today.violations.map(\.ruleID)) == ["cycle", "layer-upward"])
        let baseline = Baseline(report: today)
        let file = tree.root.appendingPathComponent("baseline.json")
        try Data(baseline.encoded()).write(to: file)
        let reloaded = try Baseline.load(path: file.path)
        #expect(reloaded == baseline)
        #expect(Gate.violations.reasons(for: reloaded.apply(to: today, path: "b.json")).isEmpty)

        // A new forbidden edge App → Util: only it is new.
        try Data("import Core\nimport Util\nlet session = Session()\nlet f = format()\n".utf8)
            .write(to: tree.root.appendingPathComponent("App/App.swift"))
        let tomorrow = reloaded.apply(to: try await scan(tree), path: "b.json")
        let fresh = tomorrow.violations.filter { $0.baseline == .new }
        #expect(fresh.map(\.ruleID) == ["forbidden"])
        #expect(fresh.first?.evidence.map(\.symbol).contains("format") == true)
        #expect(Gate.violations.reasons(for: tomorrow) == ["1 new error (--fail-on violations)"])
        #expect(tomorrow.baseline?.stale == [])

        // The old violation fixed: Core no longer uses App; its entries are stale.
        try Data("public final class Session {}\n".utf8).write(to: tree.root.appendingPathComponent("Core/Session.swift"))
        let fixed = reloaded.apply(to: try await scan(tree), path: "b.json")
        #expect(fixed.baseline?.stale == ["cycle|||App|Core", "layer-upward|Core|App"])
        #expect(Gate.cycles.reasons(for: fixed).isEmpty)
    }

    @Test("a frozen baseline trips on any new violation, whatever its severity")
    func frozen() async throws {
        let tree = try TemporaryTree([
            "App/App.swift": Array("import Util\nlet f = format()\n".utf8),
            "Util/Format.swift": Array("public func format() {}\n".utf8),
        ])
        defer { tree.remove() }
        let report = Baseline(report: AnalysisReportFixtures.empty).apply(to: try await scan(tree), path: "b.json")
        #expect(Gate.none.reasons(for: report, frozenBaseline: true).count == 1)
    }

    @Test("a baseline file of another version or shape is rejected with its name")
    func badFile() throws {
        let tree = try TemporaryTree(["b.json": Array("{\"version\": 9, \"entries\": []}".utf8), "c.json": Array("[]".utf8)])
        defer { tree.remove() }
        let nine = tree.root.appendingPathComponent("b.json").path
        #expect(throws: CouplingError.invalidArgument("--baseline \(nine): unsupported baseline version 9 (this coupling reads version 1)")) {
            try Baseline.load(path: nine)
        }
        #expect(throws: CouplingError.self) { try Baseline.load(path: tree.root.appendingPathComponent("c.json").path) }
    }
}

enum AnalysisReportFixtures {
    static let empty = AnalysisReport(
        tool: ToolInfo(version: "test"),
        resolution: ResolutionInfo(cFamilyFrontend: "lexer"), components: [],
        modules: [], edges: [], cycles: CycleReport(groups: [], limit: 1), unresolved: [], diagnostics: [],
        stats: ScanStats(
            files: 0, bytes: 0, filesByLanguage: [:], declarations: 0, references: 0, outcomes: ReferenceOutcomes(),
            filesOutsideComponents: 0))
}
