import CouplingKit
import CouplingModel
import Testing

/// A rule's glob names components by name or by folder: a component of `UI/*` whose last segment is
/// unique is named `Debug`, and `UI/*` still means it.
@Suite struct RulePathGlobTests {
    @Test func aGlobMatchesAComponentsFolderAsWellAsItsName() async throws {
        let report = try await scanFiles(
            [
                "Core/Auth/Session.swift": "struct Session { let screen = LoginScreen(); let menu = DebugMenu() }\n",
                "UI/Auth/LoginScreen.swift": "struct LoginScreen {}\n",
                "UI/Debug/DebugMenu.swift": "struct DebugMenu {}\n",
            ],
            configuration: """
                version: 1
                components: ["Core/*", "UI/*"]
                rules:
                  forbidden:
                    - from: "Core/*"
                      to: "UI/*"
                """)
        #expect(Set(report.components.map(\.name)) == ["Core/Auth", "UI/Auth", "Debug"])
        let forbidden = report.violations.filter { $0.ruleID == "forbidden" }.map { "\($0.from ?? "") -> \($0.to ?? "")" }.sorted()
        #expect(forbidden == ["Core/Auth -> Debug", "Core/Auth -> UI/Auth"])
    }
}
