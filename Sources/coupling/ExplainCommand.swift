import ArgumentParser
import CouplingKit
import CouplingModel
import Foundation

struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Every reference from component FROM to component TO (strongest first), or the shortest path when there is no direct edge."
    )

    @Argument(help: "The component that depends.") var from: String
    @Argument(help: "The component it depends on.") var to: String
    @OptionGroup var scan: ScanOptions

    func run() async throws {
        let report = try await Scanner(settings: try scan.settings()).run().report
        let names = Set(report.components.map(\.name))
        for name in [from, to] where !names.contains(name) {
            throw CouplingError.invalidArgument("`\(name)` is not a component (components: \(names.sorted().joined(separator: ", ")))")
        }
        try Console.output(lines: answer(report))
    }

    /// The references from `from` to `to`, or the shortest path between them.
    func answer(_ report: AnalysisReport) -> [String] {
        var lines: [String] = []
        if let edge = report.edges.first(where: { $0.from == from && $0.to == to }) {
            lines.append("\(from) → \(to): \(edge.weight) reference\(edge.weight == 1 ? "" : "s")")
            for evidence in edge.evidence {
                lines.append("  \(evidence.location)  \(evidence.symbol) (\(evidence.kind.rawValue))")
            }
            return lines
        }
        guard let path = ReportPaths.shortestPath(in: report, from: from, to: to) else {
            lines.append("\(from) does not depend on \(to), directly or through other components.")
            return lines
        }
        lines.append("\(from) does not use \(to) directly; shortest path: \(path.joined(separator: " → "))")
        for (a, b) in zip(path, path.dropFirst()) {
            guard let edge = report.edges.first(where: { $0.from == a && $0.to == b }) else { continue }
            let top = edge.evidence.prefix(3).map { "\($0.location) \($0.symbol)" }.joined(separator: "; ")
            lines.append("  \(a) → \(b) (\(edge.weight)): \(top)")
        }
        return lines
    }
}
