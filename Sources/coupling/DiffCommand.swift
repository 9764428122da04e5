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
        print(diff.text, terminator: "")
    }

    static func load(_ path: String) throws -> AnalysisReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CouplingError.invalidArgument("\(path): cannot read the report")
        }
        do {
            return try JSONDecoder().decode(AnalysisReport.self, from: data)
        } catch {
            throw CouplingError.invalidArgument("\(path): not a coupling JSON report (\(error))")
        }
    }
}
