import CouplingModel

/// The report for people, and the default format. It opens with what needs attention: a summary
/// line (and the gate's state), the cycles with the cheapest edges to cut, the rule violations (when
/// rules ran: new ones by severity, then baselined ones and stale baseline entries); then the edges
/// strongest first with the references behind them, the components, the build model, and the noise
/// last: unresolved references and diagnostics. Long lists are cut with a line saying how many more
/// and that `--all` lists them (`options.listing`); `--summary` is one screen. Columns are aligned;
/// no line ends with a space. ANSI colour only when `options.color` is set.
public struct TextReporter: Reporter {
    public static let id = "text"
    public static let fileExtension = "txt"
    public static let summary = "a readable summary: components, edges with evidence, cycles and what to cut"

    /// Unresolved names listed before "… and K more".
    static let unresolvedNamesShown = 10
    /// Edges, component rows, elementary cycles of a group, new violations with their references,
    /// module names and errors or warnings listed before "… and K more" (`--all` lists all).
    static let edgesShown = 10
    static let componentsShown = 15
    static let violationsShown = 3
    static let cutsShown = 5
    static let moduleNamesShown = 5
    static let cyclesShown = 3
    static let diagnosticsShown = 20
    /// Targets, and components of one target, listed before "… and K more".
    static let targetsShown = 10
    static let targetComponentsShown = 8

    let options: ReporterOptions

    public init(options: ReporterOptions) {
        self.options = options
    }

