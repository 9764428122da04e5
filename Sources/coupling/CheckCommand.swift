import ArgumentParser
import CouplingKit
import CouplingModel
import CouplingReporters
import Foundation

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Scan with the rules and the baseline; print new violations tersely; exit 1 on a new error.",
        discussion: """
            One line per new violation, `path:line:col: severity: message [rule]`, then a summary; or, with \
            --format, that report (xcode, github, sarif…) on standard output or into -o.
            """
    )

    @OptionGroup var scan: ScanOptions
    @OptionGroup var gate: GateOptions

    @OptionGroup var evidence: EvidenceOptions

    @Option(
        name: .long, help: ArgumentHelp("Write this report format instead of the terse lines (xcode, github, …).", valueName: "format"),
        completion: .list(ReporterRegistry.builtIn.map { $0.id }))
    var format: String?

    @Option(name: [.short, .long], help: ArgumentHelp("With --format: write the report to this file (- is standard output).", valueName: "file"))
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp("How path:line places are written: absolute or relative (default: absolute for xcode, relative otherwise).", valueName: "style"))
    var paths: ReportOutputs.PathStyle?

    func run() async throws {
        if output != nil, format == nil {
            throw CouplingError.invalidArgument("check -o needs --format (the terse lines go to standard output)")
        }
        if let format {
            let protection = SafeWriter.Protection(files: scan.filesRead + [gate.baseline].compactMap { $0 })
            let outputs = try ReportOutputs.check(
                ReportOutputs.plan(formats: [format], outputs: output.map { [$0] } ?? []), protecting: protection)
            let report = try await gate.scan(scan)
            try ReportOutputs.write(
                report, to: outputs, protecting: protection, paths: paths, root: scan.absoluteRoot, evidence: evidence.limit)
            Console.warnings(report)
            try gate.enforce(.violations, on: report)
            return
        }
        let report = try await gate.scan(scan)
        let fresh = report.violations.filter { $0.baseline == .new }
        var lines: [String] = []
        for violation in fresh {
            let written = ReporterOptions(absoluteRoot: paths == .absolute ? scan.absoluteRoot : nil)
            let place = violation.evidence.first.map {
                "\(written.written($0.location.path)):\($0.location.line):\($0.location.column): "
            } ?? ""
            lines.append("\(place)\(violation.severity.rawValue): \(violation.message) [\(violation.ruleID)]")
        }
        let errors = fresh.filter { $0.severity == .error }.count
        let baselined = report.violations.count - fresh.count
        var summary = "coupling: \(fresh.count) new violation\(fresh.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"))"
        if report.baseline != nil { summary += ", \(baselined) baselined" }
        func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
        summary += "; \(count(report.components.count, "component")), \(count(report.edges.count, "edge")), "
            + count(report.cycles.groups.count, "cycle group")
        lines.append(summary)
        try Console.output(lines: lines)
        Console.warnings(report)
        try gate.enforce(.violations, on: report)
    }
}
