import CouplingModel

/// New rule violations as the diagnostics Xcode reads from a Run Script build phase's output:
/// `path:line:col: error|warning|note: message [rule-id]`, so they appear in the Issue navigator.
///
/// The strongest reference carries the violation (error, warning, or note for info); its next
/// references follow as `note:` lines at their own places. Baselined violations are not shown;
/// stale baseline entries are `note:` lines on the baseline file; the last line is a summary
/// (Xcode ignores lines that are not diagnostics).
///
/// Xcode links a diagnostic to a file only when its path is absolute: the CLI writes this format
/// with absolute paths unless `--paths relative` (a saved report rendered again has no root, and
/// stays relative).
public struct XcodeReporter: Reporter {
    public static let id = "xcode"
    public static let fileExtension = "xcode"
    public static let summary = "new rule violations as Xcode build-phase diagnostics (path:line:col: error: …)"

    let options: ReporterOptions

    public init(options: ReporterOptions) {
        self.options = options
    }

    public func render(_ report: AnalysisReport) throws -> String {
        let report = report.displaySafe
        var lines: [String] = []
        for violation in report.newViolations {
            let text = "\(violation.severity.sarifLevel): \(Self.oneLine(violation.messageWithComment)) [\(violation.ruleID)]"
            guard let location = violation.primaryLocation else {
                lines.append(text)
                continue
            }
            lines.append("\(place(location)): \(text)")
            let more = violation.evidence.dropFirst().prefix(max(0, options.evidencePerEdge - 1))
            for evidence in more {
                lines.append(
                    "\(place(evidence.location)): note: also uses \(evidence.symbol) (\(evidence.kind.rawValue)) "
                        + "[\(violation.ruleID)]")
            }
        }
        if let baseline = report.baseline {
            for entry in baseline.stale {
                lines.append(
                    "\(options.written(baseline.path)): note: stale baseline entry \(entry) matches no violation any more: remove it "
                        + "[stale-baseline-entry]")
            }
        }
        lines.append("coupling: " + report.ruleSummary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `path:line:col`, line and column at least 1.
    func place(_ location: SourceLocation) -> String {
        "\(options.written(location.path)):\(max(1, location.line)):\(max(1, location.column))"
    }

    /// Xcode reads one diagnostic per line.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
