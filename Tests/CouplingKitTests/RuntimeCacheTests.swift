import CouplingKit
import CouplingModel
import Foundation
import Testing

/// The run-time scanner's per-file cache and the line counts the frontends keep: a warm run reads
/// no unchanged file again, and every run gives the report a cold run gives.
@Suite("Run-time facts cache")
struct RuntimeCacheTests {
    /// `Player` posts an event whose name is a constant declared in `Names` (a file with no call
    /// shape in it, scanned for its constants only); `Library` observes it; `Shell` creates
    /// `LBView` by name.
    static let files: [String: [UInt8]] = [
        "Names/PLNames.h": Array("extern NSString *const PLDidPlay;\n".utf8),
        "Names/PLNames.m": Array("#import \"PLNames.h\"\nNSString *const PLDidPlay = @\"PLDidPlay\";\n".utf8),
        "Player/PLPlayer.m": Array(
            "#import \"PLNames.h\"\n@implementation PLPlayer\n- (void)play {\n    [[NSNotificationCenter defaultCenter] postNotificationName:PLDidPlay object:self];\n}\n@end\n".utf8),
        "Library/LBView.h": Array("@interface LBView : NSObject\n@end\n".utf8),
        "Library/LBView.m": Array(
            "#import \"LBView.h\"\n#import \"PLNames.h\"\n@implementation LBView\n- (void)start {\n    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(played:) name:PLDidPlay object:nil];\n}\n@end\n".utf8),
        "Shell/Shell.m": Array("void start(void) {\n    id view = [NSClassFromString(@\"LBView\") new];\n}\n".utf8),
    ]

    private func scan(_ root: URL, cache: URL?, configuration: String? = nil) async throws -> AnalysisReport {
        var settings = ScanSettings(root: root.path, jobs: 2)
        settings.cacheDirectory = cache?.path
        if let configuration { settings.configuration = try Configuration.parse(configuration, file: "c.yml") }
        return try await Scanner(settings: settings).run().report
    }

    private func json(_ report: AnalysisReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(report)
    }

    /// The run-time edges as `from -> to (kind)`.
    private func runtimeEdges(_ report: AnalysisReport) -> Set<String> {
        var edges: Set<String> = []
        for edge in report.edges {
            for kind in edge.kinds.keys where ["event", "runtime-class", "route", "registry", "target-action"].contains(kind) {
                edges.insert("\(edge.from) -> \(edge.to) (\(kind))")
            }
        }
        return edges
    }

