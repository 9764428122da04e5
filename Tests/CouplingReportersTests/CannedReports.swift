import CouplingModel
import CouplingTestSupport
import Foundation

/// The canned reports of `Fixtures/reports/*.json` and their golden outputs in
/// `Fixtures/reports/expected/<name>.<reporter file extension>`.
enum CannedReports {
    /// The repository root, from this file's real path (the test sources may be reached through a
    /// symbolic link, e.g. from a helper package; the fixtures live next to the real files).
    static let repositoryRoot = Repository.root

    static let directory = repositoryRoot.appendingPathComponent("Fixtures/reports")
    static let expectedDirectory = directory.appendingPathComponent("expected")

    /// Names (without `.json`) of every canned report, sorted.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func load(_ name: String) throws -> AnalysisReport {
        let data = try Data(contentsOf: directory.appendingPathComponent(name + ".json"))
        return try JSONDecoder().decode(AnalysisReport.self, from: data)
    }

    static func goldenURL(report name: String, fileExtension: String) -> URL {
        expectedDirectory.appendingPathComponent("\(name).\(fileExtension)")
    }

    /// `COUPLING_UPDATE_GOLDENS=1 swift test` rewrites a golden file that differs (the test still fails).
    static var updatingGoldens: Bool {
        ProcessInfo.processInfo.environment["COUPLING_UPDATE_GOLDENS"] == "1"
    }
}

/// A short line-by-line diff (the first differences only) for failure messages.
func lineDiff(expected: String, actual: String, context: Int = 2, maxHunks: Int = 5) -> String {
    let a = expected.components(separatedBy: "\n")
    let b = actual.components(separatedBy: "\n")
    var out: [String] = []
    var hunks = 0
    var i = 0
    while i < max(a.count, b.count), hunks < maxHunks {
        let left = i < a.count ? a[i] : nil
        let right = i < b.count ? b[i] : nil
        if left != right {
            hunks += 1
            out.append("@@ line \(i + 1) @@")
            for j in max(0, i - context)..<i where j < a.count { out.append("  " + a[j]) }
            if let left { out.append("- " + left) }
            if let right { out.append("+ " + right) }
        }
        i += 1
    }
    return out.joined(separator: "\n")
}
