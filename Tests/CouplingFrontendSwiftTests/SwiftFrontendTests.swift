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

    @Test("top-level declarations of every kind, private ones left out")
    func declarations() {
        let source = MarkedSource(
            """
            public class 1️⃣Session {}
            struct 2️⃣Token { struct Nested {} }
            enum 3️⃣Route { case home }
            protocol 4️⃣Routing {}
            actor 5️⃣Cache {}
            typealias 6️⃣Handler = () -> Void
            func 7️⃣makeSession() -> Session { Session() }
            let 8️⃣defaultTimeout = 30.0
            infix operator 9️⃣<~>
            private struct Hidden {}
            fileprivate func helper() {}
            func == (a: Token, b: Token) -> Bool { true }
            """)
        let found = facts(source).declarations.map { "\($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column)" }
        let expected: [(DeclarationKind, String, String)] = [
            (.class, "Session", "1️⃣"), (.struct, "Token", "2️⃣"), (.enum, "Route", "3️⃣"), (.protocol, "Routing", "4️⃣"),
            (.actor, "Cache", "5️⃣"), (.typealias, "Handler", "6️⃣"), (.function, "makeSession", "7️⃣"),
            (.variable, "defaultTimeout", "8️⃣"), (.operator, "<~>", "9️⃣"),
        ]
        #expect(
            found
                == expected.map { kind, name, marker in
                    let place = at(source, marker)
                    return "\(kind.rawValue) \(name) \(place.line):\(place.column)"
                })
    }

    @Test("@objc(Name) gives the Objective-C name; NSObject subclasses are visible to Objective-C")
    func objcNames() {
        let source = MarkedSource(
            """
            @objc(LGNLogger) public class Logger: NSObject {}
            public final class Plain {}
            """)
        let declarations = facts(source).declarations
        #expect(declarations.first?.objcName == "LGNLogger")
        #expect(declarations.first?.isObjCVisible == true)
        #expect(declarations.last?.isObjCVisible == false)
    }

    @Test("uses in types, expressions, attributes, inheritance, generics and macros; not in comments or strings")
    func references() {
        let source = MarkedSource(
            """
            import Core
            final class Feed: 1️⃣Store, 2️⃣Loggable {
                @3️⃣Injected var client: 4️⃣HTTPClient
                var items: [5️⃣FeedItem] = []
                func load() {
                    // HTTPClient in a comment
                    let text = "FeedItem in a string"
                    6️⃣track(text)
                    let value = #7️⃣stringify(1)
                }
            }
            """)
        let names = facts(source).references.map { "\($0.name)@\($0.location.line):\($0.location.column)" }
        for (name, marker) in [
            ("Store", "1️⃣"), ("Loggable", "2️⃣"), ("Injected", "3️⃣"), ("HTTPClient", "4️⃣"), ("FeedItem", "5️⃣"),
            ("track", "6️⃣"), ("stringify", "7️⃣"),
        ] {
            let place = at(source, marker)
            #expect(names.contains("\(name)@\(place.line):\(place.column)"), "\(name) at \(marker)")
        }
        #expect(names.filter { $0.hasPrefix("HTTPClient@") }.count == 1)
        #expect(names.filter { $0.hasPrefix("FeedItem@") }.count == 1)
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

    @Test("locally bound names (parameters, members, generic parameters, private types) shadow other components' names")
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
        #expect(!names.contains("Cache"))
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

    @Test("conditions are not uses; clauses never active on Apple platforms or Linux are skipped")
    func conditions() {
        let source = MarkedSource(
            """
            #if os(Windows)
            typealias sockaddr_in6 = SOCKADDR_IN6
            #elseif os(Linux) || DEBUG
            struct 1️⃣LinuxOnly { let a: 2️⃣Session }
            #else
            struct 3️⃣Other {}
            #endif
            #if !os(Windows)
            struct 4️⃣Always {}
            #else
            struct NeverOnApple {}
            #endif
            """)
        let facts = frontend.facts(path: "M/File.swift", contents: source.bytes)
        #expect(facts.declarations.map(\.name) == ["LinuxOnly", "Other", "Always"])
        let names = facts.references.map(\.name)
        #expect(names == ["Session"])
        #expect(!names.contains("Windows") && !names.contains("Linux") && !names.contains("DEBUG"))
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