    @Test("cold, first and warm runs give one report; the cache answers for an unchanged file without reading it")
    func warmRuns() async throws {
        let tree = try TemporaryTree(Self.files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".cache")
        let coldReport = try await scan(tree.root, cache: nil)
        // Written by hand from the files above: observer → poster for events, user → provider for lookups.
        #expect(runtimeEdges(coldReport) == ["Library -> Player (event)", "Shell -> Library (runtime-class)"])
        let cold = try json(coldReport)
        #expect(try json(try await scan(tree.root, cache: cache)) == cold)
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("runtime-references.facts").path))
        #expect(try json(try await scan(tree.root, cache: cache)) == cold)

        // Same size and time (the epoch, as archives set it): the entry answers, the file is not read.
        let shell = tree.root.appendingPathComponent("Shell/Shell.m")
        let epoch: [FileAttributeKey: Any] = [.modificationDate: Date(timeIntervalSince1970: 0)]
        try FileManager.default.setAttributes(epoch, ofItemAtPath: shell.path)
        _ = try await scan(tree.root, cache: cache)
        try Data("void start(void) {\n    id view = [NSClassFromString(@\"PLView\") new];\n}\n".utf8).write(to: shell)
        try FileManager.default.setAttributes(epoch, ofItemAtPath: shell.path)
        #expect(runtimeEdges(try await scan(tree.root, cache: cache)).contains("Shell -> Library (runtime-class)"))

        // Another time: read again; the new name is nowhere declared, so no edge (and a finding).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 86_400)], ofItemAtPath: shell.path)
        let changed = try await scan(tree.root, cache: cache)
        #expect(runtimeEdges(changed) == ["Library -> Player (event)"])
        #expect(try json(changed) == json(try await scan(tree.root, cache: nil)))
    }

    @Test("a constant's new value, in a file scanned for constants only, is read again")
    func constantChanges() async throws {
        let tree = try TemporaryTree(Self.files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".cache")
        _ = try await scan(tree.root, cache: cache)
        // The constant's value changes; both ends still spell the constant, so the edge stays, and
        // its evidence must show the new value (a stale entry would keep the old one).
        try Data("#import \"PLNames.h\"\nNSString *const PLDidPlay = @\"PLDidPause\";\n".utf8)
            .write(to: tree.root.appendingPathComponent("Names/PLNames.m"))
        let warm = try await scan(tree.root, cache: cache)
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
        #expect(runtimeEdges(warm).contains("Library -> Player (event)"))  // both still spell the constant PLDidPlay
    }

    @Test("entries made under other call shapes are not used: a shape added in the configuration finds its calls")
    func otherOptions() async throws {
        var files = Self.files
        files["Player/PLBus.m"] = Array("void ping(void) {\n    [bus emitEvent:@\"PLTick\"];\n}\n".utf8)
        files["Library/LBTick.m"] = Array("void tick(void) {\n    [bus onEvent:@\"PLTick\" run:nil];\n}\n".utf8)
        let tree = try TemporaryTree(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".cache")
        let before = try await scan(tree.root, cache: cache)
        #expect(!before.edges.contains { $0.evidence.contains { $0.location.path == "Library/LBTick.m" } })
        let configuration = """
            version: 1
            runtime:
              shapes:
                - { family: event, role: post, objc: "emitEvent:", key: 0 }
                - { family: event, role: observe, objc: "onEvent:run:", key: 0 }
            """
        let warm = try await scan(tree.root, cache: cache, configuration: configuration)
        let cold = try await scan(tree.root, cache: nil, configuration: configuration)
        #expect(try json(warm) == json(cold))
        let library = warm.edges.first { $0.from == "Library" && $0.to == "Player" }
        #expect(library?.evidence.contains { $0.location.path == "Library/LBTick.m" } == true)
    }

    @Test("line counts come from the frontends' read, and from their cache on a warm run")
    func lineCounts() async throws {
        let tree = try TemporaryTree(Self.files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".cache")
        // Counted by hand: Names 1 + 2, Player 6, Library 2 + 7, Shell 3.
        let expected: [String: Int] = ["Names": 3, "Player": 6, "Library": 9, "Shell": 3]
        for run in [try await scan(tree.root, cache: nil), try await scan(tree.root, cache: cache), try await scan(tree.root, cache: cache)] {
            var lines: [String: Int] = [:]
            for component in run.components { lines[component.name] = component.metrics?.lines }
            #expect(lines == expected)
        }
    }

    @Test("a wrapper defined after the last run: unchanged files that call it are read again")
    func wrapperAdded() async throws {
        var files = Self.files
        files["Shell/Ping.swift"] = Array("func ping() { NotificationCenter.postLater(name: Notification.Name(\"PLDidPlay\")) }\n".utf8)
        let tree = try TemporaryTree(files)
        defer { tree.remove() }
        let cache = tree.root.appendingPathComponent(".cache")
        let before = try await scan(tree.root, cache: cache)
        #expect(!runtimeEdges(before).contains("Library -> Shell (event)"))
        try Data(
            "import Foundation\nextension NotificationCenter {\n    static func postLater(name: Notification.Name) { NotificationCenter.default.post(name: name, object: nil) }\n}\n"
                .utf8
        ).write(to: tree.root.appendingPathComponent("Names/Later.swift"))
        let warm = try await scan(tree.root, cache: cache)
        #expect(runtimeEdges(warm).contains("Library -> Shell (event)"))
        #expect(try json(warm) == json(try await scan(tree.root, cache: nil)))
    }
}
