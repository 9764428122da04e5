@testable import CouplingKit
import CouplingModel
import Testing

@Suite("Header paths")
struct HeaderResolverTests {
    @Test(
        "normalize folds . and .. and refuses to leave the root",
        arguments: [
            ("A/B.h", "A/B.h"), ("A/./B.h", "A/B.h"), ("A/C/../B.h", "A/B.h"), ("../B.h", nil), ("A//B.h", "A/B.h"),
            ("/A/B.h", "A/B.h"), ("A/.hidden/B.h", "A/.hidden/B.h"), ("A/B/..", "A"), ("A/.", "A"), (".", ""),
            ("..", nil), ("A/..B/C.h", "A/..B/C.h"), ("A./B.h", "A./B.h"), ("A/.../B.h", "A/.../B.h"), ("", ""),
        ] as [(String, String?)])
    func normalize(path: String, expected: String?) {
        #expect(HeaderResolver.normalize(path) == expected)
    }

    @Test("basename and directory")
    func names() {
        #expect(HeaderResolver.basename("A/B/C.h") == "C.h")
        #expect(HeaderResolver.basename("C.h") == "C.h")
        #expect(HeaderResolver.directory(of: "A/B/C.h") == "A/B")
        #expect(HeaderResolver.directory(of: "C.h") == "")
    }

    @Test("quoted, angled, framework and Swift headers resolve as Xcode would")
    func resolve() {
        let modules = ModuleMap(components: ["Kit": [1], "App": [0]], mappings: [])
        let owner = ["App/a.m": 0, "Kit/Public/Kit/K.h": 1, "Kit/Internal/I.h": 1, "Other/I.h": 2]
        let resolver = HeaderResolver(
            headers: ["Kit/Public/Kit/K.h", "Kit/Internal/I.h", "Other/I.h"], modules: modules,
            componentOf: { owner[$0] })
        func outcome(_ name: String, _ kind: ImportKind) -> HeaderResolver.Outcome {
            resolver.resolve(Import(name: name, kind: kind, location: SourceLocation(path: "App/a.m", line: 1, column: 1)), from: "App/a.m")
        }
        #expect(outcome("Kit/K.h", .angledInclude) == .header("Kit/Public/Kit/K.h"))
        #expect(outcome("K.h", .quotedInclude) == .header("Kit/Public/Kit/K.h"))
        #expect(outcome("I.h", .quotedInclude) == .ambiguous(["Kit/Internal/I.h", "Other/I.h"]))
        #expect(outcome("Foundation/Foundation.h", .angledInclude) == .external)
        #expect(outcome("float.h", .angledInclude) == .external)
        #expect(outcome("vendor/I.h", .quotedInclude) == .external)
        #expect(outcome("Kit-Swift.h", .quotedInclude) == .swiftHeader("Kit-Swift.h"))
        #expect(outcome("MyApp-Swift.h", .quotedInclude) == .swiftHeader("MyApp-Swift.h"))
        #expect(outcome("Kit", .objcModule) == .module([1]))
    }

    /// Found on iina: `#import <mpv/client.h>` in the bridging header meant `deps/include/mpv/client.h`
    /// (a header search path), so 341 uses of mpv and FFmpeg were not visible; wcdb keeps a stale
    /// `deprecated/android/sqlcipher/sqlite3.h` that `<sqlcipher/sqlite3.h>` does not mean.
    @Test("<X/Y.h> of no module is a vendored library's include/X/Y.h, never a system folder's or a stray copy")
    func vendoredIncludes() {
        let modules = ModuleMap(components: ["App": [0]], mappings: [])
        let headers = [
            "deps/include/mpv/client.h", "deprecated/android/sqlcipher/sqlite3.h", "compat/include/sys/types.h",
            "compat/include/UIKit/UIKit.h",
        ]
        let resolver = HeaderResolver(headers: headers, modules: modules, componentOf: { $0.hasPrefix("App/") ? 0 : 1 })
        func outcome(_ name: String) -> HeaderResolver.Outcome {
            resolver.resolve(
                Import(name: name, kind: .angledInclude, location: SourceLocation(path: "App/a.m", line: 1, column: 1)), from: "App/a.m")
        }
        #expect(outcome("mpv/client.h") == .header("deps/include/mpv/client.h"))
        #expect(outcome("sqlcipher/sqlite3.h") == .external)
        #expect(outcome("sys/types.h") == .external)
        #expect(outcome("UIKit/UIKit.h") == .external)
        #expect(outcome("client.h") == .external)
    }

