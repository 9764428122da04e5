import CouplingModel

/// Rule results as JUnit XML, the test-report format every CI reads (GitLab merge-request test
/// widget, Jenkins, Azure DevOps, GitHub test-report actions).
///
/// One `<testsuite>` per rule of the catalogue, named `coupling.<rule-id>`, so a rule that passes
/// shows as a passing test. In it, one `<testcase>` per violation, named after its rule and what it
/// is about (`layer-upward: Networking → Feed`), a name that stays the same from run to run so CI
/// can track it (some CI views show the name without the suite):
/// - a new error or warning is a `<failure>` (`type` = severity, `message` = the message and the
///   rule's comment, the text = the references, one `path:line:col  symbol (kind)` per line);
/// - a new info is a passing test case whose references are in `<system-out>`;
/// - a baselined violation is `<skipped>` (known, not counted);
/// - a rule without violations has one passing test case, `<rule-id>: no violations`.
/// Test cases carry `file` and `line` (the strongest reference), which GitHub test-report actions
/// turn into annotations. When a baseline was applied, a `coupling.baseline` suite lists each
/// stale entry as a skipped test case. No timestamps or host names: the output is deterministic.
public struct JUnitReporter: Reporter {
    public static let id = "junit"
    public static let fileExtension = "xml"
    public static let summary = "rule results as JUnit XML: one test suite per rule, one failing test case per violation"

    public init(options: ReporterOptions) {}

    struct TestCase {
        enum Outcome {
            case passed(output: String?)
            case failed(type: String, message: String, text: String)
            case skipped(message: String)
        }
        var name: String
        var file: String?
        var line: Int?
        var outcome: Outcome
    }

    public func render(_ report: AnalysisReport) throws -> String {
        let report = report.displaySafe
        var suites: [(name: String, cases: [TestCase])] = []
        for rule in report.ruleCatalogue {
            let violations = report.violations.filter { $0.ruleID == rule.id }
            var cases = AnalysisReport.bySeverity(violations.filter { $0.baseline == .new }).map(Self.testCase)
            cases += violations.filter { $0.baseline == .baselined }.map { violation in
                var testCase = Self.testCase(violation)
                testCase.outcome = .skipped(message: "in the baseline: \(violation.messageWithComment)")
                return testCase
            }
            if cases.isEmpty { cases = [TestCase(name: "\(rule.id): no violations", outcome: .passed(output: nil))] }
            suites.append((name: "coupling.\(rule.id)", cases: cases))
        }
        if let baseline = report.baseline, !baseline.stale.isEmpty {
            suites.append(
                (
                    name: "coupling.baseline",
                    cases: baseline.stale.map { entry in
                        TestCase(
                            name: "stale entry \(entry)", file: baseline.path,
                            outcome: .skipped(
                                message: "\(baseline.path): this entry matches no violation any more; remove it"))
                    }
                ))
        }

        func tally(_ cases: [TestCase]) -> String {
            var failures = 0
            var skipped = 0
            for testCase in cases {
                switch testCase.outcome {
                case .failed: failures += 1
                case .skipped: skipped += 1
                case .passed: break
                }
            }
            return "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\""
        }

        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lines.append("<testsuites name=\"coupling\" \(tally(suites.flatMap(\.cases)))>")
        for suite in suites {
            lines.append("  <testsuite name=\"\(Self.escaped(suite.name))\" \(tally(suite.cases))>")
            for testCase in suite.cases {
                var attributes = "classname=\"\(Self.escaped(suite.name))\" name=\"\(Self.escaped(testCase.name))\""
                if let file = testCase.file { attributes += " file=\"\(Self.escaped(file))\"" }
                if let line = testCase.line { attributes += " line=\"\(line)\"" }
                attributes += " time=\"0\""
                switch testCase.outcome {
                case .passed(output: nil):
                    lines.append("    <testcase \(attributes)/>")
                case .passed(output: let output?):
                    lines.append("    <testcase \(attributes)>")
                    lines.append("      <system-out>\(Self.escaped(output, attribute: false))</system-out>")
                    lines.append("    </testcase>")
                case .failed(let type, let message, let text):
                    lines.append("    <testcase \(attributes)>")
                    lines.append(
                        "      <failure type=\"\(Self.escaped(type))\" message=\"\(Self.escaped(message))\">"
                            + Self.escaped(text, attribute: false) + "</failure>")
                    lines.append("    </testcase>")
                case .skipped(let message):
                    lines.append("    <testcase \(attributes)>")
                    lines.append("      <skipped message=\"\(Self.escaped(message))\"/>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func testCase(_ violation: Violation) -> TestCase {
        let name = "\(violation.ruleID): " + (violation.subject.isEmpty ? violation.fingerprint : violation.subject)
        var details = ["\(violation.severity.rawValue): \(violation.message)"]
        if let comment = violation.comment, !comment.isEmpty { details.append("why: \(comment)") }
        let locations = violation.evidence.map { "\($0.location)  \($0.symbol) (\($0.kind.rawValue))" }
        if !locations.isEmpty {
            details.append("references (\(violation.referenceCount)):")
            details += locations.map { "  " + $0 }
            let more = violation.referenceCount - locations.count
            if more > 0 { details.append("  … and \(more) more") }
        }
        let text = "\n" + details.joined(separator: "\n") + "\n      "
        let outcome: TestCase.Outcome =
            violation.severity == .info
            ? .passed(output: text)
            : .failed(type: violation.severity.rawValue, message: violation.messageWithComment, text: text)
        return TestCase(
            name: name, file: violation.primaryLocation?.path, line: violation.primaryLocation?.line, outcome: outcome)
    }

    /// XML text or attribute value: `&`, `<`, `>` always; quotes and line breaks in attributes (as
    /// character references, so that they survive attribute normalisation); characters XML 1.0
    /// cannot carry (most control characters) are dropped.
    static func escaped(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\n" where attribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t" where attribute: result += "&#9;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed =
                    value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
                if allowed { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
