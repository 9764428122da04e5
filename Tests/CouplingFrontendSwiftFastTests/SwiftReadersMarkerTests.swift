import CouplingFrontendSwift
import CouplingFrontendSwiftFast
import CouplingModel
import CouplingTestSupport
import Testing

/// The two Swift readers: swift-syntax's (in builds with the `SwiftSyntaxReader` trait, as the
/// README's test command makes) and the hand-written lexer's.
enum SwiftReader: String, CaseIterable, CustomTestStringConvertible, Sendable {
    #if SwiftSyntaxReader
        case syntax
    #endif
    case lexer

    var testDescription: String { rawValue }

    func facts(_ source: MarkedSource, path: String = "M/File.swift") -> FileFacts {
        switch self {
        #if SwiftSyntaxReader
            case .syntax: SwiftFrontend().facts(path: path, contents: source.bytes)
        #endif
        case .lexer: FastSwiftFrontend().facts(path: path, contents: source.bytes)
        }
    }
}

/// Marker tests both Swift readers must pass: written once, run against each.
@Suite("Both Swift readers")
struct SwiftReadersMarkerTests {
    func at(_ source: MarkedSource, _ marker: String) -> String {
        guard let position = source.positions[marker] else { return "missing marker \(marker)" }
        return "\(position.line):\(position.column)"
    }

    func place(_ location: CouplingModel.SourceLocation) -> String { "\(location.line):\(location.column)" }

    @Test("top-level declarations of every kind, nested ones left out; private ones are the file's own", arguments: SwiftReader.allCases)
    func declarations(reader: SwiftReader) {
        let source = MarkedSource(
            """
            public class 1️⃣Session {}
            struct 2️⃣Token { struct Nested {} ; func method() {} ; var member = 1 }
            enum 3️⃣Route { case home }
            protocol 4️⃣Routing { associatedtype Output }
            actor 5️⃣Cache {}
            typealias 6️⃣Handler = () -> Void
            func 7️⃣makeSession() -> Session { let local = Session(); return local }
            let 8️⃣defaultTimeout = 30.0
            infix operator 9️⃣<~>
            private struct Hidden {}
            fileprivate func helper() {}
            func == (a: Token, b: Token) -> Bool { true }
            public private(set) var 🔟counter = 0
            """)
        let declarations = reader.facts(source).declarations
        let found = declarations.filter { $0.scope == .module }.map { "\($0.kind.rawValue) \($0.name) \(place($0.location))" }
        let expected: [(DeclarationKind, String, String)] = [
            (.class, "Session", "1️⃣"), (.struct, "Token", "2️⃣"), (.enum, "Route", "3️⃣"), (.protocol, "Routing", "4️⃣"),
            (.actor, "Cache", "5️⃣"), (.typealias, "Handler", "6️⃣"), (.function, "makeSession", "7️⃣"),
            (.variable, "defaultTimeout", "8️⃣"), (.operator, "<~>", "9️⃣"), (.variable, "counter", "🔟"),
        ]
        #expect(declarations.filter { $0.scope == .file }.map { "\($0.kind.rawValue) \($0.name)" } == ["struct Hidden", "function helper"])
        #expect(found == expected.map { "\($0.0.rawValue) \($0.1) \(at(source, $0.2))" })
    }

