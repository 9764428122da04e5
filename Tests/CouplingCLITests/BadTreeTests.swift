import CouplingTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// True when `--objc-frontend clang` loads a libclang here (the report then names clang as the
/// C-family extractor).
let libclangLoads: Bool = {
    guard CLI.executable != nil, let scratch = try? Scratch(["A/a.h": "void a(void);\n"]) else { return false }
    defer { scratch.remove() }
    let result = try? CLI.run(["scan", scratch.root.path, "--no-cache", "--objc-frontend", "clang"])
    return result?.stdout.contains("C-family extractor: clang") ?? false
}()

@Suite("Bad input: the tree and the cache", .enabled(if: CLI.executable != nil, "the coupling executable was not built"))
struct BadTreeTests {
    @Test("a FIFO named like a source file, and links to FIFOs, are skipped without blocking; the rest is analysed")
    func fifosInTree() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.fifo("tree/App/Pipe.swift")
        try scratch.fifo("outside/far.swift")
        try scratch.link("tree/App/Far.swift", to: scratch.path("outside/far.swift"))
        try scratch.link("tree/App/Near.swift", to: scratch.path("tree/App/Pipe.swift"))
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache"], timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("App → Core"))
    }

    @Test(
        "a cache folder that is a link (PATH/.coupling or its cache) is refused with a warning; nothing is written through it",
        arguments: [".coupling", ".coupling/cache"])
    func linkedCache(link: String) throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("elsewhere"), withIntermediateDirectories: true)
        try scratch.link("tree/\(link)", to: scratch.path("elsewhere"))
        let result = try CLI.run(["scan", scratch.path("tree"), "--format", "json", "--cache-dir", scratch.path("tree/.coupling/cache")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("\(scratch.path("tree/\(link)")) is a symbolic link"), "\(result.stderr)")
        #expect(result.stderr.contains("[cache-refused]"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: scratch.path("elsewhere"))) == [])
        #expect(result.stdout.contains(#""from" : "App""#))
    }

    @Test("a FIFO where a cache file goes, and a temporary file a killed run left, do not stop the run; the leftover goes")
    func cacheLeftovers() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.fifo("tree/.coupling/cache/swift-lexer-frontend.facts")
        try scratch.write("tree/.coupling/cache/.swift-lexer-frontend.facts.coupling-tmp.999999999.ab", "half a file")
        let result = try CLI.run(["scan", scratch.path("tree"), "--cache-dir", scratch.path("tree/.coupling/cache")], timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("App → Core"))
        #expect(!scratch.listing().contains { $0.contains("coupling-tmp") })
        #expect(scratch.kind("tree/.coupling/cache/swift-lexer-frontend.facts") == S_IFREG)  // rebuilt
        // The cache keeps itself out of version control.
        #expect(scratch.read("tree/.coupling/cache/.gitignore")?.contains("\n*\n") == true)
    }

    @Test("a cache folder outside the tree given with --cache-dir may be reached through a link")
    func explicitCacheThroughLink() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("real-cache"), withIntermediateDirectories: true)
        try scratch.link("outside/cache-link", to: scratch.path("real-cache"))
        let result = try CLI.run(["scan", scratch.path("tree"), "--cache-dir", scratch.path("outside/cache-link")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("cache-refused"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: scratch.path("real-cache")))?.contains("swift-lexer-frontend.facts") == true)
    }
}

/// One Swift file that swift-syntax cannot read safely, and a name it declares.
struct DeepSwift: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    var testDescription: String { name }
}

@Suite("Bad input: deep and hostile source", .enabled(if: CLI.executable != nil, "the coupling executable was not built"))
struct BadSourceTests {
    static let deep: [DeepSwift] = [
        .init(name: "1,000 nested generic arguments", source: "let x: " + String(repeating: "A<", count: 1_000) + "B" + String(repeating: ">", count: 1_000)),
        .init(name: "40 nested [", source: "let x = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)),
        .init(name: "20 nested [(", source: "let x = " + String(repeating: "[(", count: 20) + "1" + String(repeating: ")]", count: 20)),
        .init(name: "a chain of 5,000 members", source: "let x = a" + String(repeating: ".b", count: 5_000)),
        .init(name: "3,000 try", source: "let x = " + String(repeating: "try ", count: 3_000) + "f()"),
        .init(name: "3,000 nested #if", source: String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000)),
        .init(name: "3,000 arrows", source: "let x: " + String(repeating: "() -> ", count: 3_000) + "A"),
        .init(name: "3,000 else if", source: "func f() {" + String(repeating: "if a {} else ", count: 3_000) + "{}}"),
    ]

