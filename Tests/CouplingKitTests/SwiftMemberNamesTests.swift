import CouplingKit
import CouplingModel
import Testing

/// A nested type or member shadows a top-level name only inside its type: in another file of the
/// component, which may or may not be inside that type, the name is ambiguous, never silently the
/// component's own (kiwix: `ActiveAlert`, nested in `ExternalLinkHandler`, hid the `ActiveAlert` enum
/// another folder declares from a file outside that type).
@Suite("Members named like another component's declarations")
struct SwiftMemberNamesTests {
    @Test("another file's member makes the name ambiguous with what the file sees, never the component's own unsaid")
    func membersShadowOnlyWhereTheyMay() async throws {
        let report = try await scanFiles([
            "Model/Enum.swift": "enum ActiveAlert { case none }\n",
            "Views/ExternalLinkHandler.swift":
                "struct ExternalLinkHandler {\n    enum ActiveAlert { case ask }\n    var alert: ActiveAlert = .ask\n}\n",
            "Views/AlertHandler.swift": "struct AlertHandler {\n    var alert: ActiveAlert? = nil\n}\n",
        ])
        #expect(report.edges.isEmpty, "\(report.edges.map { "\($0.from) -> \($0.to)" })")
        let unresolved = report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue) \($0.candidates.joined(separator: ","))" }
        #expect(unresolved == ["Views ActiveAlert several-candidates Model,Views"])
        #expect(report.unresolved.first?.location.path == "Views/AlertHandler.swift")
        // (ExternalLinkHandler's own use of its nested type is no reference: the readers bind it.)
        #expect(report.stats.outcomes.own == 0 && report.stats.outcomes.ambiguous == 1)
    }
}
