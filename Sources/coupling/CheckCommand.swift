import ArgumentParser
import CouplingKit
import CouplingModel
import Foundation

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Scan with the rules and the baseline; print new violations tersely; exit 1 on a new error.",
        discussion: "One line per new violation, `path:line:col: severity: message [rule]`, then a summary."
    )

    @OptionGroup var scan: ScanOptions
    @OptionGroup var gate: GateOptions

    func run() async throws {
        let report = try await gate.scan(scan)
        let fresh = report.violations.filter { $0.baseline == .new }
        var lines: [String] = []
        for violation in fresh {
            let place = violation.evidence.first.map { "\($0.location.path):\($0.location.line):\($0.location.column): " } ?? ""
            lines.append("\(place)\(violation.severity.rawValue): \(violation.message) [\(violation.ruleID)]")
        }
        let errors = fresh.filter { $0.severity == .error }.count
        let baselined = report.violations.count - fresh.count
        var summary = "coupling: \(fresh.count) new violation\(fresh.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"))"
        if report.baseline != nil { summary += ", \(baselined) baselined" }
        summary += "; \(report.components.count) components, \(report.edges.count) edges, \(report.cycles.groups.count) cycle groups"
        lines.append(summary)
        try Console.output(lines: lines)
        Console.warnings(report)
        try gate.enforce(.violations, on: report)
    }
}
