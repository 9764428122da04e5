import CouplingKit
import CouplingModel
import Testing

/// `components:` patterns without a `/` name top-level folders: `Net` is the package folder, not also
/// its `Sources/Net` target folder; `*` is every top-level folder, as when nothing is configured.
@Suite struct ComponentGlobTests {
    func components(_ patterns: String) async throws -> [String] {
        let tree = try TemporaryTree([
            "App/Main.swift": Array("import Net\nlet client = HTTPClient()\n".utf8),
            "Net/Sources/Net/HTTPClient.swift": Array("public struct HTTPClient { public init() {} }\n".utf8),
            "Net/Tests/NetTests/HTTPClientTests.swift": Array("@testable import Net\nlet c = HTTPClient()\n".utf8),
        ])
        defer { tree.remove() }
        var settings = ScanSettings(root: tree.root.path, jobs: 1)
        settings.configuration = try Configuration.parse("version: 1\ncomponents: \(patterns)\n", file: "c.yml")
        return try await Scanner(settings: settings).run().report.components.map(\.path).sorted()
    }

    @Test func patternsWithoutASlashNameTopLevelFolders() async throws {
        #expect(try await components(#"["App", "Net"]"#) == ["App", "Net"])
        #expect(try await components(#"["*"]"#) == ["App", "Net"])
        #expect(try await components(#"["App", "Net/Sources/*"]"#) == ["App", "Net/Sources/Net"])
    }
}
