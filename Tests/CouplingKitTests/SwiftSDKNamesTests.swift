@testable import CouplingKit
import Testing

@Suite("SDK names: the packed list")
struct SwiftSDKNamesTests {
    @Test("the records are sorted by their names' bytes, each name once, every module index valid")
    func records() {
        var previous: [UInt8]?
        var count = 0
        SwiftSDKNames.forEachRecord { name, entries in
            let bytes = Array(name)
            if let previous { #expect(previous.lexicographicallyPrecedes(bytes), "\(String(decoding: bytes, as: UTF8.self))") }
            previous = bytes
            SwiftSDKNames.forEachModule(in: entries) { #expect(Int($0) < SwiftSDKNames.moduleNames.count) }
            count += 1
        }
        #expect(count > 15_000)
    }

    @Test("bisection finds every record the walk finds, and nothing else")
    func lookup() {
        SwiftSDKNames.forEachRecord { name, entries in
            let text = String(decoding: name, as: UTF8.self)
            #expect(SwiftSDKNames.entries(of: text) == entries, "\(text)")
        }
        for absent in ["", "A", "NotAnSDKNameAtAll", "zzzzzz", "Strin", "Stringg"] {
            #expect(SwiftSDKNames.entries(of: absent) == nil, "\(absent)")
        }
    }

    @Test("a name is the SDK's only where a module declaring it is seen")
    func modulesSeen() throws {
        let view = try #require(SwiftSDKNames.entries(of: "UIView"))
        #expect(SwiftSDKNames.declares(entries: view, in: SwiftSDKNames.modulesSeen(importing: ["UIKit"])))
        #expect(!SwiftSDKNames.declares(entries: view, in: SwiftSDKNames.modulesSeen(importing: [])))
        let string = try #require(SwiftSDKNames.entries(of: "String"))
        #expect(SwiftSDKNames.declares(entries: string, in: SwiftSDKNames.modulesSeen(importing: [])))
    }

    @Test("names only a freestanding macro declares (#error, #file, #expect) are no SDK names: a plain error(…) is never one")
    func macroOnlyNames() {
        for name in ["error", "warning", "file", "line", "function", "column", "fileID", "expect"] {
            #expect(SwiftSDKNames.entries(of: name) == nil, "\(name)")
        }
        var walked = false
        SwiftSDKNames.forEachRecord { name, _ in walked = walked || String(decoding: name, as: UTF8.self) == "error" }
        #expect(!walked)
    }

    /// swift-nio: `#line` in a default value beside a `func line` of another module was a not-visible use.
    @Test("#line names a macro: a function or variable named line is nothing it could mean, the toolchain's macro is")
    func poundLineNamesNoFunction() async throws {
        let report = try await scanFiles([
            "Core/Core.swift": "public func line() -> Int { 1 }\n",
            "Tests/T.swift": "func check(_ message: String, line: UInt = #line) { print(#line, #file) }\n",
        ])
        #expect(report.edges.isEmpty)
        #expect(report.unresolved.map { "\($0.symbol) \($0.reason.rawValue) \($0.count)" } == ["line sdk-shadowed 2"])
    }

    /// Provenance: a core's `extern char String[513]` and `typedef long long Int64` in a C module a
    /// Swift file imports were edges from every `String` and `Int64` of it.
    @Test("a C declaration named like the standard library's String or Int64 is never what Swift means; the core's own C names still are")
    func cNamesLikeTheStandardLibrarys() async throws {
        let report = try await scanFiles([
            "Core/include/core.h": "extern char String[513];\ntypedef long long Int64;\nint core_run(void);\n",
            "Core/module.modulemap": "module CoreC {\n    header \"include/core.h\"\n    export *\n}\n",
            "App/App.swift": "import CoreC\nfunc name(_ n: Int64) -> String { _ = core_run(); return \"\" }\n",
        ])
        let evidence = report.edges.flatMap { edge in edge.evidence.map { "\(edge.from)->\(edge.to) \($0.symbol)" } }
        #expect(evidence.sorted() == ["App->Core CoreC", "App->Core core_run"])
        #expect(report.unresolved.map { "\($0.symbol) \($0.reason.rawValue)" }.sorted() == ["Int64 sdk-shadowed", "String sdk-shadowed"])
    }
}
