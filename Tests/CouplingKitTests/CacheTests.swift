import CouplingKit
import CouplingModel
import Foundation
import Testing

/// A scan of `root` with the cache in `cache` (nil: no cache).
private func scan(_ root: URL, cache: URL?) async throws -> AnalysisReport {
    var settings = ScanSettings(root: root.path, jobs: 2)
    settings.cacheDirectory = cache?.path
    return try await Scanner(settings: settings).run().report
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
        #expect(imported.resolution.swiftVisibility == .imports)
        #expect(try json(imported) == json(try await scan(tree.root, cache: nil)))
    }

    @Test("in a larger tree, a changed declaration re-resolves only its users, through Swift names and through includes")
    func fewFilesResolvedAgain() async throws {
        var files: [String: [UInt8]] = [
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/App.swift": Array("let widget = Widget()\nlet session = Session()\n".utf8),
            "Legacy/LGThing.h": Array("#import \"LGBase.h\"\n@interface LGThing : LGBase\n@end\n".utf8),
            "Legacy/LGBase.h": Array("@interface LGBase : NSObject\n@end\n".utf8),
            "Client/CLUse.m": Array("#import \"LGThing.h\"\nstatic LGWidget *w;\nstatic LGBase *b;\n".utf8),
        ]
        for index in 0..<16 { files["Filler/F\(index).swift"] = Array("struct Filler\(index) { let x = \(index) }\n".utf8) }
        let tree = try TemporaryTree(files)
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
        #expect(cold.ambiguous.map(\.symbol) == ["Cache"])
        #expect(cold.ambiguous.first?.count == 2)
        #expect(cold.edges.map { "\($0.from)->\($0.to)" } == ["App->Core", "Client->Legacy"])
        let first = try await scan(tree.root, cache: cache)
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(first) == json(cold))
        #expect(try json(warm) == json(cold))
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
