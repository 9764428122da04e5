import CouplingKit
import CouplingModel
import CouplingTestSupport
import Foundation
import Testing

/// A scan of `root` with the cache in `cache` (nil: no cache).
private func scan(_ root: URL, cache: URL?) async throws -> AnalysisReport {
    var settings = ScanSettings(root: root.path, jobs: 2)
    settings.cacheDirectory = cache?.path
    return try await Scanner(settings: settings).run().report
}

/// `files` and sixteen unrelated Swift files beside them, so that a warm run resolves the few
/// changed files again alone (with a quarter of the files changed it resolves them all).
private func treeWithFillers(_ files: [String: [UInt8]]) throws -> TemporaryTree {
    var files = files
    for index in 0..<16 { files["Filler/F\(index).swift"] = Array("struct Filler\(index) { let x = \(index) }\n".utf8) }
    return try TemporaryTree(files)
}

/// The report's JSON, keys sorted, to compare runs byte for byte.
private func json(_ report: AnalysisReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(report)
}

@Suite("Facts cache")
struct CacheTests {
    @Test("warm, changed and damaged caches all give the report a cold run gives")
    func sameReport() async throws {
        let tree = try TemporaryTree([
            "Core/Session.swift": Array("public final class Session {}\npublic func makeSession() -> Session { Session() }\n".utf8),
            "App/App.swift": Array("import Core\nlet session = makeSession()\n".utf8),
            "Legacy/LGThing.h": Array("@interface LGThing : NSObject\n@end\n".utf8),
            "Legacy/LGUser.m": Array("#import \"LGThing.h\"\n".utf8),
        ])
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let cold = try json(try await scan(tree.root, cache: nil))
        let first = try json(try await scan(tree.root, cache: cache))
        #expect(first == cold)
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("swift-lexer-frontend.facts").path))
        let warm = try json(try await scan(tree.root, cache: cache))
        #expect(warm == cold)

        // A changed file is read again.
        try Data("import Core\nlet session = Session()\n".utf8).write(to: tree.root.appendingPathComponent("App/App.swift"))
        let changed = try await scan(tree.root, cache: cache)
        #expect(changed.edges.first?.symbols.map(\.symbol).contains("Session") == true)
        #expect(try json(changed) == json(try await scan(tree.root, cache: nil)))

        // A damaged cache is ignored (with a note) and rebuilt.
        let file = cache.appendingPathComponent("swift-lexer-frontend.facts")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: file)
        let repaired = try await scan(tree.root, cache: cache)
        #expect(repaired.diagnostics.contains { $0.code == "cache-ignored" })
        #expect(repaired.edges == changed.edges)
        let after = try await scan(tree.root, cache: cache)
        #expect(!after.diagnostics.contains { $0.code == "cache-ignored" })
    }
}

@Suite("Cache: a place that cannot be written")
struct CacheUnwritableTests {
    @Test("a cache folder that cannot be made: the report is a cold run's, with a warning naming the folder")
    func unwritable() async throws {
        let tree = try TemporaryTree([
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/App.swift": Array("let session = Session()\n".utf8),
        ])
        defer { tree.remove() }
        // Under a regular file: no folder can be made there.
        let cache = tree.root.appendingPathComponent("App/App.swift/cache")
        let report = try await scan(tree.root, cache: cache)
        // Found before the run, once for every cache.
        let warnings = report.diagnostics.filter { $0.code == "cache-refused" }.map(\.message)
        #expect(warnings.count == 1)
        #expect(warnings.allSatisfy { $0.contains("App/App.swift") && $0.contains("not a folder") })
        #expect(!report.diagnostics.contains { $0.code == "cache-unwritable" })
        #expect(report.edges == (try await scan(tree.root, cache: nil)).edges)
    }
}

