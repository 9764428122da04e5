import CouplingKit
import CouplingModel
import Foundation
import Testing

@Suite("Extensions of nested types")
struct ExtensionCountTests {
    @Test("`extension Client.Ctx {}` extends Client once, as an extension, with either Swift reader")
    func nestedExtension() async throws {
        let tree = try TemporaryTree([
            "Client/Client.swift": Array("public struct Client {\n    public struct Ctx {}\n}\n".utf8),
            "App/App.swift": Array("import Client\nextension Client.Ctx {}\n".utf8),
        ])
        defer { tree.remove() }
        for reader in BuiltInPasses.hasSwiftSyntaxReader ? ["lexer", "syntax"] : ["lexer"] {
            var settings = ScanSettings(root: tree.root.path, jobs: 1)
            settings.swiftFrontend = reader
            let report = try await Scanner(settings: settings).run().report
            #expect(report.edges.count == 1, "\(reader)")
            #expect(report.edges.first?.kinds == ["import": 1, "extension": 1], "\(reader)")
            #expect(report.edges.first?.evidence.map(\.location.line) == [1, 2], "\(reader)")
        }
    }
}
