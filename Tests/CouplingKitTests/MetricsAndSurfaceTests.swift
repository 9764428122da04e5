import CouplingKit
import CouplingModel
import Foundation
import Testing

/// Metrics and surfaces against values written by hand from reading the fixture
/// (`expected/metrics.txt`, `expected/surface.txt`), never from the tool's output.
@Suite struct MetricsAndSurfaceTests {
    static let fixture = Fixture(name: "swift-only")

    static func expectedLines(_ file: String, of fixture: Fixture = fixture) throws -> [String] {
        try String(contentsOf: fixture.expectedFolder.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    @Test func metricsMatchTheHandComputedValues() async throws {
        let report = try await Self.fixture.scan()
        let expected = try Self.expectedLines("metrics.txt").map { $0.split(separator: " ").joined(separator: " ") }
        let actual = report.components.map { component -> String in
            let m = component.metrics ?? ComponentMetrics(component, lines: nil)
            let fields: [String] = [
                component.name, "\(m.files)", m.lines.map(String.init) ?? "-", "\(m.declarations)", "\(m.types)",
                "\(m.abstractTypes)", "\(m.ca)", "\(m.ce)", "\(m.instability)", "\(m.abstractness)", "\(m.distance)",
            ]
            return fields.joined(separator: " ")
        }
        #expect(actual == expected)
    }

    /// (`key-path-members`: members that extensions add, used by other components, are listed as `T.name`;
    /// `xcode-stale-file-in-no-target`: a file no target compiles declares nothing in a surface.)
    @Test(arguments: [fixture, Fixture(name: "key-path-members"), Fixture(name: "xcode-stale-file-in-no-target")])
    func surfaceMatchesTheHandWrittenList(_ fixture: Fixture) async throws {
        let report = try await fixture.scan()
        var actual: [String] = []
        for surface in report.surface {
            let used = surface.used.sorted { $0.name < $1.name }.map { "\($0.name): \($0.usedBy.joined(separator: " "))" }
            actual.append("\(surface.component) used: " + used.joined(separator: " | "))
            actual.append("\(surface.component) unused: " + surface.unused.map(\.name).joined(separator: " "))
        }
        let expected = try Self.expectedLines("surface.txt", of: fixture)
        #expect(actual.map { $0.trimmingCharacters(in: .whitespaces) } == expected.map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// A stale file's declarations are nobody's: not counted among its component's declarations.
    @Test func declarationsOfAFileNoTargetCompilesAreNotCounted() async throws {
        let report = try await Fixture(name: "xcode-stale-file-in-no-target").scan()
        let app = try #require(report.components.first { $0.name == "App" })
        #expect(app.declarations == ["class": 1])  // CopyAction; OldAction.swift's Action is nobody's
        #expect(report.stats.declarations == 2)  // and Shared's Action
    }

    @Test func ratiosRoundToThousandthsAndPrintShortest() {
        #expect(Ratio(1, over: 3).description == "0.333")
        #expect(Ratio(2, over: 3).description == "0.667")
        #expect(Ratio(1, over: 2).description == "0.5")
        #expect(Ratio(3, over: 3).description == "1")
        #expect(Ratio(0, over: 0).description == "0")
        #expect(Ratio(1, over: 40).description == "0.025")
        #expect(Ratio(1, over: 3).fixed2 == "0.33")
    }

    /// The report writes a ratio's digits itself: they must be what JSON encoders write for its value.
    @Test func ratiosAreWrittenAsJSONEncoderWritesTheirValue() throws {
        for thousandths in 0...1000 {
            let ratio = Ratio(thousandths: thousandths)
            let foundation = String(decoding: try JSONEncoder().encode(ratio.value), as: UTF8.self)
            #expect(ratio.description == foundation)
        }
    }
}
