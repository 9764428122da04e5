import CouplingFrontendSwiftFast
import CouplingModel
import CouplingTestSupport
import Testing

@Suite("Fast Swift frontend")
struct FastSwiftFrontendTests {
    let frontend = FastSwiftFrontend()

    func facts(_ source: MarkedSource) -> FileFacts {
        frontend.facts(path: "M/File.swift", contents: source.bytes)
    }

    func at(_ source: MarkedSource, _ marker: String) -> String {
        guard let position = source.positions[marker] else { return "missing marker \(marker)" }
        return "\(position.line):\(position.column)"
    }

    func references(_ source: MarkedSource) -> [String] {
        facts(source).references.map {
            "\($0.kind == .extension ? "ext " : "")\($0.qualifier.map { $0 + "." } ?? "")\($0.name)@\($0.location.line):\($0.location.column)"
        }
    }

    func referenceNames(_ source: MarkedSource) -> Set<String> {
        Set(facts(source).references.map { ($0.qualifier.map { $0 + "." } ?? "") + $0.name })
    }

    @Test("tuple bindings, several bindings, macros, backticked names, modifiers")
    func moreDeclarations() {
        let source = MarkedSource(
            """
            let (1️⃣first, 2️⃣second) = (1, 2), 3️⃣third = 3
            @freestanding(expression) public macro 4️⃣stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
            public final class 5️⃣`Type` {}
            nonisolated(unsafe) var 6️⃣shared = 0
            @MainActor open class 7️⃣View: Base {}
            """)
        let found = facts(source).declarations.map { "\($0.kind.rawValue) \($0.name) \($0.location.line):\($0.location.column)" }
        let expected: [(DeclarationKind, String, String)] = [
            (.variable, "first", "1️⃣"), (.variable, "second", "2️⃣"), (.variable, "third", "3️⃣"),
            (.macro, "stringify", "4️⃣"), (.class, "Type", "5️⃣"), (.variable, "shared", "6️⃣"), (.class, "View", "7️⃣"),
        ]
        #expect(found == expected.map { "\($0.0.rawValue) \($0.1) \(at(source, $0.2))" })
    }