    #if SwiftSyntaxReader
    @Test("swift-syntax is not given what it cannot read: the fast reader reads it, with a note; nothing crashes", arguments: deep)
    func deepSwift(_ deep: DeepSwift) throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.write("tree/Core/Deep.swift", "public struct Deep {}\n" + deep.source + "\n")
        try scratch.write("tree/App/UsesDeep.swift", "import Core\nlet deep = Deep()\n")
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--swift-frontend", "syntax", "--all"], timeout: 90)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Core/Deep.swift: note:"), "\(result.stdout)")
        #expect(result.stdout.contains("read with the fast Swift reader instead [swift-syntax-skipped]"))
        #expect(result.stdout.contains("App → Core (weight 4: import 2, symbol 2)"), "\(result.stdout)")  // import Core twice, Session and Deep
    }
    #else
    @Test("a build without swift-syntax: --swift-frontend syntax exits 2 saying how to build it; a configuration asking for it gets the lexer, with a warning")
    func noSwiftSyntaxReader() throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.write("tree/Core/Session.swift", "public struct Session {}\n")
        try scratch.write("tree/App/App.swift", "import Core\nlet s = Session()\n")
        let flag = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--swift-frontend", "syntax"], timeout: 60)
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("--traits SwiftSyntaxReader"), "\(flag.stderr)")
        try scratch.write("tree/.coupling.yml", "version: 1\nswift_frontend: syntax\n")
        let configured = try CLI.run(["scan", scratch.path("tree"), "--no-cache"], timeout: 60)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect((configured.stdout + configured.stderr).contains("swift-syntax-unavailable"), "\(configured.stdout)")
        #expect(configured.stdout.contains("App → Core"), "\(configured.stdout)")
    }
    #endif

    @Test(
        "the fast Swift reader stays linear where it used to walk back (seconds instead of minutes)",
        arguments: [
            "let x = " + String(repeating: "(", count: 200_000) + String(repeating: "]", count: 200_000),
            String(repeating: "import Foundation; ", count: 60_000),
        ])
    func linear(_ source: String) throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.write("tree/Core/Long.swift", source + "\n")
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache"], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("App → Core"))
    }

    static let clangIncludes: [String] = [
        "#include \"{fifo}\"\n",
        "#import \"../../../../../../../../../..{fifo}\"\n",
        "#define CAT(a, b) a##b\n#if CAT(__has_, include)(\"{fifo}\")\n#endif\n",
        "#if __has_include(\"{fifo}\")\n#endif\n",
        "#pragma GCC dependency \"{fifo}\"\n",
        "#define P(x) CAT2(_Pra, gma)(#x)\n#define CAT2(a, b) a##b\nP(GCC dependency \"{fifo}\")\n",
        "%:include \"{fifo}\"\n",
        "/* a comment\n */ #include \"{fifo}\"\n",
        "#\\\ninclude \"{fifo}\"\n",
        "#include_next \"{fifo}\"\n",
    ]

    @Test(
        "libclang opens nothing a header names: a FIFO outside the tree never blocks the scan",
        .enabled(if: libclangLoads, "no libclang loads here"), arguments: clangIncludes)
    func clangOpensNothing(_ text: String) throws {
        let scratch = try hostileScratch()
        defer { scratch.remove() }
        try scratch.fifo("outside/trap.h")
        try scratch.write("tree/Core/Trap.h", text.replacingOccurrences(of: "{fifo}", with: scratch.path("outside/trap.h")) + "@interface Trapped\n@end\n")
        try scratch.write("tree/App/App.m", "#import \"Trap.h\"\nstatic Trapped *t;\n")
        let result = try CLI.run(["scan", scratch.path("tree"), "--no-cache", "--objc-frontend", "clang"], timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("C-family extractor: clang"))
        // import Core and Trap.h; Session, and Trapped: declared behind the trap, still read.
        #expect(result.stdout.contains("App → Core (weight 4: import 2, symbol 2)"), "\(result.stdout)")
    }
}
