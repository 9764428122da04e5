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

    @Test("top-level declarations of every kind; private ones are the file's own")
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
        let declarations = facts(source).declarations
        let found = declarations.filter { $0.scope == .module }.map {
            "\($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column)"
        }
        let expected: [(DeclarationKind, String, String)] = [
            (.class, "Session", "1️⃣"), (.struct, "Token", "2️⃣"), (.enum, "Route", "3️⃣"), (.protocol, "Routing", "4️⃣"),
            (.actor, "Cache", "5️⃣"), (.typealias, "Handler", "6️⃣"), (.function, "makeSession", "7️⃣"),
            (.variable, "defaultTimeout", "8️⃣"), (.operator, "<~>", "9️⃣"),
        ]
        #expect(declarations.filter { $0.scope == .file }.map { "\($0.kind.rawValue) \($0.name)" } == ["struct Hidden", "function helper"])
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

    @Test("members of types and extensions are recorded as members: nested types, methods, properties, associated types")
    func memberDeclarations() {
        let source = MarkedSource(MemberSample.text)
        #expect(
            facts(source).declarations.map { "\($0.scope) \($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column)" }
                == MemberSample.expected(source))
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

    @Test("conditions are not uses; clauses only other platforms compile give their imports, nothing else")
    func conditions() {
        let source = MarkedSource(
            """
            #if os(Windows)
            import 1️⃣WinSDK
            typealias sockaddr_in6 = SOCKADDR_IN6
            #elseif os(Linux) || DEBUG
            struct 2️⃣LinuxOnly { let a: 3️⃣Session }
            #else
            struct 4️⃣Other {}
            #endif
            #if !os(Windows)
            struct 5️⃣Always {}
            #else
            @_exported import 6️⃣CNIOWindows
            struct NeverOnApple {}
            #endif
            """)
        let facts = frontend.facts(path: "M/File.swift", contents: source.bytes)
        let topLevel = facts.declarations.filter { $0.scope != .member }
        #expect(topLevel.map(\.name) == ["LinuxOnly", "Other", "Always"])
        #expect(topLevel.map(\.location) == ["2️⃣", "4️⃣", "5️⃣"].map { at(source, $0) })
        let names = facts.references.map(\.name)
        #expect(names == ["Session"])
        #expect(facts.references.map(\.location) == [at(source, "3️⃣")])
        #expect(!names.contains("Windows") && !names.contains("Linux") && !names.contains("DEBUG"))
        #expect(
            facts.imports == [
                Import(name: "WinSDK", kind: .swiftModule, location: at(source, "1️⃣"), isOtherPlatformsOnly: true),
                Import(name: "CNIOWindows", kind: .swiftExportedModule, location: at(source, "6️⃣"), isOtherPlatformsOnly: true),
            ])
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