    @Test("members of types and extensions are recorded as members: nested types, methods, properties, associated types", arguments: SwiftReader.allCases)
    func memberDeclarations(reader: SwiftReader) {
        let source = MarkedSource(MemberSample.text)
        #expect(
            reader.facts(source).declarations.map { "\($0.scope) \($0.kind.rawValue) \($0.name) \(place($0.location))" }
                == MemberSample.expected(source))
    }

    @Test("members of a top-level extension carry the extended type; members of types and nested bodies do not", arguments: SwiftReader.allCases)
    func extensionMembers(reader: SwiftReader) {
        let source = MarkedSource(
            """
            extension DependencyValues {
                public var 1️⃣apiClient: ApiClient { get { self[ApiClient.self] } set {} }
                #if DEBUG
                static func 2️⃣preview() {}
                #endif
                struct 3️⃣Key { var 5️⃣inner = 0 }
            }
            extension SwiftUI.EnvironmentValues { var 4️⃣theme: Int { 0 } }
            extension Rope<Chunk>.Builder { func 7️⃣flush() {} }
            struct Values { var 6️⃣plain = 1 }
            """)
        let members = reader.facts(source).declarations.filter { $0.scope == .member }
        #expect(
            members.map { "\($0.name) \($0.extendedType ?? "-") \(place($0.location))" }
                == [
                    "apiClient DependencyValues \(at(source, "1️⃣"))", "preview DependencyValues \(at(source, "2️⃣"))",
                    "Key DependencyValues \(at(source, "3️⃣"))", "inner - \(at(source, "5️⃣"))",
                    "theme EnvironmentValues \(at(source, "4️⃣"))", "flush - \(at(source, "7️⃣"))", "plain - \(at(source, "6️⃣"))",
                ])
    }

    /// Found on isowords: `case let (lhs as [String: Any], …)` bound `String` as a variable, so the
    /// file's every `String` was taken for it.
    @Test("every cast in a tuple pattern names its type, brackets and parentheses included", arguments: SwiftReader.allCases)
    func castsInTuplePatterns(reader: SwiftReader) {
        let source = MarkedSource(
            """
            func same(_ a: Any, _ b: Any) -> Bool {
                switch (a, b) {
                case let (lhs as 1️⃣Token, rhs as 2️⃣Token): return lhs == rhs
                case (let lhs as 3️⃣Badge, let rhs as 4️⃣Badge): return lhs == rhs
                case let (lhs as [5️⃣Token: Any], rhs as (6️⃣Badge, Int)): return lhs.isEmpty && rhs.1 == 0
                default: return false
                }
            }
            """)
        let uses = reader.facts(source).references.filter { $0.name == "Token" || $0.name == "Badge" }
        #expect(uses.map { "\($0.name) \(place($0.location))" } == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"].map { marker in
            "\(["1️⃣", "2️⃣", "5️⃣"].contains(marker) ? "Token" : "Badge") \(at(source, marker))"
        })
    }

    @Test("implicit bindings are no uses: `error` in a catch without a pattern, `newValue`/`oldValue` in accessors without a parameter", arguments: SwiftReader.allCases)
    func implicitBindings(reader: SwiftReader) {
        let source = MarkedSource(
            """
            var volume = 0 {
                willSet { clamp(newValue) }
                didSet { log(oldValue) }
            }
            func load() {
                do { try run() } catch { report(error) }
                do { try run() } catch let failure { report(failure, 1️⃣error) }
            }
            func log(_ text: String) { 2️⃣newValue(text) }
            """)
        let references = reader.facts(source).references
        let names = references.map(\.name)
        // (In the body that binds them only: the second `error`, in a catch that binds `failure`, is a
        // global's; so is a `newValue` outside any setter.)
        #expect(references.filter { $0.name == "error" || $0.name == "newValue" || $0.name == "oldValue" }.map { place($0.location) }
            == [at(source, "1️⃣"), at(source, "2️⃣")])
        #expect(names.contains("report") && names.contains("clamp") && names.contains("log"))
    }

    /// Stats: one method's `catch {`, `let process = …` or `error: Error?` parameter hid Kit's
    /// `error(…)` and `process(…)` in the file's other methods, lost without a trace.
    @Test("a body's locals and a function's parameters are names in that body only; a requirement's parameters and a case's labels in none", arguments: SwiftReader.allCases)
    func bodyScopedNames(reader: SwiftReader) {
        let source = MarkedSource(
            """
            protocol Reader { func read(error: Error?) }
            enum Outcome { case failed(error: Error) }
            final class Load: Reader {
                func read(error: Error?) { if let error { print(error) } }
                func sample() { 1️⃣error("failed") ; 2️⃣process(path: "/bin") }
                func run() -> Int {
                    let process = 3
                    do { try step() } catch { return process }
                    return [1].map { debug in debug + 1 }.count
                }
                func last() { 3️⃣debug("done") }
                func pairs() { for (var input, expected) in list { input += expected } }
                func more() { 4️⃣expected() }
                func later(context: C) { run { [channel = context.channel, weak self] in print(channel) } ; 5️⃣channel() }
            }
            """)
        let uses = reader.facts(source).references.filter { $0.qualifier == nil && ["error", "process", "debug", "input", "expected", "channel"].contains($0.name) }
        #expect(uses.map { "\($0.name) \(place($0.location))" } == [
            "error \(at(source, "1️⃣"))", "process \(at(source, "2️⃣"))", "debug \(at(source, "3️⃣"))", "expected \(at(source, "4️⃣"))",
            "channel \(at(source, "5️⃣"))",
        ])
    }

    @Test("#if false is never compiled: its uses are no uses; #if true's #else is never compiled either", arguments: SwiftReader.allCases)
    func literalConditions(reader: SwiftReader) {
        let source = MarkedSource(
            """
            #if false
            func off() { helper() }
            #endif
            #if true
            func on() { 1️⃣kept() }
            #else
            func never() { dropped() }
            #endif
            """)
        let uses = reader.facts(source).references.filter { ["helper", "kept", "dropped"].contains($0.name) }
        #expect(uses.map { "\($0.name) \(place($0.location))" } == ["kept \(at(source, "1️⃣"))"])
    }

    @Test("#if os(…) and canImport(UIKit) clauses: which platforms compile each line, nested, #elseif and #else taking what earlier clauses left", arguments: SwiftReader.allCases)
    func platformRegions(reader: SwiftReader) {
        let source = MarkedSource(
            """
            let everywhere = 1
            #if os(iOS) || os(tvOS)
            let touch = 2
            #if !os(tvOS)
            let phone = 3
            #endif
            let touchAgain = 7
            #elseif os(macOS)
            let mac = 4
            #else
            let rest = 5
            #endif
            #if DEBUG
            let debug = 6
            #endif
            let after = 8
            #if canImport(UIKit)
            let uikit = 9
            #else
            typealias UIImage = NSImage
            #endif
            #if canImport(Alamofire)
            let maybe = 10
            #endif
            """)
        let regions = reader.facts(source).platformRegions
        let lines = (0...23).map { regions.platforms(atLine: $0) }  // (by line number)
        #expect(lines[1] == .all)
        #expect(lines[3] == [.iOS, .tvOS])
        #expect(lines[5] == [.iOS])
        #expect(lines[7] == [.iOS, .tvOS])
        #expect(lines[9] == [.macOS])
        #expect(lines[11] == [.watchOS, .visionOS, .linux])
        #expect(lines[14] == .all && lines[16] == .all)
        // (Provenance: the `#else` of `canImport(UIKit)` is macOS's and Linux's.)
        #expect(lines[18] == [.iOS, .tvOS, .watchOS, .visionOS])
        #expect(lines[20] == [.macOS, .linux])
        #expect(lines[23] == .all)
    }

    @Test("members of types declared in a body are no members of the file's surface: no other file names a local type", arguments: SwiftReader.allCases)
    func localTypesHaveNoMembers(reader: SwiftReader) {
        let source = MarkedSource(
            """
            final class ColumnTests {
                struct 1️⃣Fixture {}
                func testRaw() {
                    struct Player {
                        struct Column {}
                        var name = ""
                    }
                    _ = { struct Inner { enum Mode {} } }
                }
                var computed: Int { struct Cache { static let size = 1 }; return Cache.size }
            }
            """)
        let members = reader.facts(source).declarations.filter { $0.scope == .member }.map { "\($0.name) \(place($0.location))" }
        #expect(members == ["Fixture \(at(source, "1️⃣"))", "testRaw 3:10", "computed 10:9"])
    }

    @Test("members of `extension P where Self == T` are T's (SwiftUI's `ShapeStyle where Self == Color`)", arguments: SwiftReader.allCases)
    func sameTypeExtensionMembers(reader: SwiftReader) {
        let source = MarkedSource(
            """
            public extension ShapeStyle where Self == Color {
                static var haPrimary: Color { .blue }
            }
            extension Collection where Element == Int {
                var total: Int { 0 }
            }
            """)
        let members = reader.facts(source).declarations.map { "\($0.name) \($0.extendedType ?? "-")" }
        #expect(members == ["haPrimary Color", "total Collection"])
    }

    @Test("a script's shebang line is no code", arguments: SwiftReader.allCases)
    func shebang(reader: SwiftReader) {
        let source = MarkedSource("#!/usr/bin/swift\nlet x = 1️⃣Checker()\n")
        #expect(reader.facts(source).references.map { "\($0.name) \(place($0.location))" } == ["Checker \(at(source, "1️⃣"))"])
    }

    @Test("a member of the type itself (static, class, a nested type or alias) is marked so; instance members are not", arguments: SwiftReader.allCases)
    func staticMembers(reader: SwiftReader) {
        let source = MarkedSource(
            """
            extension Color {
                static let 1️⃣brand = Color.red
                public static var 2️⃣accent: Color { .blue }
                class func 3️⃣make() -> Color { .red }
                @available(iOS 17, *) static func 4️⃣tint() {}
                func 5️⃣activate() -> Self { self }
                var 6️⃣isDark: Bool { false }
                static let 7️⃣a = 1, 8️⃣b = 2
                let 9️⃣plain = 0
                struct 🔟Style {}
                typealias Tone = Int
            }
            """)
        let members = reader.facts(source).declarations.filter { $0.scope == .member }
        #expect(
            members.map { "\($0.name) \($0.isStatic)" }
                == [
                    "brand true", "accent true", "make true", "tint true", "activate false", "isDark false", "a true",
                    "b true", "plain false", "Style true", "Tone true",
                ])
    }

    @Test("a key path's first member is a member reference when its root is written or known from the wrapper", arguments: SwiftReader.allCases)
    func keyPathMembers(reader: SwiftReader) {
        let source = MarkedSource(
            """
            struct Feature {
                @Dependency(\\.1️⃣apiClient) var apiClient
                @Environment(\\.2️⃣theme) var theme
                let path = \\EnvironmentValues.3️⃣locale.identifier
                func body() {
                    view.environment(\\.4️⃣theme, .dark).dependency(\\.5️⃣apiClient.fetch, .mock)
                    let ids = items.map(\\.id)
                    let sorted = sort(by: \\.name)
                }
            }
            """)
        let members = reader.facts(source).references.filter { $0.kind == .member }
        #expect(
            members.map { "\($0.qualifier ?? "-").\($0.name)@\(place($0.location))" }
                == [
                    "DependencyValues.apiClient@\(at(source, "1️⃣"))", "EnvironmentValues.theme@\(at(source, "2️⃣"))",
                    "EnvironmentValues.locale@\(at(source, "3️⃣"))", "EnvironmentValues.theme@\(at(source, "4️⃣"))",
                    "DependencyValues.apiClient@\(at(source, "5️⃣"))",
                ])
        // A key path whose root is not known, or is `Self`, names a member of some type: no reference.
        #expect(!members.contains { $0.name == "id" || $0.name == "name" })
        #expect(!reader.facts(MarkedSource("struct S { let p = \\Self.count }")).references.contains { $0.name == "count" })
    }

    @Test("`await .member` is an implicit member, `extension A.B?` extends an optional: as swift-syntax reads them", arguments: SwiftReader.allCases)
    func implicitMembersAndOptionalExtensions(reader: SwiftReader) {
        let source = MarkedSource(
            """
            func load() async { state = await .ready(1); n = copy.3️⃣count }
            private extension 1️⃣Picker.2️⃣State? { var mode: Int { 0 } }
            """)
        let found = reader.facts(source).references.map { "\($0.kind.rawValue) \($0.qualifier ?? "-").\($0.name)@\(place($0.location))" }
        #expect(!found.contains { $0.contains(".ready@") }, "\(found)")
        #expect(found.contains("symbol copy.count@\(at(source, "3️⃣"))"), "\(found)")
        #expect(found.contains("symbol -.Picker@\(at(source, "1️⃣"))"), "\(found)")
        #expect(found.contains("symbol Picker.State@\(at(source, "2️⃣"))"), "\(found)")
        #expect(reader.facts(source).declarations.allSatisfy { $0.extendedType == nil })
    }

    @Test("@objc(Name) gives the Objective-C name; subclasses and @objcMembers classes are visible", arguments: SwiftReader.allCases)
    func objcNames(reader: SwiftReader) {
        let source = MarkedSource(
            """
            @objc(LGNLogger) public class Logger: NSObject {}
            public final class Plain {}
            @objcMembers class Members {}
            @objc(doThing:with:) func doThing(_ a: Int, with b: Int) {}
            @objc enum Mode: Int { case a }
            """)
        let declarations = reader.facts(source).declarations.filter { $0.scope != .member }
        #expect(declarations.map(\.name) == ["Logger", "Plain", "Members", "doThing", "Mode", "ModeA"])
        #expect(declarations.map(\.objcName) == ["LGNLogger", nil, nil, "doThing:with", nil, "ModeA"])
        #expect(declarations.map(\.isObjCVisible) == [true, false, true, true, true, true])
    }

    /// ChatSecure's Objective-C names its Swift enums' cases as the generated header spells them
    /// (`RelationshipEdgeNameBuddyAccountEdgeName`, `OTRVerticalStackViewGravityMiddle`): 55 uses were lost.
    @Test("a case of a top-level @objc enum is <ObjCName><Case> to Objective-C; other enums' cases are no such name", arguments: SwiftReader.allCases)
    func objcEnumCases(reader: SwiftReader) {
        let source = MarkedSource(
            """
            @objc public enum RoomState: Int { case 1️⃣open, 2️⃣closedForGood }
            @objc(OTRGravity) enum Gravity: Int {
                case 3️⃣middle
                func flip() -> Gravity { switch self { case .middle: return .middle } }
            }
            enum Plain { case open }
            class Holder { @objc enum Nested: Int { case inner } }
            """)
        let cases = reader.facts(source).declarations.filter { $0.kind == .enumConstant }
        #expect(cases.map { "\($0.name) \(place($0.location))" } == [
            "RoomStateOpen \(at(source, "1️⃣"))", "RoomStateClosedForGood \(at(source, "2️⃣"))", "OTRGravityMiddle \(at(source, "3️⃣"))",
        ])
        #expect(cases.allSatisfy { $0.isObjCVisible && $0.objcName == $0.name && $0.scope == .module })
    }

    @Test("uses in types, expressions, attributes, inheritance, generics and macros; not in comments or strings", arguments: SwiftReader.allCases)
    func references(reader: SwiftReader) {
        let source = MarkedSource(
            """
            import Core
            final class Feed: 1️⃣Store, 2️⃣Loggable {
                @3️⃣Injected var client: 4️⃣HTTPClient
                var items: [5️⃣FeedItem] = []
                func load() {
                    // HTTPClient in a comment
                    /* nested /* FeedItem */ still a comment */
                    let text = "FeedItem in a string"
                    6️⃣track(text)
                    let value = #7️⃣stringify(1)
                    let cache = 8️⃣Cache<9️⃣Key>()
                }
            }
            """)
        let found = reader.facts(source).references.map { "\($0.name)@\(place($0.location))" }
        for (name, marker) in [
            ("Store", "1️⃣"), ("Loggable", "2️⃣"), ("Injected", "3️⃣"), ("HTTPClient", "4️⃣"), ("FeedItem", "5️⃣"),
            ("track", "6️⃣"), ("stringify", "7️⃣"), ("Cache", "8️⃣"), ("Key", "9️⃣"),
        ] {
            #expect(found.contains("\(name)@\(at(source, marker))"), "\(name)")
        }
        #expect(found.filter { $0.hasPrefix("HTTPClient@") }.count == 1)
        #expect(found.filter { $0.hasPrefix("FeedItem@") }.count == 1)
        // `#stringify` can only name a macro.
        #expect(reader.facts(source).references.filter { $0.kind == .macroExpansion }.map(\.name) == ["stringify"])
    }

    @Test("the compiler's attributes are no uses; custom ones (wrappers, builders, global actors) are", arguments: SwiftReader.allCases)
    func builtInAttributes(reader: SwiftReader) {
        let source = MarkedSource(
            """
            @main
            struct App {
                @IBOutlet weak var label: 1️⃣Label!
                @objc @discardableResult func run(_ body: @escaping () -> Void) -> Int { 0 }
                @2️⃣Published var count = 0
                @3️⃣ViewBuilder var body: 4️⃣Content { 5️⃣Content() }
                @_spi(Internal) @inline(__always) @available(iOS 17, *) @6️⃣DataActor func load() {}
            }
            """)
        let found = reader.facts(source).references.map { "\($0.name)@\(place($0.location))" }
        for (name, marker) in [
            ("Label", "1️⃣"), ("Published", "2️⃣"), ("ViewBuilder", "3️⃣"), ("Content", "4️⃣"), ("Content", "5️⃣"), ("DataActor", "6️⃣"),
        ] {
            #expect(found.contains("\(name)@\(at(source, marker))"), "\(name)")
        }
        let builtIn = ["main", "IBOutlet", "objc", "discardableResult", "escaping", "_spi", "inline", "available"]
        #expect(!found.contains { use in builtIn.contains { use.hasPrefix($0 + "@") } }, "\(found)")
    }

    @Test("#if: conditions are not uses; clauses only other platforms compile give their imports, nothing else", arguments: SwiftReader.allCases)
    func inactiveClauses(reader: SwiftReader) {
        let source = MarkedSource(
            """
            #if os(Windows) || os(Android)
            import 1️⃣WinSDK
            typealias sockaddr_in6 = SOCKADDR_IN6
            #elseif !os(Windows) && canImport(Darwin)
            public class 2️⃣Apple: 3️⃣Base {}
            #elseif os(Linux) || DEBUG
            struct 4️⃣LinuxOnly { let a: 5️⃣Session }
            #else
            public class 6️⃣Rest {}
            #endif
            #if !os(WASI)
            public class 7️⃣Always {}
            #else
            @_exported import 8️⃣WASILibc
            public class Never {}
            #endif
            """)
        let facts = reader.facts(source)
        #expect(facts.declarations.filter { $0.scope != .member }.map { "\($0.name) \(place($0.location))" } == [
            "Apple \(at(source, "2️⃣"))", "LinuxOnly \(at(source, "4️⃣"))", "Rest \(at(source, "6️⃣"))",
            "Always \(at(source, "7️⃣"))",
        ])
        #expect(facts.references.map { "\($0.name)@\(place($0.location))" } == ["Base@\(at(source, "3️⃣"))", "Session@\(at(source, "5️⃣"))"])
        #expect(
            facts.imports.map { "\($0.name) \($0.kind.rawValue) \($0.isOtherPlatformsOnly) \(place($0.location))" } == [
                "WinSDK swift-module true \(at(source, "1️⃣"))", "WASILibc swift-exported-module true \(at(source, "8️⃣"))",
            ])
    }
}
