@testable import CouplingKit
import Foundation
import Testing

@Suite("File system")
struct FileSystemTests {
    @Test("read gives every byte, whatever the size", arguments: [0, 1, 4095, 65_536, 65_537, 1_000_003])
    func readsEveryByte(size: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let tree = try TemporaryTree(["A/file.bin": bytes])
        defer { tree.remove() }
        #expect(try FileSystem.read(tree.root.appendingPathComponent("A/file.bin").path) == bytes)
    }

    @Test("a missing file is an error that says why")
    func missing() {
        #expect(throws: CouplingError.io("No such file or directory")) {
            try FileSystem.read("/nonexistent/coupling/file.swift")
        }
    }

    @Test("names with a prefix: only those, shorter names and the prefix's own name too")
    func namesWithPrefix() throws {
        let tree = try TemporaryTree([".r.json.tmp.1": [], ".r.json.tmp.2": [], ".r": [], "r.json": [], ".r.json.tmp.": []])
        defer { tree.remove() }
        #expect(FileSystem.names(in: tree.root.path, withPrefix: ".r.json.tmp.").sorted() == [".r.json.tmp.", ".r.json.tmp.1", ".r.json.tmp.2"])
        #expect(FileSystem.names(in: tree.root.path + "/missing", withPrefix: ".r").isEmpty)
    }

    @Test("entries list names and kinds, sorted, without . and ..")
    func entries() throws {
        let tree = try TemporaryTree(["b.swift": [], "a/x.h": []])
        defer { tree.remove() }
        let entries = try FileSystem.entries(tree.root.path)
        #expect(entries.map(\.name) == ["a", "b.swift"])
        #expect(entries.map { $0.kind ?? FileSystem.kind(tree.root.appendingPathComponent($0.name).path) } == [.directory, .file])
    }
}
