import CouplingKit
import CouplingModel
import Testing

/// `components:` patterns without a `/` name top-level folders: `Net` is the package folder, not also
/// its `Sources/Net` target folder; `*` is every top-level folder, as when nothing is configured.
@Suite struct ComponentGlobTests {
    func components(_ patterns: String) async throws -> [String] {
        let report = try await scanFiles(
            [
                "App/Main.swift": "import Net\nlet client = HTTPClient()\n",
                "Net/Sources/Net/HTTPClient.swift": "public struct HTTPClient { public init() {} }\n",
                "Net/Tests/NetTests/HTTPClientTests.swift": "@testable import Net\nlet c = HTTPClient()\n",
            ], configuration: "version: 1\ncomponents: \(patterns)\n")
        return report.components.map(\.path).sorted()
    }

    @Test func patternsWithoutASlashNameTopLevelFolders() async throws {
        #expect(try await components(#"["App", "Net"]"#) == ["App", "Net"])
        #expect(try await components(#"["*"]"#) == ["App", "Net"])
        #expect(try await components(#"["App", "Net/Sources/*"]"#) == ["App", "Net/Sources/Net"])
    }

    /// AltStore commits its pods: skipped without a word, and no configuration could read them.
    @Test func dependencyFoldersAreSaidAndReadWhenConfigured() async throws {
        let files = [
            "App/Loader.swift": "import Nuke\nlet pipeline = ImagePipeline()\n",
            "Pods/Nuke/Sources/ImagePipeline.swift": "public final class ImagePipeline { public init() {} }\n",
        ]
        let skipped = try await scanFiles(files)
        #expect(skipped.edges.isEmpty)
        #expect(skipped.diagnostics.filter { $0.code == "dependency-folders-skipped" }.map(\.path) == ["Pods"])
        let read = try await scanFiles(files, configuration: "version: 1\ncomponents: [\"App\", \"Pods/*\"]\n")
        #expect(read.edges.map { "\($0.from) -> \($0.to)" } == ["App -> Nuke"])
        #expect(!read.diagnostics.contains { $0.code == "dependency-folders-skipped" })
    }

    /// A pattern that matches no folder (a file's path, a folder the tree lacks) gives no component: a
    /// warning names it (Mullvad's reader saw such entries dropped without a word).
    @Test func patternsThatMatchNoFolderAreSaid() async throws {
        let report = try await scanFiles(
            ["App/Main.swift": "let x = 1\n", "Net/Client.swift": "struct Client {}\n"],
            configuration: "version: 1\ncomponents: [\"*\", \"App/Main.swift\", \"Feature/*\"]\n")
        #expect(report.components.map(\.path).sorted() == ["App", "Net"])
        let unmatched = report.diagnostics.filter { $0.code == "component-pattern-unmatched" }
        #expect(unmatched.map { $0.severity == .warning } == [true, true])
        #expect(unmatched.map(\.message).sorted().map { $0.contains("`App/Main.swift`") || $0.contains("`Feature/*`") } == [true, true])
    }
}
