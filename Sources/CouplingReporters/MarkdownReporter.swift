import CouplingModel

/// A pull-request summary in GitHub-flavoured Markdown, short enough to post as a PR comment or to
/// append to `$GITHUB_STEP_SUMMARY`: a title that says whether anything new broke, the counts, a
/// table of the new violations (severity, rule, dependency, message and comment, top references as
/// `path:line`), the cycles with the cheapest cut, and collapsed `<details>` for the baseline (known
/// violations, stale entries) and the full edge list. Long lists are capped and say so.
public struct MarkdownReporter: Reporter {
    public static let id = "markdown"
    public static let fileExtension = "md"
    public static let summary = "a pull-request comment: counts, new violations, cycles with the cheapest cut, edges folded"

    static let violationsShown = 30
    static let cyclesShownPerGroup = 3
    static let edgesShown = 100
    static let symbolsPerEdge = 3

    let options: ReporterOptions

    public init(options: ReporterOptions) {
        self.options = options
    }

    public func render(_ report: AnalysisReport) throws -> String {
        let report = report.displaySafe
        var blocks = [title(report), counts(report)]
        if report.rulesRan { blocks.append(newViolations(report)) }
        if let cycles = cycles(report) { blocks.append(cycles) }
        if let baseline = baseline(report) { blocks.append(baseline) }
        if let edges = edges(report) { blocks.append(edges) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Blocks

    private func title(_ report: AnalysisReport) -> String {
        let new = report.newViolations
        if report.rulesRan {
            if new.isEmpty { return "### ✅ coupling: no new violations" }
            let mark = new.contains { $0.severity == .error } ? "❌" : "⚠️"
            return "### \(mark) coupling: \(countPhrase(new.count, "new violation"))"
        }
        let groups = report.cycles.groups.count
        return groups == 0 ? "### coupling: no cycles" : "### ⚠️ coupling: \(countPhrase(groups, "cycle group"))"
    }

    private func counts(_ report: AnalysisReport) -> String {
        var parts = [
            countPhrase(report.components.count, "component"), countPhrase(report.edges.count, "edge"),
            countPhrase(report.cycles.groups.count, "cycle group"),
        ]
        if report.rulesRan {
            let new = report.newViolations
            parts.append(
                "**\(countPhrase(new.count, "new violation"))**" + (severityTally(new).map { " (\($0))" } ?? ""))
            if report.baseline != nil { parts.append("\(report.baselinedViolations.count) baselined") }
            parts.append(countPhrase(report.rules.count, "rule") + " checked")
        }
        return parts.joined(separator: " · ")
    }

    private func newViolations(_ report: AnalysisReport) -> String {
        let new = report.newViolations
        guard !new.isEmpty else { return "No new rule violations." }
        var lines = [
            "#### New violations", "",
            "| Severity | Rule | Dependency | Message | Top references |",
            "|---|---|---|---|---|",
        ]
        for violation in new.prefix(Self.violationsShown) {
            var message = Self.inline(violation.message)
            if let comment = violation.comment, !comment.isEmpty { message += "<br>*\(Self.inline(comment))*" }
            lines.append(
                "| \(Self.severity(violation.severity)) | \(Self.code(violation.ruleID)) | "
                    + "\(Self.text(violation.subject)) | \(message) | \(references(violation)) |")
        }
        if new.count > Self.violationsShown {
            lines.append("")
            lines.append("… and \(new.count - Self.violationsShown) more (see the full report).")
        }
        return lines.joined(separator: "\n")
    }

    private func cycles(_ report: AnalysisReport) -> String? {
        let groups = report.cycles.groups
        guard !groups.isEmpty else { return nil }
        var lines = ["#### Cycles", ""]
        for group in groups {
            let cycles = group.cycles.filter { !$0.isEmpty }
            var shown = cycles.prefix(Self.cyclesShownPerGroup).map { Self.text(($0 + [$0[0]]).joined(separator: " → ")) }
            let more = cycles.count - shown.count
            if more > 0 || group.truncated { shown.append("…") }
            var line = "- **\(Self.text(group.components.joined(separator: ", ")))**: " + shown.joined(separator: "; ")
            if !group.cuts.isEmpty {
                let name = group.cutsAreMinimal ? "cheapest cut" : "cheap cut (heuristic)"
                let cuts = group.cuts.map { Self.text("\($0.from) → \($0.to)") + " (weight \($0.weight))" }
                line += ". \(name.prefix(1).uppercased() + name.dropFirst()): " + cuts.joined(separator: ", ")
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private func baseline(_ report: AnalysisReport) -> String? {
        let known = report.baselinedViolations
        let stale = report.baseline?.stale ?? []
        guard !known.isEmpty || !stale.isEmpty else { return nil }
        var summary = [countPhrase(known.count, "known violation")]
        if !stale.isEmpty { summary.append(stale.count == 1 ? "1 stale entry" : "\(stale.count) stale entries") }
        var lines = ["<details><summary>Baseline: \(summary.joined(separator: ", "))</summary>", ""]
        if !known.isEmpty {
            lines += ["| Rule | Dependency | Message |", "|---|---|---|"]
            for violation in known {
                lines.append(
                    "| \(Self.code(violation.ruleID)) | \(Self.text(violation.subject)) | \(Self.inline(violation.message)) |")
            }
            lines.append("")
        }
        if !stale.isEmpty, let baseline = report.baseline {
            lines.append("Stale entries of \(Self.code(baseline.path, inTable: false)) (they match nothing any more; remove them):")
            lines.append("")
            lines += stale.map { "- " + Self.code($0, inTable: false) }
            lines.append("")
        }
        lines.append("</details>")
        return lines.joined(separator: "\n")
    }

    private func edges(_ report: AnalysisReport) -> String? {
        guard !report.edges.isEmpty else { return nil }
        let sorted = report.edges.sorted { a, b in
            a.weight != b.weight ? a.weight > b.weight : (a.from, a.to) < (b.from, b.to)
        }
        var lines = [
            "<details><summary>All \(countPhrase(report.edges.count, "edge")), strongest first</summary>", "",
            "| From | To | Weight | Top symbols |", "|---|---|--:|---|",
        ]
        for edge in sorted.prefix(Self.edgesShown) {
            let symbols = edge.symbols.prefix(Self.symbolsPerEdge).map { Self.text($0.symbol) + " (\($0.count))" }
            let more = edge.symbols.count - symbols.count
            let cycle = edge.inCycle ? " 🔁" : ""
            lines.append(
                "| \(Self.text(edge.from)) | \(Self.text(edge.to))\(cycle) | \(edge.weight) | "
                    + symbols.joined(separator: ", ") + (more > 0 ? ", …" : "") + " |")
        }
        if report.edges.count > Self.edgesShown {
            lines.append("")
            lines.append("… and \(report.edges.count - Self.edgesShown) more.")
        }
        lines += ["", "</details>"]
        return lines.joined(separator: "\n")
    }

    // MARK: - Pieces

    /// The first references as `path:line` code spans with the symbol, one per line of the cell.
    private func references(_ violation: Violation) -> String {
        let shown = violation.evidence.prefix(max(0, options.evidencePerEdge))
        var items = shown.map { Self.code("\($0.location.path):\($0.location.line)") + " " + Self.text($0.symbol) }
        let more = violation.referenceCount - shown.count
        if more > 0 { items.append("… and \(more) more") }
        return items.joined(separator: "<br>")
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "❌ error"
        case .warning: "⚠️ warning"
        case .info: "ℹ️ info"
        }
    }

    /// Plain text in a table cell: Markdown and HTML specials escaped, line breaks as `<br>`.
    static func text(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "#": result += "\\" + String(character)
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r\n": result += "<br>"
            case "\r": break
            default: result.append(character)
            }
        }
        return result
    }

    /// A message as the rules write it: plain text with `code spans` in backticks. The spans stay
    /// code; the rest is escaped. Unbalanced backticks: everything is escaped.
    static func inline(_ message: String) -> String {
        let parts = message.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count % 2 == 1 else { return text(message) }
        return parts.enumerated().map { index, part in
            index % 2 == 0 ? text(part) : (part.isEmpty ? "" : code(part))
        }.joined()
    }

    /// A code span, with enough backticks around text that holds some. In a table cell `|` is
    /// escaped (GFM tables need it even in code; elsewhere the backslash would show).
    static func code(_ text: String, inTable: Bool = true) -> String {
        var flat = String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
        if inTable { flat = flat.replacing("|", with: "\\|") }
        guard flat.contains("`") else { return "`\(flat)`" }
        return "`` \(flat) ``"
    }
}
