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

    @Option(
        name: .long, help: ArgumentHelp("Report format (repeatable).", valueName: "format"),
        completion: .list(ReporterRegistry.builtIn.map { $0.id }))
    var format: [String] = []

    @Option(
        name: [.short, .long], help: ArgumentHelp("Write the report to this file, atomically (repeatable).", valueName: "file"),
        completion: .file())
    var output: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How path:line places are written: absolute or relative (default: absolute for xcode, relative otherwise).",
            valueName: "style"))
    var paths: ReportOutputs.PathStyle?

    @Option(name: .customLong("fail-on"), help: "Exit 1 when this is found and not baselined: cycles (compile-time), hidden-cycles (only with run-time references), runtime-keys (dangling or duplicate keys), violations (new errors) or none.", completion: .list(Gate.allCases.map(\.rawValue)))
    var failOn: String = "none"

    @OptionGroup var gate: GateOptions

    @Flag(name: .long, help: "Text report: one screen (the gate, cycle groups, new violations, the strongest edges).")
    var summary = false

    @Flag(name: .long, help: "Text report: list everything (no list is cut).")
    var all = false

    @OptionGroup(title: "Drawing") var drawing: DrawingOptions

    func run() async throws {
        guard let condition = Gate(rawValue: failOn) else {
            throw CouplingError.invalidArgument("--fail-on must be cycles, hidden-cycles, runtime-keys, violations or none, not `\(failOn)`")
        }
        let protection = SafeWriter.Protection(files: scan.filesRead + [gate.baseline].compactMap { $0 })
        let outputs = try ReportOutputs.check(ReportOutputs.plan(formats: format, outputs: output), protecting: protection)
        if summary && all { throw CouplingError.invalidArgument("--summary and --all ask for opposite text reports; give one") }
        let report = try await gate.scan(scan)
        try drawing.check(report)
        let state = condition == .none ? nil : gate.state(condition, of: report)
        try ReportOutputs.write(
            report, to: outputs, protecting: protection, paths: paths, root: scan.absoluteRoot, graphView: drawing.view,
            listing: summary ? .summary : all ? .all : .capped, gate: state)
        Console.warnings(report)
        try gate.enforce(condition, on: report)
    }
}
