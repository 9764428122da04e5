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

    @OptionGroup var evidence: EvidenceOptions

    @Flag(name: .long, help: "Text report: one screen (the gate, cycle groups, new violations, the strongest edges).")
    var summary = false

    @Flag(name: .long, help: "Text report: list everything (no list is cut).")
    var all = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Instead of the report: the components whose files changed since this git revision, and every component that depends on them (--format text or json).",
            valueName: "rev"))
    var affected: String?

    @OptionGroup(title: "Drawing") var drawing: DrawingOptions

    func run() async throws {
        guard let condition = Gate(rawValue: failOn) else {
            throw CouplingError.invalidArgument("--fail-on must be cycles, hidden-cycles, runtime-keys, violations or none, not `\(failOn)`")
        }
        let protection = SafeWriter.Protection(files: scan.filesRead + [gate.baseline].compactMap { $0 })
        // The affected list is text unless asked for JSON, on GitHub Actions too.
        let formats = affected != nil && format.isEmpty && output.isEmpty ? ["text"] : format
        let outputs = try ReportOutputs.check(ReportOutputs.plan(formats: formats, outputs: output), protecting: protection)
        if summary && all { throw CouplingError.invalidArgument("--summary and --all ask for opposite text reports; give one") }
        if affected != nil, outputs.count > 1 || !["text", "json"].contains(outputs[0].reporter.id) {
            throw CouplingError.invalidArgument("--affected writes one list, as --format text or json")
        }
        // git is asked first: a wrong revision fails at once, not after the scan.
        let changes = try affected.map { try GitChanges.files(in: scan.absoluteRoot, since: $0) }
        let report = try await gate.scan(scan)
        if let affected, let changes {
            let result = AffectedComponents(report: report, base: affected, changedPaths: changes)
            try writeAffected(result, to: outputs[0], protecting: protection)
        } else {
            try drawing.check(report)
            let state = condition == .none ? nil : gate.state(condition, of: report)
            try ReportOutputs.write(
                report, to: outputs, protecting: protection, paths: paths, root: scan.absoluteRoot,
                graphView: drawing.view, listing: summary ? .summary : all ? .all : .capped, gate: state,
                evidence: evidence.limit)
        }
        Console.warnings(report)
        try gate.enforce(condition, on: report)
    }

    private func writeAffected(
        _ result: AffectedComponents, to target: ReportOutputs.Target, protecting protection: SafeWriter.Protection
    ) throws {
        let bytes = target.reporter.id == "json" ? JSONWriter.document(result) : Array(result.text().utf8)
        if let path = target.path {
            try SafeWriter.write(bytes, to: path, flag: "-o", protecting: protection)
        } else {
            try Console.output(bytes)
        }
    }
}
