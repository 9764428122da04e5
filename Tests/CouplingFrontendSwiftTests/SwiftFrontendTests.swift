// Built with the `SwiftSyntaxReader` trait only (Package.swift).
#if SwiftSyntaxReader
import CouplingFrontendSwift
import CouplingModel
import CouplingTestSupport
import Testing

@Suite("Swift frontend")
struct SwiftFrontendTests {
    let frontend = SwiftFrontend()

    func facts(_ source: MarkedSource) -> FileFacts {
        frontend.facts(path: "M/File.swift", contents: source.bytes)
    }

    func at(_ source: MarkedSource, _ marker: String) -> CouplingModel.SourceLocation {
        let position = source.positions[marker]!
        return CouplingModel.SourceLocation(path: "M/File.swift", line: position.line, column: position.column)
    }

    @Test("a member after `.` is not a top-level use; a module-qualified name is, with its qualifier")
    func members() {
        let source = MarkedSource(
            """
            func f(view: UIView) {
                view.Configuration = nil
                let method = Networking.1️⃣HTTPMethod.get
                let button = UIButton.Configuration.plain()
            }
            """)
        let references = facts(source).references
        #expect(!references.contains { $0.name == "Configuration" && $0.qualifier == nil })
        let qualified = references.first { $0.name == "HTTPMethod" }
        #expect(qualified?.qualifier == "Networking")
        #expect(qualified?.location == at(source, "1️⃣"))
    }

    @Test("extensions are uses of the extended type; imports are recorded with @_exported")
    func extensionsAndImports() {
        let source = MarkedSource(
            """
            @_exported import 1️⃣Core
            import struct 2️⃣Networking.Endpoint
            extension 3️⃣Session: Equatable {}
            """)
        let result = facts(source)
        #expect(result.imports.map(\.name) == ["Core", "Networking"])
        #expect(result.imports.map(\.kind) == [.swiftExportedModule, .swiftModule])
        #expect(result.imports.first?.location == at(source, "1️⃣"))
        let extensionUse = result.references.first { $0.kind == .extension }
        #expect(extensionUse?.name == "Session")
        #expect(extensionUse?.location == at(source, "3️⃣"))
    }

    @Test("locally bound names (parameters, members, generic parameters) shadow other components' names; a private type stays a use, of the file's own declaration")
    func shadowing() {
        let source = MarkedSource(
            """
            private struct Cache {}
            struct Box<Value> {
                var logger: Int
                func run(client: Int) -> Value? {
                    _ = logger
                    _ = client
                    _ = Cache()
                    return nil
                }
            }
            """)
        let names = Set(facts(source).references.map(\.name))
        #expect(!names.contains("logger"))
        #expect(!names.contains("client"))
        #expect(!names.contains("Value"))
        #expect(names.contains("Cache"))
        #expect(
            facts(source).declarations.map { "\($0.name) \($0.scope)" } == ["Cache file", "Box module", "logger member", "run member"])
    }

    @Test("broken and non-UTF-8 input does not crash and still yields facts")
    func brokenInput() {
        var bytes = Array("struct Good {}\nfunc (((\n".utf8)
        bytes.append(0xFF)
        let result = frontend.facts(path: "M/Bad.swift", contents: bytes)
        #expect(result.declarations.map(\.name) == ["Good"])
        #expect(result.diagnostics.contains { $0.code == "swift-syntax-error" })
    }
}

@Suite("Swift frontend: #if")
struct SwiftConditionalCompilationTests {
    let frontend = SwiftFrontend()

    func at(_ source: MarkedSource, _ marker: String) -> CouplingModel.SourceLocation {
        SwiftFrontendTests().at(source, marker)
    }

    @Test("top-level guard/if bindings in main.swift are local, top-level let is declared")
    func topLevelBindings() {
        let source = MarkedSource(
            """
            let port = 8080
            guard let localAddress = channel.localAddress else { fatalError() }
            print(localAddress, port)
            """)
        let facts = frontend.facts(path: "M/main.swift", contents: source.bytes)
        #expect(facts.declarations.map(\.name) == ["port"])
        #expect(!facts.references.contains { $0.name == "localAddress" && $0.qualifier == nil })
        #expect(facts.references.contains { $0.name == "port" })
    }
}

@Suite("Swift frontend: trees too deep to walk")
struct SwiftFrontendDepthTests {
    @Test("a tree deeper than the limit gives no facts (nil), never a crash; an ordinary one is read")
    func depth() {
        let frontend = SwiftFrontend()
        let chain = "let x = a" + String(repeating: ".b", count: 3_000) + "\n"
        #expect(frontend.boundedFacts(path: "M/Deep.swift", contents: Array(chain.utf8)) == nil)
        let facts = frontend.facts(path: "M/Deep.swift", contents: Array(chain.utf8))
        #expect(facts.diagnostics.map(\.code) == ["swift-syntax-too-deep"])
        let fine = frontend.boundedFacts(path: "M/Fine.swift", contents: Array("public struct Fine {}\n".utf8))
        #expect(fine?.declarations.map(\.name) == ["Fine"])
    }
}
#endif
