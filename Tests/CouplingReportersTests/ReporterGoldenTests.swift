import CouplingModel
@testable import CouplingReporters
import Foundation
import Testing

/// Every built-in reporter, on every canned report, against its golden file.
@Suite struct ReporterGoldenTests {
    static var cases: [GoldenCase] {
        CannedReports.names.flatMap { name in ReporterRegistry.builtIn.map { GoldenCase(report: name, reporter: $0.id) }
        }
    }

    @Test(arguments: cases) func matchesGolden(_ golden: GoldenCase) throws {
        let reporterType = try #require(ReporterRegistry.reporter(id: golden.reporter))
        let report = try CannedReports.load(golden.report)
        let output = try reporterType.init(options: ReporterOptions()).render(report)
        let url = CannedReports.goldenURL(report: golden.report, fileExtension: reporterType.fileExtension)
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if output != expected {
            // Update mode rewrites the golden and still fails: the change shows in git, and a second
            // run passes.
            if CannedReports.updatingGoldens { try Data(output.utf8).write(to: url, options: .atomic) }
            let diff = lineDiff(expected: expected, actual: output)
            Issue.record(
                "\(url.lastPathComponent) differs\(CannedReports.updatingGoldens ? "; rewritten" : " (COUPLING_UPDATE_GOLDENS=1 swift test rewrites it)"):\n\(diff)")
        }
    }

    @Test func cannedReportsExist() {
        #expect(CannedReports.names.contains("small"), "no canned reports under \(CannedReports.directory.path)")
    }

    /// A canned report must be a report as the tool writes it: decoding then encoding with the JSON
    /// reporter gives back the golden JSON, and the golden decodes to the same value.
    @Test(arguments: CannedReports.names) func jsonRoundTrips(_ name: String) throws {
        let report = try CannedReports.load(name)
        let url = CannedReports.goldenURL(report: name, fileExtension: JSONReporter.fileExtension)
        let decoded = try JSONDecoder().decode(AnalysisReport.self, from: Data(contentsOf: url))
        #expect(decoded == report.cut(to: ReporterOptions.defaultEvidenceLimit))
    }
}

struct GoldenCase: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    var report: String
    var reporter: String
    var description: String { "\(report).\(reporter)" }
    var testDescription: String { description }
}