@Suite("Facts cache: the stat shortcut")
struct CacheSignatureTests {
    @Test("an unchanged size and time (even the epoch, as archives set it) is trusted without reading the file")
    func epochTimes() async throws {
        let tree = try TemporaryTree([
            "Core/Core.swift": Array("public struct Aaaa {}\n".utf8),
            "App/App.swift": Array("let x = Aaaa()\n".utf8),
        ])
        defer { tree.remove() }
        let epoch: [FileAttributeKey: Any] = [.modificationDate: Date(timeIntervalSince1970: 0)]
        let core = tree.root.appendingPathComponent("Core/Core.swift").path
        try FileManager.default.setAttributes(epoch, ofItemAtPath: core)
        var settings = ScanSettings(root: tree.root.path, jobs: 1)
        settings.cacheDirectory = tree.root.appendingPathComponent(".coupling/cache").path
        let first = try await Scanner(settings: settings).run().report
        #expect(first.edges.first?.symbols.map(\.symbol) == ["Aaaa"])
        // Same size, same time: the cache answers without reading, as git's index does.
        try Data("public struct Bbbb {}\n".utf8).write(to: URL(fileURLWithPath: core))
        try FileManager.default.setAttributes(epoch, ofItemAtPath: core)
        let second = try await Scanner(settings: settings).run().report
        #expect(second.edges.first?.symbols.map(\.symbol) == ["Aaaa"])
        // Another time: read again, and the new content counts.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 86_400)], ofItemAtPath: core)
        let third = try await Scanner(settings: settings).run().report
        #expect(third.edges.isEmpty)
    }
}