    public func render(_ report: AnalysisReport) throws -> String {
        let report = report.displaySafe
        var sections = [header(report)]
        let leading = attention(report)
        if !leading.isEmpty { sections.append(leading) }
        if options.listing == .summary {
            sections += [edgeHeadings(report), summaryLines(report)]
        } else {
            sections.append(cycles(report))
            if report.rulesRan { sections.append(violations(report)) }
            sections += [edges(report), components(report), buildModel(report), unresolved(report), diagnostics(report)]
        }
        let out = sections.joined(separator: [""])
        return out.map(Self.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
    }

    /// How many items a list shows: `limit`, or all of them with `--all`.
    func shown(_ limit: Int) -> Int { options.listing == .all ? Int.max : limit }

    /// "… and 7 more edges (--all lists them)".
    func more(_ count: Int, _ noun: String, indent: String = "  ") -> [String] {
        count > 0 ? [style("\(indent)… and \(Self.count(count, noun)) (--all lists them)", .dim)] : []
    }

    // MARK: - Sections

    private func header(_ report: AnalysisReport) -> [String] {
        let counts = [
            Self.count(report.components.count, "component"),
            Self.count(report.stats.files, "file"),
            Self.count(report.edges.count, "edge"),
            Self.count(report.cycles.groups.count, "cycle group"),
        ] + (report.rulesRan ? [Self.count(report.newViolations.count, "new violation")] : [])
        var lines = [style("\(report.tool.name) \(report.tool.version)", .bold) + ": " + counts.joined(separator: ", ")]
        if let gate = options.gate { lines.append("gate: " + gate) }
        let outcomes = report.stats.outcomes
        lines.append(
            "references to in-tree names: \(outcomes.inTree) (own \(outcomes.own), edges \(outcomes.edge), "
                + "ambiguous \(outcomes.ambiguous), not visible \(outcomes.notVisible), the SDK's \(outcomes.sdkShadowed)); "
                + "C-family extractor: \(report.resolution.cFamilyFrontend)")
        let outside = report.stats.filesOutsideComponents
        if outside > 0 {
            let verb = outside == 1 ? "lies" : "lie"
            lines.append("\(Self.count(outside, "file")) \(verb) outside every component (not analysed for edges)")
        }
        return lines
    }

    private func components(_ report: AnalysisReport) -> [String] {
        guard !report.components.isEmpty else { return [title("Components: none")] }
        let listed = report.components.prefix(shown(Self.componentsShown))
        let rows = [Self.metricsHeading] + listed.map(Self.metricsRow)
        return [title("Components (\(report.components.count))")]
            + table(rows, rightAligned: Set(1..<Self.metricsHeading.count), indent: "  ") { row, _, cell in
                row == 0 ? style(cell, .dim) : cell
            } + more(report.components.count - listed.count, "more component") + moduleNames(report)
    }

    /// Module names that differ from their component's name, and where each mapping came from.
    private func moduleNames(_ report: AnalysisReport) -> [String] {
        let named = report.modules.filter { $0.module != $0.component }
        guard !named.isEmpty else { return [] }
        return ["  module names:"]
            + named.prefix(shown(Self.moduleNamesShown)).map { "    \($0.module) → \($0.component) (\($0.source))" }
            + more(named.count - min(named.count, shown(Self.moduleNamesShown)), "more module name", indent: "    ")
    }

    private func edges(_ report: AnalysisReport) -> [String] {
        guard !report.edges.isEmpty else { return [title("Edges: none")] }
        let sorted = report.edges.sorted { a, b in
            a.weight != b.weight ? a.weight > b.weight : (a.from, a.to) < (b.from, b.to)
        }
        var lines = [title("Edges (\(report.edges.count)), strongest first")]
        for edge in sorted.prefix(shown(Self.edgesShown)) {
            let kinds = edge.kinds.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            var heading = "  \(edge.from) → \(edge.to) (weight \(edge.weight): \(kinds))"
            if edge.inCycle { heading += " " + style("[in a cycle]", .red) }
            if edge.isImportOnly { heading += " " + style("[import only]", .dim) }
            lines.append(heading)
            lines += evidence(of: edge, indent: "    ")
        }
        return lines + more(sorted.count - min(sorted.count, shown(Self.edgesShown)), "more edge")
    }

    private func cycles(_ report: AnalysisReport) -> [String] {
        let groups = report.cycles.groups
        guard !groups.isEmpty else { return [title("Cycles: none")] }
        let edgeIndex = Dictionary(report.edges.map { (EdgeKey(from: $0.from, to: $0.to), $0) }) { first, _ in first }
        var lines = [title("Cycles (\(Self.count(groups.count, "group")))")]
        for (number, group) in groups.enumerated() {
            if number > 0 { lines.append("") }
            lines.append("  group \(number + 1): " + group.components.joined(separator: ", "))
            let listed = group.cycles.filter { !$0.isEmpty }
            for cycle in listed.prefix(shown(Self.cyclesShown)) {
                lines.append("    " + style((cycle + [cycle[0]]).joined(separator: " → "), .red))
            }
            lines += more(listed.count - min(listed.count, shown(Self.cyclesShown)), "more cycle", indent: "    ")
            if group.truncated {
                lines.append(
                    style(
                        "    … more elementary cycles exist; only the \(group.cycles.count) shortest are listed "
                            + "(limit \(report.cycles.limit))", .dim))
            }
            lines += cuts(of: group, edges: edgeIndex)
        }
        return lines
    }

    private func cuts(of group: CycleGroup, edges: [EdgeKey: Edge]) -> [String] {
        guard !group.cuts.isEmpty else { return [] }
        let name = group.cutsAreMinimal ? "cheapest cut" : "cheap cut (heuristic, may not be the cheapest)"
        func heading(_ cut: EdgeCut) -> String { "\(cut.from) → \(cut.to) (weight \(cut.weight))" }
        func references(_ cut: EdgeCut, indent: String) -> [String] {
            guard let edge = edges[EdgeKey(from: cut.from, to: cut.to)] else { return [] }
            return evidence(of: edge, indent: indent)
        }
        func hint(_ cut: EdgeCut, indent: String) -> [String] { cut.hint.map { ["\(indent)hint: \($0)"] } ?? [] }
        if group.cuts.count == 1 {
            let cut = group.cuts[0]
            return ["    \(name): " + style(heading(cut), .bold)] + hint(cut, indent: "      ")
                + references(cut, indent: "      ")
        }
        let total = group.cuts.reduce(0) { $0 + $1.weight }
        var lines = ["    \(name): \(group.cuts.count) edges, total weight \(total)"]
        for cut in group.cuts.prefix(shown(Self.cutsShown)) {
            lines.append("      " + style(heading(cut), .bold))
            lines += hint(cut, indent: "        ")
            lines += references(cut, indent: "        ")
        }
        return lines + more(group.cuts.count - min(group.cuts.count, shown(Self.cutsShown)), "more edge to cut", indent: "      ")
    }

    private func violations(_ report: AnalysisReport) -> [String] {
        let new = report.newViolations
        let baselined = report.baselinedViolations
        let stale = report.baseline?.stale ?? []
        let checked = Self.count(report.rules.count, "rule") + " checked"
        guard !new.isEmpty || !baselined.isEmpty || !stale.isEmpty else {
            return [title("Rule violations: none") + " (\(checked))"]
        }
        var counts = ["\(new.count) new" + (severityTally(new).map { ": \($0)" } ?? "")]
        if report.baseline != nil || !baselined.isEmpty { counts.append("\(baselined.count) baselined") }
        counts.append(checked)
        var lines = [title("Rule violations (\(counts.joined(separator: "; ")))")]
        var budget = shown(Self.violationsShown)
        for severity in Severity.mostSeriousFirst {
            let group = new.filter { $0.severity == severity }
            guard !group.isEmpty, budget > 0 else { continue }
            let name = severity == .info ? "info (\(group.count))" : "\(Self.count(group.count, severity.rawValue))"
            switch severity {
            case .error: lines.append("  " + style(name, .red))
            case .warning: lines.append("  " + style(name, .yellow))
            case .info: lines.append("  " + name)
            }
            for violation in group.prefix(budget) {
                lines.append("    " + style(violation.ruleID, .bold) + "  " + heading(of: violation))
                lines.append("      " + violation.message)
                if let comment = violation.comment, !comment.isEmpty { lines.append("      why: " + comment) }
                lines += evidence(violation.evidence, total: violation.weight, indent: "      ")
            }
            budget -= min(budget, group.count)
        }
        lines += more(new.count - min(new.count, shown(Self.violationsShown)), "more new violation")
        if !baselined.isEmpty {
            lines.append("  " + style("baselined (\(baselined.count); known, not counted by the gate)", .dim))
            for violation in baselined {
                lines.append(style("    \(violation.ruleID)  \(heading(of: violation))", .dim))
            }
        }
        if !stale.isEmpty, let baseline = report.baseline {
            lines.append(
                "  stale baseline entries (\(stale.count) in \(baseline.path); they match nothing any more: remove them)")
            lines += stale.map { "    " + $0 }
        }
        return lines
    }

    /// `Networking → Feed (weight 1)`.
    private func heading(of violation: Violation) -> String {
        let subject = violation.subject
        let weight = "(weight \(violation.referenceCount))"
        return subject.isEmpty ? weight : "\(subject) \(weight)"
    }

    /// The targets and what each is made of: what decided what every file sees.
    private func buildModel(_ report: AnalysisReport) -> [String] {
        let targets = report.build.targets
        guard !targets.isEmpty else { return [title("Build model: no targets")] }
        let apps = targets.filter { $0.kind == .app }.count
        var lines = [
            title(
                "Build model (\(Self.count(targets.count, "target")): \(Self.count(apps, "app target")), "
                    + "\(Self.count(targets.count - apps, "module")))")
        ]
        var rows: [[String]] = []
        for target in targets.sorted(by: { ($0.kind == .app ? 0 : 1, $0.name) < ($1.kind == .app ? 0 : 1, $1.name) })
            .prefix(shown(Self.targetsShown))
        {
            var members = target.components.prefix(Self.targetComponentsShown).joined(separator: ", ")
            if target.components.count > Self.targetComponentsShown {
                members += ", … and \(target.components.count - Self.targetComponentsShown) more"
            }
            var source = target.source
            if !target.bridgingHeaders.isEmpty { source += "; bridging: " + target.bridgingHeaders.joined(separator: ", ") }
            rows.append([target.name, target.kind.rawValue, members, source])
        }
        lines += table(rows, rightAligned: [], indent: "  ") { _, _, cell in cell }
        lines += more(targets.count - min(targets.count, shown(Self.targetsShown)), "more target")
        return lines
    }

    /// Ambiguous and not-visible names in a table; the SDK's names (the file means the SDK's
    /// `View`, not an in-tree C++ one) as one line of counts.
    private func unresolved(_ report: AnalysisReport) -> [String] {
        let sdk = report.unresolved.filter { $0.reason == .sdkShadowed }
        let sdkLine =
            sdk.isEmpty
            ? []
            : [
                "  the SDK's names: \(Self.count(sdk.reduce(0) { $0 + $1.count }, "reference")) to "
                    + "\(Self.count(Set(sdk.map(\.symbol)).count, "name")) the SDK or the standard library declares and the tree declares too (listed in the JSON report)"
            ]
        let listed = report.unresolved.filter { $0.reason != .sdkShadowed }
        guard !listed.isEmpty else { return [title("Unresolved references: " + (sdk.isEmpty ? "none" : "only the SDK's"))] + sdkLine }
        struct Name {
            var from: String
            var symbol: String
            var count = 0
            var candidates: Set<String> = []
            var reasons: Set<String> = []
            var first: SourceLocation?
        }
        var names: [EdgeKey: Name] = [:]  // (from, symbol)
        for reference in listed {
            let key = EdgeKey(from: reference.from, to: reference.symbol)
            var name = names[key] ?? Name(from: reference.from, symbol: reference.symbol)
            name.count += reference.count
            name.candidates.formUnion(reference.candidates)
            name.reasons.insert(reference.reason.rawValue)
            if name.first.map({ reference.location < $0 }) ?? true { name.first = reference.location }
            names[key] = name
        }
        let all = names.values.sorted { a, b in
            a.count != b.count ? a.count > b.count : (a.from, a.symbol) < (b.from, b.symbol)
        }
        // Lower-case names (`error`, `value`, `key`) are members and locals far more often than
        // the tree's declarations: noise, listed with --all only.
        let memberLike = options.listing == .all ? [] : all.filter { $0.symbol.first?.isLowercase == true }
        let sorted = options.listing == .all ? all : all.filter { $0.symbol.first?.isLowercase != true }
        var lines = [
            title(
                "Unresolved references (\(Self.count(listed.reduce(0) { $0 + $1.count }, "reference")) to "
                    + "\(Self.count(all.count, "name")); never counted as edges)")
        ]
        var rows = [["from", "symbol", "refs", "candidates", "reason", "first at"]]
        for name in sorted.prefix(shown(Self.unresolvedNamesShown)) {
            rows.append([
                name.from, name.symbol, "\(name.count)", name.candidates.sorted().joined(separator: ", "),
                name.reasons.sorted().joined(separator: ", "), name.first?.description ?? "",
            ])
        }
        lines += table(rows, rightAligned: [2], indent: "  ") { row, _, cell in row == 0 ? style(cell, .dim) : cell }
        let rest = sorted.dropFirst(shown(Self.unresolvedNamesShown))
        if !rest.isEmpty {
            let references = rest.reduce(0) { $0 + $1.count }
            lines.append(
                style(
                    "  … and \(Self.count(rest.count, "more name")) (\(Self.count(references, "reference")); --all lists them)", .dim))
        }
        if !memberLike.isEmpty {
            let references = memberLike.reduce(0) { $0 + $1.count }
            let examples = memberLike.prefix(3).map(\.symbol).joined(separator: ", ")
            lines.append(
                style(
                    "  … and \(Self.count(memberLike.count, "lower-case, member-like name")) (\(examples)…; "
                        + "\(Self.count(references, "reference")); --all lists them)", .dim))
        }
        return lines + sdkLine
    }

    private func diagnostics(_ report: AnalysisReport) -> [String] {
        guard !report.diagnostics.isEmpty else { return [title("Diagnostics: none")] }
        let severities: [Diagnostic.Severity] = [.error, .warning, .note]
        let tally = severities.compactMap { severity -> String? in
            let n = report.diagnostics.filter { $0.severity == severity }.count
            return n == 0 ? nil : Self.count(n, severity.rawValue)
        }
        var lines = [title("Diagnostics (\(report.diagnostics.count): \(tally.joined(separator: ", ")))")]
        // Notes are noise unless asked for: counted by kind; errors and warnings listed.
        let listed = options.listing == .all ? report.diagnostics : report.diagnostics.filter { $0.severity != .note }
        for diagnostic in listed.prefix(shown(Self.diagnosticsShown)) {
            var place = diagnostic.path ?? ""
            if let line = diagnostic.line { place += ":\(line)" }
            let severity: String
            switch diagnostic.severity {
            case .error: severity = style("error", .red)
            case .warning: severity = style("warning", .yellow)
            case .note: severity = "note"
            }
            lines.append(
                "  " + (place.isEmpty ? "" : place + ": ") + "\(severity): \(diagnostic.message) [\(diagnostic.code)]")
        }
        lines += more(listed.count - min(listed.count, shown(Self.diagnosticsShown)), "more error or warning")
        if options.listing != .all {
            let notes = Dictionary(grouping: report.diagnostics.filter { $0.severity == .note }, by: \.code)
            for (code, group) in notes.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
                lines.append(style("  \(Self.count(group.count, "note")) [\(code)], e.g. \(group[0].message) (--all lists them)", .dim))
            }
        }
        return lines
    }

