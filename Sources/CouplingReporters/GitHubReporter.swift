import CouplingModel

/// GitHub Actions workflow commands: printed by a step, each becomes an annotation on the file and
/// line of the pull request's diff.
///
/// One `::error` (severity error), `::warning` (warning) or `::notice` (info) per **new** violation,
/// at its strongest reference, titled `coupling <rule-id>: <from> → <to>`; the message is the
/// violation's message, the rule's comment and its first references. Baselined violations are not
/// annotated (they are known); each stale baseline entry is a `::notice` on the baseline file. The
/// last line is a plain summary. Properties and messages are escaped as the runner expects (`%`, CR
/// and LF everywhere; `:` and `,` also in properties). The CLI picks this format by default when
/// `GITHUB_ACTIONS=true`. GitHub shows only the first few annotations of each kind per step, so the
/// most serious come first.
public struct GitHubReporter: Reporter {
    public static let id = "github"
    public static let fileExtension = "github"
    public static let summary = "GitHub Actions annotations (::error file=…,line=…::) for new rule violations"

    let options: ReporterOptions

    public init(options: ReporterOptions) {
        self.options = options
    }

    public func render(_ report: AnalysisReport) throws -> String {
        let report = report.displaySafe
        var lines: [String] = []
        let new = report.newViolations
        for violation in new {
            var properties: [(String, String)] = []
            if let location = violation.primaryLocation {
                properties += [
                    ("file", location.path), ("line", "\(max(1, location.line))"), ("col", "\(max(1, location.column))"),
                ]
            }
            let subject = violation.subject
            properties.append(("title", "coupling \(violation.ruleID)" + (subject.isEmpty ? "" : ": \(subject)")))
            lines.append(Self.command(Self.command(for: violation.severity), properties, message(violation)))
        }
        if let baseline = report.baseline {
            for entry in baseline.stale {
                lines.append(
                    Self.command(
                        "notice", [("file", baseline.path), ("title", "coupling: stale baseline entry")],
                        "\(entry) matches no violation any more: remove it from \(baseline.path)"))
            }
        }
        lines.append("coupling: " + report.ruleSummary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The message, the comment, then the first references (one per line).
    private func message(_ violation: Violation) -> String {
        var lines = [violation.message]
        if let comment = violation.comment, !comment.isEmpty { lines.append("why: \(comment)") }
        let shown = violation.evidence.prefix(max(0, options.evidencePerEdge))
        lines += shown.map { "\($0.location)  \($0.symbol) (\($0.kind.rawValue))" }
        let more = violation.referenceCount - shown.count
        if more > 0 { lines.append("… and \(more) more") }
        return lines.joined(separator: "\n")
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// `::name key=value,key=value::message`.
    static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(name)" + (list.isEmpty ? "" : " " + list) + "::" + escapedData(message)
    }

    /// The runner's escaping of a command's message: `%`, CR, LF.
    static func escapedData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The runner's escaping of a property value: as a message, and `:` and `,`.
    static func escapedProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapedData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