@Suite("Resolution cache")
struct ResolutionCacheTests {
    @Test("a declaration added elsewhere re-resolves files whose own facts did not change")
    func environmentChange() async throws {
        let tree = try TemporaryTree([
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/App.swift": Array("let widget = Widget()\nlet session = Session()\n".utf8),
            "Legacy/LGThing.h": Array("@interface LGThing : NSObject\n@end\n".utf8),
            "Legacy/LGUser.m": Array("#import \"LGThing.h\"\n#import \"Generated.h\"\nstatic LGWidget *w;\n".utf8),
        ])
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let first = try await scan(tree.root, cache: cache)
        #expect(first.edges.map { "\($0.from)->\($0.to)" } == ["App->Core"])
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("resolve-references.resolution").path))
        // Every file's answer is kept: the notes resolution gave come from the cache too.
        let warm = try await scan(tree.root, cache: cache)
        #expect(warm.diagnostics.contains { $0.code == "unresolved-include" })
        #expect(try json(warm) == json(first))

        // App.swift and LGUser.m are untouched, but what they use now exists elsewhere.
        try Data("public final class Session {}\npublic struct Widget {}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Core/Session.swift"))
        try Data("@interface LGThing : NSObject\n@end\n@interface LGWidget : NSObject\n@end\n".utf8)
            .write(to: tree.root.appendingPathComponent("Legacy/LGThing.h"))
        let changed = try await scan(tree.root, cache: cache)
        #expect(changed.edges.first?.symbols.map(\.symbol).sorted() == ["Session", "Widget"])
        #expect(changed.edges.contains { $0.from == "Legacy" } == false)  // LGWidget is Legacy's own
        #expect(try json(changed) == json(try await scan(tree.root, cache: nil)))

        // Declared elsewhere no more: the name a file used to find is gone.
        try Data("public final class Session {}\n".utf8).write(to: tree.root.appendingPathComponent("Core/Session.swift"))
        let removed = try await scan(tree.root, cache: cache)
        #expect(removed.edges.first?.symbols.map(\.symbol) == ["Session"])
        #expect(try json(removed) == json(try await scan(tree.root, cache: nil)))

        // An import changes what files see: everything is resolved again.
        try Data("public final class Session {}\npublic struct Widget {}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Core/Session.swift"))
        try Data("import Core\nlet widget = Widget()\nlet session = Session()\n".utf8)
            .write(to: tree.root.appendingPathComponent("App/App.swift"))
        let imported = try await scan(tree.root, cache: cache)
        #expect(imported.build.targets.contains { $0.name == "Core" && $0.kind == .module })
        #expect(try json(imported) == json(try await scan(tree.root, cache: nil)))
    }

    @Test("in a larger tree, a changed declaration re-resolves only its users, through Swift names and through includes")
    func fewFilesResolvedAgain() async throws {
        let files: [String: [UInt8]] = [
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/App.swift": Array("let widget = Widget()\nlet session = Session()\n".utf8),
            "Legacy/LGThing.h": Array("#import \"LGBase.h\"\n@interface LGThing : LGBase\n@end\n".utf8),
            "Legacy/LGBase.h": Array("@interface LGBase : NSObject\n@end\n".utf8),
            "Client/CLUse.m": Array("#import \"LGThing.h\"\nstatic LGWidget *w;\nstatic LGBase *b;\n".utf8),
        ]
        let tree = try treeWithFillers(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let first = try await scan(tree.root, cache: cache)
        #expect(first.edges.map { "\($0.from)->\($0.to)" } == ["App->Core", "Client->Legacy"])

        try Data("public final class Session {}\npublic struct Widget {}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Core/Session.swift"))
        try Data("@interface LGBase : NSObject\n@end\n@interface LGWidget : NSObject\n@end\n".utf8)
            .write(to: tree.root.appendingPathComponent("Legacy/LGBase.h"))
        let changed = try await scan(tree.root, cache: cache)
        #expect(changed.edges.first { $0.from == "App" }?.symbols.map(\.symbol).sorted() == ["Session", "Widget"])
        // LGWidget is reached through LGThing.h's include of LGBase.h.
        #expect(changed.edges.first { $0.from == "Client" }?.symbols.map(\.symbol).contains("LGWidget") == true)
        #expect(try json(changed) == json(try await scan(tree.root, cache: nil)))
    }

    @Test("a declaration that moves re-resolves its users; the bridging header's reach is kept for them")
    func movedDeclaration() async throws {
        let files: [String: [UInt8]] = [
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/App.swift": Array("import Core\nlet session = Session()\nlet thing = LGThing()\n".utf8),
            "App/App-Bridging-Header.h": Array("#import \"LGThing.h\"\n".utf8),
            "Legacy/LGThing.h": Array("@interface LGThing : NSObject\n@end\n".utf8),
        ]
        let tree = try treeWithFillers(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        func targets(_ report: AnalysisReport) -> [String] {
            report.edges.flatMap { edge in
                edge.evidence.map { "\(edge.from)->\(edge.to) \($0.symbol) \($0.target.map { "\($0.path):\($0.line)" } ?? "-")" }
            }
        }
        let first = try await scan(tree.root, cache: cache)
        #expect(first.build.targets.contains { $0.name == "Core" && $0.kind == .module })
        #expect(
            targets(first) == [
                "App->Core Core -", "App->Core Session Core/Session.swift:1", "App->Legacy LGThing Legacy/LGThing.h:1",
                "App->Legacy LGThing.h Legacy/LGThing.h:1",
            ])

        // Two lines above Session: App.swift is resolved again (alone) and points at line 3; LGThing
        // is still seen through the bridging header.
        try Data("// Sessions.\n\npublic final class Session {}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Core/Session.swift"))
        let moved = try await scan(tree.root, cache: cache)
        #expect(
            targets(moved) == [
                "App->Core Core -", "App->Core Session Core/Session.swift:3", "App->Legacy LGThing Legacy/LGThing.h:1",
                "App->Legacy LGThing.h Legacy/LGThing.h:1",
            ])
        #expect(try json(moved) == json(try await scan(tree.root, cache: nil)))

        // A declaration nobody uses, after Session: nothing else changes.
        try Data("// Sessions.\n\npublic final class Session {}\npublic struct Unused {}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Core/Session.swift"))
        let added = try await scan(tree.root, cache: cache)
        #expect(targets(added) == targets(moved))
        #expect(try json(added) == json(try await scan(tree.root, cache: nil)))
    }

    @Test("what a declaration belongs to is part of it: a namespace renamed in place, an extension moved to another type")
    func declarationOwners() async throws {
        let files: [String: [UInt8]] = [
            "Engine/engine.hpp": Array("namespace gfx {\nclass View {};\n}\n".utf8),
            "Ui/ui.cpp": Array("#include \"engine.hpp\"\nvoid draw() { gfx::View view; }\n".utf8),
            "Deps/Api.swift": Array("extension DependencyValues {\n    var api: Int { 0 }\n}\n".utf8),
            "Feature/Feature.swift": Array("struct Feature {\n    @Dependency(\\.api) var api\n}\n".utf8),
        ]
        let tree = try treeWithFillers(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let first = try await scan(tree.root, cache: cache)
        #expect(first.evidenceLines() == ["Feature->Deps DependencyValues.api", "Ui->Engine View", "Ui->Engine engine.hpp"])

        // Same names at the same places, other owners: neither user names them any more.
        try Data("namespace render {\nclass View {};\n}\n".utf8).write(to: tree.root.appendingPathComponent("Engine/engine.hpp"))
        try Data("extension EnvironmentValues {\n    var api: Int { 0 }\n}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Deps/Api.swift"))
        let changed = try await scan(tree.root, cache: cache)
        #expect(changed.evidenceLines() == ["Ui->Engine engine.hpp"])
        #expect(try json(changed) == json(try await scan(tree.root, cache: nil)))
    }

    @Test("a file resolved again alone decides a key path as a cold run does, its root declared in the tree or not")
    func keyPathRootsOnWarmRuns() async throws {
        // The root of `@Dependency(\.api)` is not spelled in the file: the names looked up for it must
        // hold `DependencyValues`, or a warm run that re-resolves only this file answers otherwise.
        let files: [String: [UInt8]] = [
            "Library/DependencyValues.swift": Array("public struct DependencyValues {}\n".utf8),
            "Deps/Api.swift": Array("extension DependencyValues {\n    var api: Int { 0 }\n}\n".utf8),
            "Feature/Feature.swift": Array("struct Feature {\n    @Dependency(\\.api) var api\n}\n".utf8),
        ]
        let tree = try treeWithFillers(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        _ = try await scan(tree.root, cache: cache)
        try Data("struct Feature {\n    @Dependency(\\.api) var api\n    let n = 1\n}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Feature/Feature.swift"))
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
        // (DependencyValues' body does not declare `api`: Deps' extension is what Swift finds.)
        #expect(warm.edges.contains { $0.from == "Feature" && $0.to == "Deps" })
        // Its body declares one too: a choice between two, on a warm run of the unchanged file as well.
        try Data("public struct DependencyValues {\n    var api: Int { 1 }\n}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Library/DependencyValues.swift"))
        let declared = try await scan(tree.root, cache: cache)
        #expect(try json(declared) == json(try await scan(tree.root, cache: nil)))
        #expect(!declared.edges.contains { $0.from == "Feature" && $0.to == "Deps" })
    }

    @Test("a nested type's member (`Curve.Signing.PublicKey`) is decided on a warm run of the file alone as on a cold one")
    func nestedQualifiersOnWarmRuns() async throws {
        // `Curve` is another module's, neither declared nor extended in the tree, beside a top-level
        // `Signing` of the tree: `Curve.Signing` is another type's, on a cold run and on a warm one alike
        // (the names looked up for the file must hold both parts of its qualifier).
        let files: [String: [UInt8]] = [
            "Lib/Signing.swift": Array("public enum Signing {}\n".utf8),
            "Crypto/Curve.swift": Array("extension Curve.Signing {\n    public struct PublicKey {}\n}\n".utf8),
            "Feature/Feature.swift": Array("let key = Curve.Signing.PublicKey()\n".utf8),
        ]
        let tree = try treeWithFillers(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        _ = try await scan(tree.root, cache: cache)
        try Data("let key = Curve.Signing.PublicKey()\nlet n = 1\n".utf8).write(to: tree.root.appendingPathComponent("Feature/Feature.swift"))
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
        #expect(!warm.edges.contains { $0.from == "Feature" && $0.to == "Crypto" })
    }

    @Test("what a qualifier or a key path's root names decides on warm runs as on cold ones, in files resolved again and in files kept")
    func qualifiersOnWarmRuns() async throws {
        // `Account.Key` is the class's member while module Account declares a class `Account`: the
        // qualifier is looked up for a file resolved again, and a file kept is resolved again when
        // the qualifier's (or a key path root's) declarations change.
        let files: [String: [UInt8]] = [
            "Account/Account.swift": Array("public final class Account {}\npublic struct Key {}\n".utf8),
            "Shared/Key.swift": Array("struct Key {}\n".utf8),
            "App/Read.swift": Array("import Account\nfunc read() { _ = Account.Key() }\n".utf8),
            "Feature/Feature.swift": Array("import Account\nstruct Feature {\n    @Dependency(\\.api) var api\n}\n".utf8),
            "Deps/Api.swift": Array("extension DependencyValues {\n    var api: Int { 0 }\n}\n".utf8),
        ]
        let tree = try treeWithFillers(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        _ = try await scan(tree.root, cache: cache)
        // A file resolved again alone. (A spelled qualifier is a reference of its own, so `Account` is
        // looked up either way; the root of `@Dependency(\.api)` below is spelled nowhere, and that
        // part fails without qualifiers among a file's used names.)
        try Data("import Account\nfunc read() { _ = Account.Key(); _ = 1 }\n".utf8)
            .write(to: tree.root.appendingPathComponent("App/Read.swift"))
        #expect(try json(try await scan(tree.root, cache: cache)) == json(try await scan(tree.root, cache: nil)))
        // Files kept while the qualifier's and the root's declarations change.
        try Data("public final class Ledger {}\npublic struct Key {}\n".utf8)
            .write(to: tree.root.appendingPathComponent("Account/Account.swift"))
        // (A file added or removed has every file resolved again: an existing one declares the root.)
        try Data("struct Key {}\npublic struct DependencyValues {}\n".utf8).write(to: tree.root.appendingPathComponent("Shared/Key.swift"))
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
        #expect(warm.evidenceLines().contains("App->Account Key"))
    }

    @Test("which prefix header a target has is part of the environment: a warm run after it changes answers as a cold one")
    func prefixHeadersOnWarmRuns() async throws {
        // Only the project's `GCC_PREFIX_HEADER` changes: no source file does.
        func spec(_ prefix: String) -> [UInt8] {
            Array(
                "name: Demo\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App, Shared]\n    settings:\n      base:\n        GCC_PREFIX_HEADER: App/\(prefix).pch\n"
                    .utf8)
        }
        let files: [String: [UInt8]] = [
            "project.yml": spec("WithLog"),
            "App/WithLog.pch": Array("#import \"Log.h\"\n".utf8),
            "App/Plain.pch": Array("#import <Foundation/Foundation.h>\n".utf8),
            "App/Main.m": Array("void start(void) { KLog(@\"x\"); }\n".utf8),
            "Shared/Log.h": Array("#define KLog(fmt) NSLog(fmt)\n".utf8),
            "Lib/Logging.h": Array("#define KLog(fmt) NSLog(fmt)\n".utf8),
        ]
        let tree = try treeWithFillers(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let first = try await scan(tree.root, cache: cache)
        #expect(first.edges(using: "KLog") == ["App->Shared"])
        try Data(spec("Plain")).write(to: tree.root.appendingPathComponent("project.yml"))
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
        #expect(warm.edges(using: "KLog") == [])
    }

    /// A member is the name inside its subclasses at any distance: Leaf's `app` is its superclass's
    /// until Mid no longer inherits from Base, though Leaf itself does not change.
    @Test("what a superclass inherits is part of the environment: a warm run after it changes answers as a cold one")
    func superclassChainsOnWarmRuns() async throws {
        let files: [String: [UInt8]] = [
            "App/Base.swift": Array("import Foundation\nclass Base: NSObject {\n    var app: Int { 1 }\n}\n".utf8),
            "App/Mid.swift": Array("class Mid: Base {}\n".utf8),
            "App/Leaf.swift": Array("import Other\nclass Leaf: Mid {\n    func f() -> Int { app }\n}\n".utf8),
            "Other/Other.swift": Array("public let app = 1\n".utf8),
        ]
        let tree = try treeWithFillers(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let first = try await scan(tree.root, cache: cache)
        #expect(first.edges(using: "app") == [])
        // (Mid stays where it was: its own declaration's record does not change, only what it inherits.)
        try Data("class Mid: NSObject {}\n".utf8).write(to: tree.root.appendingPathComponent("App/Mid.swift"))
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
        #expect(warm.edges(using: "app") == ["App->Other"])
    }

    @Test("a target's header search paths are part of the environment: a warm run after they change answers as a cold one")
    func headerSearchPathsOnWarmRuns() async throws {
        // Only the spec's search path changes: `<Tools/Log.h>` is then the other folder's header.
        func spec(_ folder: String) -> [UInt8] {
            Array(
                "name: Demo\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    settings:\n      base:\n        HEADER_SEARCH_PATHS: $(SRCROOT)/\(folder)\n"
                    .utf8)
        }
        let tree = try treeWithFillers([
            "project.yml": spec("Helpers"),
            "App/Main.m": Array("#import <Tools/Log.h>\nint start(void) { return TLLog(1); }\n".utf8),
            "Helpers/Tools/Log.h": Array("#define TLLog(x) (x)\n".utf8),
            "Other/Tools/Log.h": Array("#define TLLog(x) (x)\n".utf8),
        ])
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        #expect(try await scan(tree.root, cache: cache).edges(using: "TLLog") == ["App->Helpers"])
        try Data(spec("Other")).write(to: tree.root.appendingPathComponent("project.yml"))
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
        #expect(warm.edges(using: "TLLog") == ["App->Other"])
    }

    @Test("which header a symbolic link names is part of the environment: a warm run after it points elsewhere answers as a cold one")
    func headerLinksOnWarmRuns() async throws {
        // Only the link changes: every source file, and so every file's facts, stays as it was.
        let tree = try treeWithFillers([
            "Kit/KTLog.h": Array("#define KTLog(x) (x)\n".utf8),
            "Old/KTLog.h": Array("#define KTLog(x) (x)\n".utf8),
            "App/Main.m": Array("#import <Public/KTLog.h>\nint start(void) { return KTLog(1); }\n".utf8),
        ])
        defer { tree.remove() }
        let link = tree.root.appendingPathComponent("include/Public/KTLog.h").path
        try FileManager.default.createDirectory(
            atPath: tree.root.appendingPathComponent("include/Public").path, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../Kit/KTLog.h")
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        #expect(try await scan(tree.root, cache: cache).edges(using: "KTLog") == ["App->Kit"])
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../Old/KTLog.h")
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
        #expect(warm.edges(using: "KTLog") == ["App->Old"])
    }

    @Test("a file resolved again takes its place among the others: the first places of an ambiguous name stay the first")
    func resolvedAgainInOrder() async throws {
        var files: [String: [UInt8]] = [
            "Core/Session.swift": Array("public final class Session {}\npublic struct Cache {}\n".utf8),
            "Storage/Cache.swift": Array("public struct Cache {}\n".utf8),
        ]
        for index in 10..<22 { files["App/A\(index).swift"] = Array("let a\(index) = Cache()\n".utf8) }
        for index in 0..<48 { files["Filler/F\(index).swift"] = Array("struct Filler\(index) { let x = \(index) }\n".utf8) }
        let tree = try TemporaryTree(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let first = try await scan(tree.root, cache: cache)
        #expect(first.unresolved.map { "\($0.symbol) \($0.count) \($0.locations.count)" } == ["Cache 12 12"])
        #expect(first.unresolved.first?.locations.first == SourceLocation(path: "App/A10.swift", line: 1, column: 11))

        // The first file, resolved again alone, is still the first of the twelve, in order.
        try Data("let s = Session()\nlet a10 = Cache()\n".utf8).write(to: tree.root.appendingPathComponent("App/A10.swift"))
        let changed = try await scan(tree.root, cache: cache)
        #expect(changed.unresolved.first?.locations.first == SourceLocation(path: "App/A10.swift", line: 2, column: 11))
        #expect(changed.unresolved.first?.locations.last?.path == "App/A21.swift")
        #expect(try json(changed) == json(try await scan(tree.root, cache: nil)))

        // Cache is Core's alone now: every user (13 files of 62: few enough to be swapped in) is
        // resolved again, nothing is ambiguous.
        try Data("public struct Other {}\n".utf8).write(to: tree.root.appendingPathComponent("Storage/Cache.swift"))
        let decided = try await scan(tree.root, cache: cache)
        #expect(decided.unresolved.isEmpty)
        #expect(decided.edges.map { "\($0.from)->\($0.to) \($0.weight)" } == ["App->Core 13"])
        #expect(try json(decided) == json(try await scan(tree.root, cache: nil)))
    }

    @Test("a warm run that keeps every file's answer gives the whole report again, ambiguous references and all")
    func everythingKept() async throws {
        let tree = try TemporaryTree([
            "Core/Session.swift": Array("public final class Session {}\npublic struct Cache {}\n".utf8),
            "Storage/Cache.swift": Array("public struct Cache {}\n".utf8),
            "App/App.swift": Array("let session = Session()\nlet cache = Cache()\nlet other = Cache()\n".utf8),
            "Legacy/LGThing.h": Array("@interface LGThing : NSObject\n@end\n".utf8),
            "Legacy/LGUser.m": Array("#import \"LGThing.h\"\n#import \"Missing.h\"\n".utf8),
            "Client/CLUse.m": Array("#import \"LGThing.h\"\nstatic LGThing *thing;\n".utf8),
        ])
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let cold = try await scan(tree.root, cache: nil)
        #expect(cold.unresolved.map(\.symbol) == ["Cache"])
        #expect(cold.unresolved.first?.count == 2)
        #expect(cold.edges.map { "\($0.from)->\($0.to)" } == ["App->Core", "Client->Legacy"])
        let first = try await scan(tree.root, cache: cache)
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(first) == json(cold))
        #expect(try json(warm) == json(cold))
    }

    @Test("a cache in another version's format is rebuilt without a note")
    func otherFormat() async throws {
        let tree = try TemporaryTree([
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/App.swift": Array("let session = Session()\n".utf8),
        ])
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        for name in ["swift-lexer-frontend.facts", "resolve-references.resolution"] {
            try Data("CPLFACT1 an older layout\u{0}\u{1}".utf8).write(to: cache.appendingPathComponent(name))
        }
        let report = try await scan(tree.root, cache: cache)
        #expect(!report.diagnostics.contains { $0.code == "cache-ignored" })
        #expect(try json(report) == json(try await scan(tree.root, cache: nil)))
        #expect(try json(try await scan(tree.root, cache: cache)) == json(report))
    }

    @Test("a comment changes no facts: the report stays; a damaged resolution cache is ignored with a note")
    func commentAndDamage() async throws {
        let tree = try TemporaryTree([
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/App.swift": Array("let session = Session()\n".utf8),
        ])
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".coupling/cache")
        let first = try await scan(tree.root, cache: cache)
        try Data("let session = Session()\n// a comment\n".utf8).write(to: tree.root.appendingPathComponent("App/App.swift"))
        let commented = try await scan(tree.root, cache: cache)
        #expect(commented.edges == first.edges)
        #expect(try json(commented) == json(try await scan(tree.root, cache: nil)))

        let file = cache.appendingPathComponent("resolve-references.resolution")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: file)
        let repaired = try await scan(tree.root, cache: cache)
        #expect(repaired.diagnostics.contains { $0.code == "cache-ignored" })
        #expect(repaired.edges.map { "\($0.from)->\($0.to)" } == ["App->Core"])
        let after = try await scan(tree.root, cache: cache)
        #expect(!after.diagnostics.contains { $0.code == "cache-ignored" })
        #expect(after.edges == repaired.edges)
    }
}
