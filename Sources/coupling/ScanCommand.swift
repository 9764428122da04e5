import ArgumentParser
import CouplingKit
import CouplingModel
import CouplingReporters
import Foundation

struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Analyse a tree and write reports.",
        discussion: """
            Formats: \(ReporterRegistry.builtIn.map { $0.id }.joined(separator: ", ")). Repeat --format with -o to \
            write several reports in one run (paired in order); -o alone picks the format from the file extension.
            """
    )

    @OptionGroup var scan: ScanOptions

    @Option(name: .long, help: ArgumentHelp("Report format (repeatable).", valueName: "format"))
    var format: [String] = []

    @Option(name: [.short, .long], help: ArgumentHelp("Write the report to this file, atomically (repeatable).", valueName: "file"))
    var output: [String] = []

    @Option(name: .customLong("fail-on"), help: "Exit 1 when this is found: cycles or none.")
    var failOn: String = "none"

    @Flag(name: .long, help: "Print the pass timings on standard error.")
    var verbose = false

    func run() async throws {
        guard ["cycles", "none"].contains(failOn) else {
            throw CouplingError.invalidArgument("--fail-on must be cycles or none, not `\(failOn)`")
        }
        let outputs = try ReportOutputs.plan(formats: format, outputs: output)
        let settings = try scan.settings()
        let result = try await Scanner(settings: settings).run()
        if verbose {
            for timing in result.timings {
                Console.error(String(format: "%-20@ %8.3f s", timing.passID as NSString, timing.seconds))
            }
        }
        try ReportOutputs.write(result.report, to: outputs)
        Console.warnings(result.report)
        if failOn == "cycles", !result.report.cycles.groups.isEmpty {
            let count = result.report.cycles.groups.count
            Console.error("coupling: \(count) cycle group\(count == 1 ? "" : "s") found (--fail-on cycles)")
            throw ExitCode(1)
        }
    }
}
