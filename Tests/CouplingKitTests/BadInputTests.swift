import CouplingKit
import CouplingModel
import Foundation
import Testing

/// A throwaway tree under the temporary folder.
struct TemporaryTree {
    let root: URL

    init(_ files: [String: [UInt8]]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("coupling-test-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func scan(jobs: Int = 1) async throws -> AnalysisReport {
        try await Scanner(settings: ScanSettings(root: root.path, jobs: jobs)).run().report
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite("Bad input gets a clear message and nothing is lost")
struct BadInputTests {
    @Test("a missing path stops the run and names it")
    func missingPath() async {
        await #expect(throws: CouplingError.invalidRoot("/nonexistent/coupling-tree: no such file or folder")) {
            try await Scanner(settings: ScanSettings(root: "/nonexistent/coupling-tree")).run()
        }
    }

    @Test("a file as PATH stops the run and says why")
    func fileAsRoot() async throws {
        let tree = try TemporaryTree(["a.swift": Array("let x = 1".utf8)])
        defer { tree.remove() }
        let path = tree.root.appendingPathComponent("a.swift").path
        await #expect(throws: CouplingError.invalidRoot("\(path): not a folder (coupling scans a folder of components)")) {
            try await Scanner(settings: ScanSettings(root: path)).run()
        }
    }

    @Test("an empty folder gives an empty report with a warning")
    func emptyFolder() async throws {
        let tree = try TemporaryTree([:])
        defer { tree.remove() }
        let report = try await tree.scan()
        #expect(report.components.isEmpty)
        #expect(report.diagnostics.contains { $0.code == "no-components" })
    }

    @Test("binary, invalid UTF-8 and unreadable files are reported; the rest is still analysed")
    func badFiles() async throws {
        var invalid = Array("import Core\nlet user = Session()\n".utf8)
        invalid.append(contentsOf: [0xC3, 0x28])
        let tree = try TemporaryTree([
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/Binary.swift": [0x00, 0x01, 0x02, 0x53],
            "App/Latin1.swift": invalid,
            "App/Locked.swift": Array("let locked = Session()\n".utf8),
            "Space Dir/Ünïcode Fïle.swift": Array("import Core\nlet s = Session()\n".utf8),
        ])
        defer { tree.remove() }
        let locked = tree.root.appendingPathComponent("App/Locked.swift").path
        chmod(locked, 0)
        let report = try await tree.scan()
        let codes = Dictionary(grouping: report.diagnostics, by: \.code)
        #expect(codes["binary-file"]?.first?.path == "App/Binary.swift")
        #expect(codes["invalid-utf8"]?.first?.path == "App/Latin1.swift")
        if getuid() != 0 {  // root reads any file
            #expect(codes["unreadable-file"]?.first?.path == "App/Locked.swift")
        }
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["App->Core", "Space Dir->Core"])
    }

    @Test("a symbolic link loop and a link out of the root are survived and not followed")
    func links() async throws {
        let tree = try TemporaryTree(["A/a.swift": Array("public struct A {}\n".utf8)])
        defer { tree.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: tree.root.appendingPathComponent("A/loop").path, withDestinationPath: tree.root.appendingPathComponent("A").path)
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent("A/etc").path, withDestinationPath: "/etc")
        let report = try await tree.scan()
        #expect(report.stats.files == 1)
    }
}