    /// iSH keeps a `linux/` folder and includes the Linux tree's `<linux/stddef.h>`: false edges closing a
    /// false cycle. Provenance's app has its own `include/net/…` beside a package's target named `net`.
    @Test("<X/Y.h> of a module X named like a system folder, without a Y.h, is the system's; the file's search paths come first")
    func modulesWithoutTheHeader() {
        let modules = ModuleMap(components: ["linux": [1], "Kit": [2], "net": [3]], mappings: [])
        let headers = ["linux/emu_unicorn.h", "App/include/net/compat.h", "Other/net/compat.h", "Pods/Kit/Copied.h"]
        let owner = ["App/a.c": 0, "linux/emu_unicorn.h": 1, "App/include/net/compat.h": 0, "Other/net/compat.h": 3]
        let resolver = HeaderResolver(
            headers: headers, modules: modules, componentOf: { owner[$0] },
            searchPaths: { $0.hasPrefix("App/") ? ["App/include"] : [] })
        func outcome(_ name: String) -> HeaderResolver.Outcome {
            resolver.resolve(
                Import(name: name, kind: .angledInclude, location: SourceLocation(path: "App/a.c", line: 1, column: 1)), from: "App/a.c")
        }
        #expect(outcome("linux/stddef.h") == .external)
        #expect(outcome("linux/emu_unicorn.h") == .header("linux/emu_unicorn.h"))
        #expect(outcome("Kit/Kit.h") == .module([2]))
        #expect(outcome("Kit/Kit-umbrella.h") == .module([2]))
        #expect(outcome("Kit/Missing.h") == .module([2]))  // (a binary framework's header the folder wraps)
        #expect(outcome("Kit/Copied.h") == .module([2]))  // (a header the pod's build copies into Kit)
        #expect(outcome("net/compat.h") == .header("App/include/net/compat.h"))
        #expect(outcome("net/if_arp.h") == .external)
    }

    @Test(
        "what included headers reach: their components, and the modules and Swift they import, through include cycles",
        .timeLimit(.minutes(1)))
    func reachThroughIncludes() {
        func include(_ name: String, _ kind: ImportKind = .quotedInclude, in path: String) -> Import {
            Import(name: name, kind: kind, location: SourceLocation(path: path, line: 1, column: 1))
        }
        let owner = ["App/a.m": 0, "Lib/A.h": 1, "Lib/B.h": 1, "Bridge/C.h": 2]
        let modules = ModuleMap(components: ["Kit": [3]], mappings: [])
        let facts = [
            FileFacts(path: "App/a.m", language: .objc, imports: [include("A.h", in: "App/a.m")]),
            // A.h includes itself (an X-macro header) and B.h, which includes A.h; B.h includes C.h,
            // which imports Kit and App-Swift.h.
            FileFacts(path: "Lib/A.h", language: .header, imports: [include("A.h", in: "Lib/A.h"), include("B.h", in: "Lib/A.h")]),
            FileFacts(path: "Lib/B.h", language: .header, imports: [include("A.h", in: "Lib/B.h"), include("C.h", in: "Lib/B.h")]),
            FileFacts(
                path: "Bridge/C.h", language: .header,
                imports: [include("Kit", .objcModule, in: "Bridge/C.h"), include("App-Swift.h", in: "Bridge/C.h")]),
        ]
        let resolver = HeaderResolver(headers: ["Lib/A.h", "Lib/B.h", "Bridge/C.h"], modules: modules, componentOf: { owner[$0] })
        var table = IncludeTable(headers: resolver, cFacts: facts, componentOf: NameMap(owner))
        let reach = table.reach(includedBy: "App/a.m")
        #expect(reach.components == [1, 2])
        #expect(reach.modules == [3])
        #expect(reach.swiftHeaders == ["App-Swift.h"])
        // The same answer asked from the middle of the cycle first.
        var again = IncludeTable(headers: resolver, cFacts: facts, componentOf: NameMap(owner))
        _ = again.reach(includedBy: "Lib/B.h")
        #expect(again.reach(includedBy: "App/a.m") == reach)
    }
}
