import CouplingFrontendClang
import CouplingKit
import CouplingReporters
import CouplingModel
import Foundation
import Testing

@Suite("End to end over Fixtures/")
struct EndToEndTests {
    @Test("the graph matches the hand-written expected/edges.txt", arguments: Fixture.all)
    func graphMatchesHandWrittenExpectation(fixture: Fixture) async throws {
        let text = try String(contentsOf: fixture.expectedFolder.appendingPathComponent("edges.txt"), encoding: .utf8)
        let expected = ExpectedGraph(parsing: text)
        let actual = ExpectedGraph(report: try await fixture.scan())
        #expect(expected == actual, "\(fixture.name):\n\(expected.difference(from: actual))")
    }

    @Test(
        "swift-syntax gives the same hand-written graph",
        .enabled(if: BuiltInPasses.hasSwiftSyntaxReader, "built without the SwiftSyntaxReader trait (README's test command builds it)"),
        arguments: Fixture.all)
    func swiftSyntaxFrontend(fixture: Fixture) async throws {
        let text = try String(contentsOf: fixture.expectedFolder.appendingPathComponent("edges.txt"), encoding: .utf8)
        let expected = ExpectedGraph(parsing: text)
        let precise = ExpectedGraph(report: try await fixture.scan(swiftFrontend: "syntax"))
        #expect(expected == precise, "\(fixture.name) with swift-syntax:\n\(expected.difference(from: precise))")
    }

    /// Whether a libclang loads here (a scan without one falls back to the lexer's reader, and says so).
    static let libclangLoads: Bool = {
        if case .success = Libclang.locate(explicitPath: nil, environment: ProcessInfo.processInfo.environment) { return true }
        return false
    }()

    @Test(
        "libclang gives the same hand-written graph, and is the reader that ran", .enabled(if: libclangLoads, "no libclang loads here"),
        arguments: Fixture.all)
    func libclangFrontend(fixture: Fixture) async throws {
        let text = try String(contentsOf: fixture.expectedFolder.appendingPathComponent("edges.txt"), encoding: .utf8)
        let expected = ExpectedGraph(parsing: text)
        let report = try await fixture.scan(reader: .clang)
        // Not the lexer's reader, which a scan falls back to when libclang does not load.
        #expect(["clang", "none"].contains(report.resolution.cFamilyFrontend), "\(report.resolution.cFamilyFrontend)")
        #expect(!report.diagnostics.contains { $0.code == "libclang-missing" })
        let clang = ExpectedGraph(report: report)
        #expect(expected == clang, "\(fixture.name) with libclang:\n\(expected.difference(from: clang))")
    }

    @Test("there are fixtures to test")
    func fixturesExist() {
        #expect(Fixture.all.count >= 6)
    }
}

@Suite("Golden reports over Fixtures/")
struct GoldenReportTests {
    /// Fixtures whose every format is kept as a golden file, `expected/report.<format id>`.
    static let goldenFixtures = [Fixture(name: "demo"), Fixture(name: "layered-architecture")]
    static var update: Bool { ProcessInfo.processInfo.environment["COUPLING_UPDATE_GOLDENS"] == "1" }

    @Test("every format matches its golden file (COUPLING_UPDATE_GOLDENS=1 rewrites them)", arguments: goldenFixtures)
    func goldens(fixture: Fixture) async throws {
        let report = try await fixture.scan()
        for reporter in ReporterRegistry.builtIn {
            let rendered = try reporter.init(options: ReporterOptions()).render(report)
            let url = fixture.expectedFolder.appendingPathComponent("report.\(reporter.id)")
            let golden = try? String(contentsOf: url, encoding: .utf8)
            // Update mode rewrites a golden that differs and still fails: the change shows in git, and a
            // second run passes.
            if Self.update, golden != rendered { try Data(rendered.utf8).write(to: url) }
            #expect(golden != nil, "missing golden \(url.path); run COUPLING_UPDATE_GOLDENS=1 swift test")
            if let golden, golden != rendered {
                let diff = zip(golden.split(separator: "\n", omittingEmptySubsequences: false), rendered.split(separator: "\n", omittingEmptySubsequences: false))
                    .enumerated().first { $0.element.0 != $0.element.1 }
                Issue.record("\(fixture.name) \(reporter.id) differs from its golden at line \((diff?.offset ?? 0) + 1): expected `\(diff?.element.0 ?? "")`, got `\(diff?.element.1 ?? "")`")
            }
        }
    }

    @Test("the layered fixture's three violations appear in every format, with their evidence")
    func violationsInEveryFormat() async throws {
        let report = try await Fixture(name: "layered-architecture").scan()
        #expect(report.violations.map(\.ruleID).sorted() == ["forbidden", "layer-independence", "layer-upward"])
        #expect(report.violations.allSatisfy { !$0.evidence.isEmpty })
        for reporter in ReporterRegistry.builtIn {
            let rendered = try reporter.init(options: ReporterOptions()).render(report)
            for rule in ["forbidden", "layer-independence", "layer-upward"] {
                #expect(rendered.contains(rule), "\(reporter.id) does not mention \(rule)")
            }
            // The graph and table formats mark the edge; the others also cite the references.
            guard !["dot", "mermaid", "csv"].contains(reporter.id) else { continue }
            let id = reporter.id
            // Each violation's strongest evidence line is named.
            for violation in report.violations {
                let place = "\(violation.evidence[0].location.path)"
                #expect(rendered.contains(place) || rendered.contains(place.replacingOccurrences(of: " ", with: "%20")), "\(id) lacks \(place)")
            }
        }
    }
}
