import ArgumentParser
import CouplingKit
import CouplingModel
import Foundation

/// Baseline and gate flags shared by `scan` and `check`.
struct GateOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Known violations and cycles that do not trip the gate.", valueName: "file"))
    var baseline: String?

    @Flag(name: .customLong("baseline-frozen"), help: "Exit 1 when the baseline would have to grow (for CI).")
    var baselineFrozen = false

    @Flag(name: .long, help: "Print each pass's time, and the peak memory when it ended, on standard error.")
    var verbose = false

    /// Scans and applies the baseline.
    func scan(_ options: ScanOptions) async throws -> AnalysisReport {
        if baselineFrozen, baseline == nil {
            throw CouplingError.invalidArgument("--baseline-frozen needs --baseline FILE")
        }
        let known = try baseline.map { try Baseline.load(path: $0) }
        let result = try await Scanner(settings: try options.settings()).run()
        if verbose {
            for timing in result.timings {
                let name = timing.passID.padding(toLength: 20, withPad: " ", startingAt: 0)
                Console.error(name + String(format: "%8.3f s %8.1f MB peak", timing.seconds, Double(timing.peakBytes) / 1e6))
            }
        }
        guard let known, let baseline else { return result.report }
        return known.apply(to: result.report, path: baseline)
    }

    /// The gate's state for the report's first lines: `fails: 2 cycle groups found (--fail-on cycles)`.
    func state(_ gate: Gate, of report: AnalysisReport) -> String {
        let reasons = gate.reasons(for: report, frozenBaseline: baselineFrozen)
        return reasons.isEmpty ? "passes (--fail-on \(gate.rawValue))" : "fails: " + reasons.joined(separator: "; ")
    }

    func enforce(_ gate: Gate, on report: AnalysisReport) throws {
        if let summary = report.baseline, !summary.stale.isEmpty {
            Console.error(
                "coupling: \(summary.stale.count) baseline entr\(summary.stale.count == 1 ? "y no longer matches" : "ies no longer match") (fixed? remove them from \(summary.path)): \(summary.stale.joined(separator: "; "))")
        }
        let reasons = gate.reasons(for: report, frozenBaseline: baselineFrozen)
        for reason in reasons { Console.error("coupling: \(reason)") }
        if !reasons.isEmpty { throw ExitCode(1) }
    }
}