    @Test("strings: interpolation is code, raw and multi-line strings are not")
    func strings() {
        let source = MarkedSource(
            ##"""
            let a = "x \(1️⃣format(value: "nested \(2️⃣inner) \"Quoted\"")) y"
            let b = #"raw \(NotCode) \#(3️⃣RawCode) "quote" "#
            let c = """
                multi "line" \(4️⃣Multi)
                NotCode
                """
            let d = ##"a "# still string \#(NotCode) "##
            let e = 5️⃣After
            """##)
        let found = references(source)
        for (name, marker) in [("format", "1️⃣"), ("inner", "2️⃣"), ("RawCode", "3️⃣"), ("Multi", "4️⃣"), ("After", "5️⃣")] {
            #expect(found.contains("\(name)@\(at(source, marker))"), "\(name)")
        }
        #expect(!found.contains { $0.hasPrefix("NotCode@") || $0.hasPrefix("Quoted@") || $0.hasPrefix("value@") })
    }

    @Test("members are qualified by a plain identifier only")
    func members() {
        let source = MarkedSource(
            """
            let a = 1️⃣Networking.2️⃣HTTPMethod.5️⃣get
            let b: 3️⃣Core.4️⃣Token = make().value
            let c = self.value.other
            let d = items?.first
            """)
        let found = references(source)
        #expect(found.contains("Networking@\(at(source, "1️⃣"))"))
        #expect(found.contains("Networking.HTTPMethod@\(at(source, "2️⃣"))"))
        #expect(found.contains("Core@\(at(source, "3️⃣"))"))
        #expect(found.contains("Core.Token@\(at(source, "4️⃣"))"))
        // (A member of a nested type, by the nested type's name: `Notification.Name.taskNotification`.)
        #expect(found.contains("Networking.HTTPMethod.get@\(at(source, "5️⃣"))"))
        #expect(!found.contains { $0.contains("value@") || $0.contains("other@") || $0.contains("first@") })
    }

    @Test("extensions: extension references, qualified ones with their base")
    func extensions() {
        let source = MarkedSource(
            """
            extension 1️⃣Feed: 2️⃣Codable {}
            extension 3️⃣Networking.4️⃣HTTPMethod {}
            extension 5️⃣Array where 6️⃣Element: 7️⃣Equatable {}
            """)
        let found = references(source)
        #expect(found.contains("ext Feed@\(at(source, "1️⃣"))"))
        #expect(found.contains("Codable@\(at(source, "2️⃣"))"))
        #expect(found.contains("ext Networking.HTTPMethod@\(at(source, "4️⃣"))"))
        // The base is extended once: one reference, of the extension kind.
        #expect(found.filter { $0.hasSuffix("@\(at(source, "3️⃣"))") } == ["ext Networking@\(at(source, "3️⃣"))"])
        #expect(found.contains("ext Array@\(at(source, "5️⃣"))"))
        #expect(found.contains("Element@\(at(source, "6️⃣"))"))
        #expect(found.contains("Equatable@\(at(source, "7️⃣"))"))
    }

    @Test("imports of every form; their attributes are not references")
    func imports() {
        let source = MarkedSource(
            """
            import 1️⃣Foundation
            @_exported import 2️⃣Core
            @testable import 3️⃣Feature
            import struct 4️⃣Networking.HTTPMethod
            import 5️⃣Sub.Module
            """)
        let f = facts(source)
        #expect(f.imports.map(\.name) == ["Foundation", "Core", "Feature", "Networking", "Sub"])
        #expect(f.imports.map(\.kind) == [.swiftModule, .swiftExportedModule, .swiftModule, .swiftModule, .swiftModule])
        #expect(f.imports.map { "\($0.location.line):\($0.location.column)" } == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { at(source, $0) })
        #expect(f.references.isEmpty)
    }

    @Test("a body's names (locals, parameters, closure parameters) shadow uses in that body only; members in their type's bodies; generic parameters the whole file; private top-level names stay uses")
    func shadowing() {
        let source = MarkedSource(
            """
            private struct Hidden {}
            fileprivate let secret = 1
            struct Box<Element: 1️⃣Hashable> {
                enum Kind { case small, large(size: Int) }
                var value: Element
                func map<Output>(_ transform: (Element) -> Output, using helper: Helper) -> Output {
                    let local = 1
                    for item in items where item > local {}
                    if let found = lookup(), case .large(let size) = kind { print(found, size) }
                    guard let unwrapped = optional else { return transform(value) }
                    return [1].map { a, b in a + b } + [2].map { (c: Int) in c } + run { $0 } + helper.count + unwrapped
                }
            }
            let uses = (Hidden(), secret, small, large, Kind.self, Output.self, value, 2️⃣Helper.self)
            let more = (3️⃣local, 4️⃣item, 5️⃣found, 6️⃣size, 7️⃣unwrapped, 8️⃣a, 9️⃣transform, 🔟Other.self)
            """)
        let all = facts(source).references
        #expect(facts(source).declarations.filter { $0.scope == .file }.map(\.name) == ["Hidden", "secret"])
        // Inside the body its own names and the type's members are no uses; generic parameters nowhere are.
        let inside = all.filter { (7...12).contains($0.location.line) && $0.qualifier == nil }.map(\.name)
        for hidden in ["local", "item", "found", "size", "unwrapped", "transform", "helper", "a", "b", "c", "value"] {
            #expect(!inside.contains(hidden), "\(hidden)")
        }
        let names = referenceNames(source)
        for hidden in ["Output", "Element"] { #expect(!names.contains(hidden), "\(hidden)") }
        #expect(names.contains("Hidden") && names.contains("secret"))
        // Top-level code names no member of Box bare: there the names are uses of whatever they name.
        let topLevel = Set(all.filter { $0.location.line == 14 && $0.qualifier == nil }.map(\.name))
        for use in ["small", "large", "Kind", "value"] { #expect(topLevel.contains(use), "\(use)") }
        // Outside it, the same names are uses of whatever they name there.
        let found = references(source)
        for (name, marker) in [
            ("Hashable", "1️⃣"), ("Helper", "2️⃣"), ("local", "3️⃣"), ("item", "4️⃣"), ("found", "5️⃣"), ("size", "6️⃣"),
            ("unwrapped", "7️⃣"), ("a", "8️⃣"), ("transform", "9️⃣"), ("Other", "🔟"),
        ] {
            #expect(found.contains("\(name)@\(at(source, marker))"), "\(name)")
        }
    }

    @Test("operators in expressions are references; in types and where clauses they are not")
    func operators() {
        let source = MarkedSource(
            """
            let a = x 1️⃣<~> y 2️⃣?? z
            let b = 3️⃣!flag 4️⃣&& other
            let c: any P & Q = value!
            func f<T>(_ t: T) where T == Int {}
            let d = 0 5️⃣..< 10
            """)
        let ops = facts(source).references.filter { $0.name.first.map { !$0.isLetter } ?? false }
        #expect(ops.map { "\($0.name)@\($0.location.line):\($0.location.column)" } == [
            "<~>@\(at(source, "1️⃣"))", "??@\(at(source, "2️⃣"))", "!@\(at(source, "3️⃣"))", "&&@\(at(source, "4️⃣"))",
            "..<@\(at(source, "5️⃣"))",
        ])
    }

    @Test("#if: every branch is code")
    func conditionalCompilation() {
        let source = MarkedSource(
            """
            #if os(iOS)
            import UIKit
            public class 1️⃣Phone {}
            #elseif os(macOS)
            public class 2️⃣Desktop {}
            #else
            public class 3️⃣Other {}
            #endif
            """)
        let f = facts(source)
        #expect(f.declarations.map { "\($0.name) \($0.location.line):\($0.location.column)" } == [
            "Phone \(at(source, "1️⃣"))", "Desktop \(at(source, "2️⃣"))", "Other \(at(source, "3️⃣"))",
        ])
        #expect(f.imports.map(\.name) == ["UIKit"])
    }

    @Test("numbers, $0, backticks and UTF-8 columns")
    func lexing() {
        let source = MarkedSource(
            """
            let n = (0x1F, 1_000, 1e-5, 0.5, 1...2)
            let 1️⃣`class` = 2️⃣`Foo`.self
            let s = "é"; let t = 3️⃣Target
            let u = items.map { $0 + 4️⃣Offset }
            """)
        let f = facts(source)
        #expect(f.declarations.map(\.name) == ["n", "class", "s", "t", "u"])
        #expect(f.declarations[1].location.column == source.positions["1️⃣"]?.column)
        let found = references(source)
        #expect(found.contains("Foo@\(at(source, "2️⃣"))"))
        #expect(found.contains("Target@\(at(source, "3️⃣"))"))
        #expect(found.contains("Offset@\(at(source, "4️⃣"))"))
    }

    @Test("labels, parameter names and generic parameters are not references")
    func labels() {
        let source = MarkedSource(
            """
            func send(to recipient: 1️⃣User, in context: 2️⃣Context) {}
            let r = send(to: 3️⃣admin, in: .main)
            let tuple: (name: 4️⃣String, age: Int) = (name: "a", age: 1)
            """)
        let names = referenceNames(source)
        #expect(!names.contains("to") && !names.contains("recipient") && !names.contains("name") && !names.contains("age"))
        let found = references(source)
        #expect(found.contains("User@\(at(source, "1️⃣"))"))
        #expect(found.contains("Context@\(at(source, "2️⃣"))"))
        #expect(found.contains("admin@\(at(source, "3️⃣"))"))
        #expect(found.contains("String@\(at(source, "4️⃣"))"))
    }
}