    // MARK: - Pieces

    /// The first `evidencePerEdge` references of an edge, locations aligned, then "… and K more".
    private func evidence(of edge: Edge, indent: String) -> [String] {
        evidence(edge.evidence, total: edge.weight, indent: indent)
    }

    /// The first `evidencePerEdge` of these references, locations aligned, then "… and K more"
    /// (`total` counts every reference, listed or not).
    private func evidence(_ evidence: [Evidence], total: Int, indent: String) -> [String] {
        // (Two of them in the default report, whose lists are cut; all the options allow with --all.)
        let perEdge = options.listing == .all ? options.evidencePerEdge : min(options.evidencePerEdge, 2)
        let shown = evidence.prefix(max(0, perEdge))
        let width = shown.map { $0.location.description.count }.max() ?? 0
        var lines = shown.map { evidence in
            let location = evidence.location.description
            let padding = String(repeating: " ", count: width - location.count)
            return "\(indent)\(location)\(padding)  \(evidence.symbol) (\(evidence.kind.rawValue))"
        }
        let more = max(total, evidence.count) - shown.count
        if more > 0 { lines.append(style("\(indent)… and \(more) more", .dim)) }
        return lines
    }

    /// Rows of cells as aligned lines; the last column is not padded. `decorate` may colour a
    /// cell after padding (row, column, padded cell).
    private func table(
        _ rows: [[String]], rightAligned: Set<Int>, indent: String,
        decorate: (Int, Int, String) -> String = { _, _, cell in cell }
    ) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return rows.enumerated().map { rowIndex, row in
            let cells = row.enumerated().map { column, cell -> String in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                let isLast = column == row.count - 1
                let padded = rightAligned.contains(column) ? padding + cell : (isLast ? cell : cell + padding)
                return decorate(rowIndex, column, padded)
            }
            return indent + cells.joined(separator: "  ")
        }
    }

    enum Style: String {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case yellow = "33"
    }

    func style(_ text: String, _ style: Style) -> String {
        options.color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    func title(_ text: String) -> String { style(text, .bold) }

    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}

