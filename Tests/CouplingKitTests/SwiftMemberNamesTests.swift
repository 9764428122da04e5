import CouplingKit
import CouplingModel
import Testing

/// A nested type or member shadows a top-level name only inside its type: a file of the component
/// that extends none of its component's types and declares no class is inside none, and the name is
/// what the file sees (kiwix: `ActiveAlert`, nested in `ExternalLinkHandler`, hid the `ActiveAlert`
/// enum another folder declares); inside such a type (its body, an extension of it, a type inheriting
/// from it) the name is the member, as Swift looks in the enclosing types first (realm-swift's tests
/// two classes below the one declaring `app`).
@Suite("Members named like another component's declarations")
struct SwiftMemberNamesTests {
    @Test("outside the component's types the name is what the file sees; in an extension of one, the member")
    func membersShadowOnlyWhereTheyMay() async throws {
        let report = try await scanFiles([
            "Model/Enum.swift": "enum ActiveAlert { case none }\n",
            "Views/ExternalLinkHandler.swift":
                "struct ExternalLinkHandler {\n    enum ActiveAlert { case ask }\n    var alert: ActiveAlert = .ask\n}\n",
            "Views/AlertHandler.swift": "struct AlertHandler {\n    var alert: ActiveAlert? = nil\n}\n",
            "Views/ExternalLinkHandler+Open.swift": "extension ExternalLinkHandler {\n    func reset() -> ActiveAlert? { nil }\n}\n",
            // WasmKit's shape: a type whose nested type another file's extension adds, used in the type's own file.
            "Model/Instruction.swift": "struct Instruction {}\n",
            "Views/VMGen.swift": "enum VMGen {\n    static func run(_ all: [Instruction]) {}\n}\n",
            "Views/VMGen+Spec.swift": "extension VMGen {\n    struct Instruction {}\n}\n",
        ])
        let edges = report.edges.map { edge in "\(edge.from) -> \(edge.to): " + edge.evidence.map { "\($0.symbol)@\($0.location.path)" }.joined(separator: ",") }
        #expect(edges == ["Views -> Model: ActiveAlert@Views/AlertHandler.swift"])
        let unresolved = report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue) \($0.candidates.joined(separator: ",")) \($0.location.path)" }
        #expect(unresolved == [])
        // (ExternalLinkHandler's own use of its nested type is no reference, the readers bind it; the
        // two extensions name their component's own types; inside them, and inside VMGen, whose
        // extension nests an Instruction, the nested types.)
        #expect(report.stats.outcomes.own == 4 && report.stats.outcomes.ambiguous == 0 && report.stats.outcomes.edge == 1)
    }

    /// Ice Cubes: SwiftUI's `List { … }` in files that import both SwiftUI and the app's Models, whose
    /// `List` struct was taken for every such use.
    @Test("a name an imported module of the tree and an imported SDK module both declare is ambiguous; qualified, the tree's")
    func treeAndSDKModuleBothImported() async throws {
        let report = try await scanFiles([
            "Models/List.swift": "public struct List {\n    public init(id: String) {}\n}\n",
            "Feature/AboutView.swift": "import SwiftUI\nimport Models\n\nstruct AboutView: View {\n    var body: some View { List { Text(\"x\") } }\n}\n",
            "Feature/ListsView.swift": "import SwiftUI\nimport Models\n\nstruct ListsView {\n    let list: Models.List\n}\n",
            "Other/Use.swift": "import Models\n\nlet first = List(id: \"1\")\n",
        ])
        let evidence = report.evidenceLines { "\($0.location.path):\($0.location.line)" }
        #expect(evidence.sorted() == [
            "Feature->Models List Feature/ListsView.swift:5", "Feature->Models Models Feature/AboutView.swift:2",
            "Feature->Models Models Feature/ListsView.swift:2", "Other->Models List Other/Use.swift:3", "Other->Models Models Other/Use.swift:1",
        ])
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue) \($0.location.path)" } == [
            "Feature List several-candidates Feature/AboutView.swift",
        ])
    }

    /// Stats: `temperature(value.temperature)` in a class that names the struct `Battery_Usage` was
    /// ambiguous between Kit's function and the struct's property: a class never inherits a struct.
    /// A superclass's member is the name inside its subclasses, at any distance (realm-swift); a
    /// method of the name leaves a call ambiguous with a global function.
    @Test("a class that names a struct is not inside it: the struct's members are no bare names there; a superclass's are")
    func structMembersAreNoInheritedNames() async throws {
        let report = try await scanFiles([
            "Kit/Helpers.swift":
                "public func temperature(_ value: Double) -> String { \"\" }\npublic func level(_ value: Double) -> String { \"\" }\n"
                + "public func mark(_ value: Double, flag: Bool) {}\n",
            // (Usage's property `mark` makes no method of Base's a property: per type.)
            "Bat/Usage.swift": "struct Usage {\n    var temperature: Double\n    var mark = 0\n}\nclass Base {\n    var level: Double = 0\n    func mark(_ value: Double) {}\n}\n",
            "Bat/Popup.swift":
                "import Kit\nclass Popup {\n    func show(_ value: Usage) -> String { temperature(value.temperature) }\n}\n"
                + "class Gauge: Base {\n    func show() -> String { level(1) }\n}\n"
                + "class Dial: Gauge {}\nfinal class SmallDial: Dial {\n    func read() -> String { mark(2, flag: true); return level(2) }\n}\n",
        ])
        let edges = report.edges.map { edge in "\(edge.from) -> \(edge.to): " + edge.evidence.map(\.symbol).sorted().joined(separator: ",") }
        #expect(edges == ["Bat -> Kit: Kit,temperature"])
        // (A method of Base's, or Kit's function of other labels, NetNewsWire's shape: the labels decide, unsaid by the names.)
        #expect(report.unresolved.map { "\($0.symbol) \($0.reason.rawValue)" } == ["mark several-candidates"])
        // (`Usage`, `Base`, `Gauge`, `Dial` named in the component, and `level` in Gauge and in SmallDial, three classes below Base.)
        #expect(report.stats.outcomes.own == 6)
    }
}
