import CouplingModel
import Foundation
import Testing

@testable import CouplingReporters

/// The JSON report's evidence limit: long lists cut to their first entries, totals kept, nothing
/// else changed; `--evidence all` writes everything.
@Suite struct EvidenceLimitTests {
    static func report() -> AnalysisReport {
        let places = (1...8).map { SourceLocation(path: "App/A.swift", line: $0, column: 1) }
        let unresolved = UnresolvedReference(
            from: "App", symbol: "Logger", location: places[0], candidates: ["Base", "Core"], reason: .severalCandidates,
            count: 8, locations: places)
        var report = AnalysisReport.test(
            edges: [.test("App", "Core", weight: 25), .test("Core", "Base", weight: 3)], unresolved: [unresolved])
        let declaration = { (i: Int) in
            SurfaceDeclaration(
                name: "D\(i)", kind: "class", location: SourceLocation(path: "Core/D.swift", line: i, column: 1))
        }
        report.surface = [ComponentSurface(component: "Core", used: [], unused: (1...23).map(declaration))]
        return report
    }

    @Test("each list keeps its first N entries; weights and the surface count still count all")
    func cutLists() throws {
        let json = try JSONReporter(options: ReporterOptions(evidenceLimit: 20)).renderBytes(Self.report())
        let decoded = try JSONDecoder().decode(AnalysisReport.self, from: Data(json))
        #expect(decoded.evidenceLimit == 20)
        #expect(decoded.edges.map(\.weight) == [25, 3])
        #expect(decoded.edges.map(\.evidence.count) == [20, 3])
        #expect(decoded.edges[0].evidence == Array(Self.report().edges[0].evidence.prefix(20)))
        #expect(decoded.surface[0].unused.map(\.name) == (1...20).map { "D\($0)" })
        #expect(decoded.surface[0].unusedCount == 23)
        #expect(decoded.surface[0].usedCount == nil)  // not cut
        #expect(decoded.unresolved[0].locations.count == 8)  // under 20: whole
        let five = try JSONReporter(options: ReporterOptions(evidenceLimit: 5)).renderBytes(Self.report())
        let cutToFive = try JSONDecoder().decode(AnalysisReport.self, from: Data(five))
        #expect(cutToFive.unresolved[0].locations.map(\.line) == [1, 2, 3, 4, 5])
        #expect(cutToFive.unresolved[0].count == 8)
        #expect(cutToFive.edges.map(\.evidence.count) == [5, 3])
    }

    @Test("--evidence all: the report as it is, with no limit recorded")
    func everything() throws {
        let json = try JSONReporter(options: ReporterOptions(evidenceLimit: nil)).renderBytes(Self.report())
        let decoded = try JSONDecoder().decode(AnalysisReport.self, from: Data(json))
        #expect(decoded == Self.report())
        #expect(!String(decoding: json, as: UTF8.self).contains("evidenceLimit"))
    }
}
