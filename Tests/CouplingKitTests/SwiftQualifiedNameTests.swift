import CouplingKit
import CouplingModel
import CouplingTestSupport
import Testing

@Suite("Qualified Swift names")
struct SwiftQualifiedNameTests {
    /// Found on Home Assistant: `Shared.Server` names HANetworking's `Server`, which `Shared` re-exports
    /// (`@_exported import HANetworking`): it was not visible.
    @Test("`M.Name` names what module M re-exports too")
    func qualifiedThroughAReexport() async throws {
        let report = try await scanFiles([
            "Core/Server.swift": "public final class Server {}\n",
            "Shared/Exports.swift": "@_exported import Core\n\npublic enum Current {}\n",
            "App/Mock.swift": "import Shared\n\nfinal class Mock {\n    var a: Server?\n    var b: Shared.Server?\n}\n",
        ])
        let evidence = report.evidenceLines { String($0.location.line) }
        #expect(evidence.sorted() == ["App->Core Server 4", "App->Core Server 5", "App->Shared Shared 1", "Shared->Core Core 1"])
        #expect(report.unresolved.isEmpty)
    }

    /// Found on Firestore: the Objective-C class `FieldValue` has class methods whose Swift names are
    /// not indexed (`+vectorWithArray:` imports as `vector(with:)`), beside a Swift extension's
    /// `static func vector`: which one `FieldValue.vector(…)` means, the labels tell. (OpenEmu's Swift
    /// class `OEAlert`, which Objective-C sees, is Swift's: its `OEAlert.quitApplication()` is the
    /// extension's.)
    @Test("`T.name` of an extension's member on a type Objective-C declares is ambiguous; on a Swift type whose body lacks it, the extension's")
    func extensionMemberOfAnObjectiveCType() async throws {
        let report = try await scanFiles([
            "Core/FieldValue.h": "#import <Foundation/Foundation.h>\nNS_SWIFT_NAME(FieldValue)\n@interface FIRFieldValue : NSObject\n+ (id)vectorWithArray:(NSArray *)array;\n@end\n",
            "Core/Core.h": "#import \"FieldValue.h\"\n",
            "Core/module.modulemap": "module Core {\n  umbrella header \"Core.h\"\n}\n",
            "Notes/Note.swift": "import Foundation\npublic final class Note: NSObject {}\n",
            "Notes/Note.h": "@class Note;\ntypedef void (^NoteHandler)(Note *note);\n",
            "Extras/FieldValue+Swift.swift": "import Core\nimport Notes\npublic extension FieldValue {\n    static func vector(_ values: [Float]) -> FieldValue { FieldValue() }\n}\npublic extension Note {\n    static let sample = Note()\n    @objc func archive() {}\n}\n",
            "App/Use.swift": "import Core\nimport Extras\nimport Notes\nlet v = FieldValue.vector([1])\nlet n = Note.sample\nlet s = #selector(Note.archive)\n",
        ])
        // (An instance method named through its type, CodeEdit's `#selector(T.method)`, is the extension's too.)
        #expect(report.edges.first { $0.from == "App" && $0.to == "Extras" }.map { Set($0.evidence.map(\.symbol)) } == ["Extras", "Note.sample", "Note.archive"])
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.candidates) \($0.reason.rawValue)" } == ["App FieldValue.vector [\"Extras\"] several-candidates"])
    }

    /// Found on NetNewsWire: its `Account` module declares a class `Account` with a nested
    /// `UserInfoKey`; `Account.UserInfoKey.account` (in the module itself and in the apps) ended
    /// not-visible with the app's own top-level `UserInfoKey` as its candidate, read as the module's.
    @Test("`M.Name` names the type M when module M declares a type of its own name (Swift's lookup finds the type first)")
    func typeNamedAsItsModule() async throws {
        let tree = try TemporaryTree([
            "Account/Account.swift": Array(
                "public final class Account {\n    public struct UserInfoKey { public static let account = \"account\" }\n}\nfunc post() { _ = Account.UserInfoKey.account }\n"
                    .utf8),
            "Kit/Thing.swift": Array("public struct Thing {}\n".utf8),
            "Shared/UserInfoKey.swift": Array("struct UserInfoKey { static let feed = \"feed\" }\n".utf8),
            "App/Timeline.swift": Array(
                "import Account\nimport Kit\nfunc read() {\n    _ = Account.UserInfoKey.account\n    _ = Kit.Thing()\n}\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await tree.scan()
        let evidence = report.evidenceLines { String($0.location.line) }
        // The type `Account` and a module-qualified name of a module with no type of its name: edges.
        #expect(
            evidence.sorted()
                == ["App->Account Account 1", "App->Account Account 4", "App->Kit Kit 2", "App->Kit Thing 5"])
        // `UserInfoKey` after `Account.` is the class's member: no top-level name, in the module or out of it.
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" } == [])
    }

    /// Found on mastodon-ios: MastodonCore's `extension NotificationService.NotificationViewModel`
    /// (its own class `NotificationService`) was read as the app extension module NotificationService,
    /// and became an edge to the app's top-level `NotificationViewModel`.
    @Test("`M.Name` names a type M of the file's own component or target before module M")
    func ownTypeBeforeModule() async throws {
        let tree = try TemporaryTree([
            "Push/Token.swift": Array("public struct Token {}\n".utf8),
            "Core/Service.swift": Array(
                "public final class Push { public final class Token {} }\nextension Push.Token { func renew() {} }\n".utf8),
            "Feature/Token.swift": Array("final class Token {}\n".utf8),
            "App/App.swift": Array("import Push\nlet token = Push.Token()\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await tree.scan()
        let evidence = report.evidenceLines()
        // Core's own class, its member: no edge from Core to module Push nor to Feature's `Token`. App,
        // Feature and Core are the app target, so App sees Core's class `Push` too, before module Push.
        #expect(evidence.sorted() == ["App->Core Push", "App->Push Push"])
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" } == [])
    }
}
