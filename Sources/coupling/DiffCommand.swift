import ArgumentParser
import CouplingKit
import CouplingModel
import Foundation

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Edges, cycles and violations added and removed between two JSON reports."
    )

    @Argument(help: "The older report (coupling scan --format json).") var old: String
    @Argument(help: "The newer report.") var new: String

    func run() throws {
        let diff = ReportDiff(old: try Self.load(old), new: try Self.load(new))
        try Console.output(lines: diff.text)
    }

    private struct Version: Decodable { var schemaVersion: Int }

    /// A report of a schema this coupling knows (1 to `AnalysisReport.currentSchemaVersion`); a
    /// newer one is refused rather than half read.
    static func load(_ path: String) throws -> AnalysisReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CouplingError.invalidArgument("\(path): cannot read the report")
        }
        let current = AnalysisReport.currentSchemaVersion
        if let version = try? JSONDecoder().decode(Version.self, from: data).schemaVersion, !(1...current).contains(version) {
            throw CouplingError.invalidArgument(
                "\(path): report schema version \(version) is not one this coupling reads (1 to \(current)); "
                    + "diff it with the coupling that wrote it")
        }
        do {
            return try JSONDecoder().decode(AnalysisReport.self, from: data)
        } catch {
            throw CouplingError.invalidArgument("\(path): not a coupling JSON report (\(error))")
        }
    }
}
