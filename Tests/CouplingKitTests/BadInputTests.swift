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

    @Test("a job count past the number of chunks starts no idle workers (Int.max does not hang)")
    func hugeJobCount() async throws {
        let tree = try TemporaryTree(["A/a.swift": Array("public struct A {}\n".utf8), "B/b.swift": Array("let b = A()\n".utf8)])
        defer { tree.remove() }
        var settings = ScanSettings(root: tree.root.path, jobs: 2)
        settings.jobs = Int.max
        let report = try await Scanner(settings: settings).run().report
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["B->A"])
    }

    @Test("a cache folder inside the tree that is a link is refused: nothing written through it, same report")
    func linkedCacheFolder() async throws {
        let tree = try TemporaryTree(["A/a.swift": Array("public struct A {}\n".utf8), "B/b.swift": Array("let b = A()\n".utf8)])
        let elsewhere = try TemporaryTree([:])
        defer {
            tree.remove()
            elsewhere.remove()
        }
        try FileManager.default.createSymbolicLink(
            atPath: tree.root.appendingPathComponent(".coupling").path, withDestinationPath: elsewhere.root.path)
        var settings = ScanSettings(root: tree.root.path)
        settings.cacheDirectory = tree.root.path + "/.coupling/cache"
        let report = try await Scanner(settings: settings).run().report
        #expect(report.diagnostics.contains { $0.code == "cache-refused" && $0.message.contains("/.coupling is a symbolic link") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.root.path).isEmpty)
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["B->A"])
    }
}

@Suite("Safe writing")
struct SafeWriterTests {
    @Test("how each kind of path is written, or why not")
    func destinations() throws {
        let tree = try TemporaryTree(["A/a.swift": Array("let a = 1\n".utf8)])
        defer { tree.remove() }
        #expect(try SafeWriter.destination(of: "/dev/null") == .device)
        #expect(try SafeWriter.destination(of: "/dev/stdout") == .descriptor(1))
        #expect(try SafeWriter.destination(of: "/dev/fd/7") == .descriptor(7))
        #expect(try SafeWriter.destination(of: tree.root.path + "/report.json") == .file)
        #expect(throws: CouplingError.io("-o \(tree.root.path)/A: is a folder; give a file name")) {
            try SafeWriter.destination(of: tree.root.path + "/A", flag: "-o")
        }
        #expect(throws: CouplingError.io("\(tree.root.path)/A/a.swift: is named like a source file or build manifest, which coupling reads and never writes")) {
            try SafeWriter.destination(of: tree.root.path + "/A/a.swift")
        }
        let config = tree.root.path + "/c.yml"
        try Data("version: 1\n".utf8).write(to: URL(fileURLWithPath: config))
        #expect(throws: CouplingError.io("\(config): is a file this run reads (\(config)); write the output elsewhere")) {
            try SafeWriter.destination(of: config, protecting: SafeWriter.Protection(files: [config]))
        }
    }

    #if os(Linux)
        @Test("a write that fails names the path and leaves no temporary file")
        func failedWrite() throws {
            // No one, root included, may create a file in sysfs.
            let path = "/sys/coupling-test-\(getpid()).json"
            do {
                try SafeWriter.write(Array("x".utf8), to: path)
                Issue.record("the write succeeded")
            } catch let error as CouplingError {
                #expect(error.description.hasPrefix("\(path): cannot write: "), "\(error)")
            }
            #expect(try !FileManager.default.contentsOfDirectory(atPath: "/sys").contains { $0.contains("coupling-test") })
        }
    #endif
}

