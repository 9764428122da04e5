import CouplingKit
import CouplingModel
import Testing

/// A rule's glob names components by name or by folder: a component of `UI/*` whose last segment is
/// unique is named `Debug`, and `UI/*` still means it.
@Suite struct RulePathGlobTests {
    @Test func aGlobMatchesAComponentsFolderAsWellAsItsName() async throws {
        let tree = try TemporaryTree([
            "Core/Auth/Session.swift": Array("struct Session { let screen = LoginScreen(); let menu = DebugMenu() }\n".utf8),
            "UI/Auth/LoginScreen.swift": Array("struct LoginScreen {}\n".utf8),
            "UI/Debug/DebugMenu.swift": Array("struct DebugMenu {}\n".utf8),
        ])
        defer { tree.remove() }
        var settings = ScanSettings(root: tree.root.path, jobs: 1)
        settings.configuration = try Configuration.parse(
            """
            version: 1
            components: ["Core/*", "UI/*"]
            rules:
              forbidden:
                - from: "Core/*"
                  to: "UI/*"
            """, file: "c.yml")
        let report = try await Scanner(settings: settings).run().report
        #expect(Set(report.components.map(\.name)) == ["Core/Auth", "UI/Auth", "Debug"])
        let forbidden = report.violations.filter { $0.ruleID == "forbidden" }.map { "\($0.from ?? "") -> \($0.to ?? "")" }.sorted()
        #expect(forbidden == ["Core/Auth -> Debug", "Core/Auth -> UI/Auth"])
    }
}
