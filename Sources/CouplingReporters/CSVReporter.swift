import CouplingModel

/// The edges as CSV (RFC 4180: CRLF line ends, fields quoted when they hold `,`, `"`, CR or LF, quotes
/// doubled), for spreadsheets and quick scripts: one row per dependency, sorted by (from, to), under
/// a header row that names the columns:
///
/// | column | content |
/// |---|---|
/// | `from`, `to` | the components |
/// | `weight` | references in all |
/// | `import_refs`, `symbol_refs`, `extension_refs`, `category_refs` | references per kind |
/// | `in_cycle` | `true` when both ends lie in one cycle group |
/// | `violations` | ids of the rules this edge breaks (new violations; `rule (baselined)` for known ones), `; `-separated |
/// | `top_symbols` | up to five names used, most used first, as `Name (count)`, `; `-separated |
/// | `first_reference` | the strongest reference, `path:line:col` |
///
/// Numbers are plain integers so that a spreadsheet can sum and pivot them.
public struct CSVReporter: Reporter {
    public static let id = "csv"
    public static let fileExtension = "csv"
    public static let summary = "one row per edge (counts per kind, cycle flag, rules broken, top symbols) as RFC 4180 CSV"

    static let topSymbols = 5
    static let columns = [
        "from", "to", "weight", "import_refs", "symbol_refs", "extension_refs", "category_refs", "in_cycle",
        "violations", "top_symbols", "first_reference",
    ]

    public init(options: ReporterOptions) {}

    public func render(_ report: AnalysisReport) throws -> String {
        let report = report.displaySafe
        var rulesByEdge: [EdgeKey: [String]] = [:]
        for violation in report.violations {
            guard let from = violation.from, let to = violation.to else { continue }
            let label = violation.baseline == .new ? violation.ruleID : "\(violation.ruleID) (baselined)"
            rulesByEdge[EdgeKey(from: from, to: to), default: []].append(label)
        }
        var rows = [Self.columns]
        for edge in report.edges.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
            let kinds = [EvidenceKind.import, .symbol, .extension, .category].map { "\(edge.kinds[$0.rawValue] ?? 0)" }
            let symbols = edge.symbols.prefix(Self.topSymbols).map { "\($0.symbol) (\($0.count))" }
            rows.append(
                [edge.from, edge.to, "\(edge.weight)"] + kinds + [
                    edge.inCycle ? "true" : "false",
                    (rulesByEdge[EdgeKey(from: edge.from, to: edge.to)] ?? []).sorted().joined(separator: "; "),
                    symbols.joined(separator: "; "),
                    edge.evidence.first.map { "\($0.location)" } ?? "",
                ])
        }
        return rows.map { $0.map(Self.field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field: quoted (quotes doubled) when it holds a comma, a quote, CR or LF, or starts or
    /// ends with a space (some spreadsheets trim those otherwise).
    static func field(_ text: String) -> String {
        let needsQuotes =
            text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
            || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" { result += "\"\"" } else { result.unicodeScalars.append(scalar) }
        }
        return result + "\""
    }
}
