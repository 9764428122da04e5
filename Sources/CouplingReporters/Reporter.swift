import CouplingModel

/// Options every reporter understands.
/// How much the text report lists.
public enum TextListing: String, Sendable, Hashable, CaseIterable {
    /// One screen: the gate, the cycle groups, the new violations, the strongest edges, and a line
    /// for each other section.
    case summary
    /// Every section, long lists cut with a line saying how many more and which flag lists them.
    case capped
    /// Everything.
    case all
}

public struct ReporterOptions: Sendable, Hashable {
    /// ANSI colour in the output (only the text reporter uses it). The CLI sets it when stdout is a
    /// terminal and `NO_COLOR` is not set.
    public var color: Bool
    /// How many references to show under each edge (text reporter).
    public var evidencePerEdge: Int
    /// The scanned folder as an absolute path, to write `path:line` places absolute (`--paths
    /// absolute`; Xcode links a diagnostic to a file only then). Nil: relative to the scanned folder.
    public var absoluteRoot: String?
    /// What the drawn formats (DOT, Mermaid, HTML) show: `--focus`, `--depth`, `--collapse`.
    public var graphView: GraphView
    /// How much the text report lists: `--summary`, capped lists (the default), `--all`.
    public var listing: TextListing
    /// The gate's state for the text report's first lines (`--fail-on cycles: fails (…)`); nil without a gate.
    public var gate: String?
    /// The JSON report: how many entries each edge's and violation's evidence and each surface list
    /// keeps (`--evidence N`); nil keeps all (`--evidence all`).
    public var evidenceLimit: Int?

    /// The JSON report's default `evidenceLimit`: the strongest references of each edge (its `symbols`
    /// still lists every name with its count), while the report of a 175 MiB tree stays under 10 MB
    /// (docs/report-schema.md, "Evidence limit").
    public static let defaultEvidenceLimit = 5

    public init(
        color: Bool = false, evidencePerEdge: Int = 3, absoluteRoot: String? = nil, graphView: GraphView = GraphView(),
        listing: TextListing = .capped, gate: String? = nil, evidenceLimit: Int? = ReporterOptions.defaultEvidenceLimit
    ) {
        self.evidenceLimit = evidenceLimit
        self.color = color
        self.evidencePerEdge = evidencePerEdge
        self.absoluteRoot = absoluteRoot
        self.graphView = graphView
        self.listing = listing
        self.gate = gate
    }

    /// A path of the report as the options want it written.
    public func written(_ path: String) -> String {
        guard let root = absoluteRoot, !path.hasPrefix("/") else { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }
}

/// Renders an `AnalysisReport`. A reporter sees only the report value, never the analyzer's
/// internals, so any saved JSON report can be rendered again in any format.
///
/// Adding a reporter = one file + one entry in `ReporterRegistry.builtIn` + one golden file per
/// canned report in `Fixtures/reports/expected/`.
public protocol Reporter: Sendable {
    /// Stable kebab-case id used by `--format` and the configuration: `text`, `json`, `dot`.
    static var id: String { get }
    /// Extension of the file the output is usually written to, without the dot.
    static var fileExtension: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    init(options: ReporterOptions)
    /// The whole output; it ends with a newline. The same report always gives the same string.
    func render(_ report: AnalysisReport) throws -> String
    /// `render`'s UTF-8, for a file (a reporter that writes bytes spares the copy into a string).
    func renderBytes(_ report: AnalysisReport) throws -> [UInt8]
}

extension Reporter {
    public func renderBytes(_ report: AnalysisReport) throws -> [UInt8] { Array(try render(report).utf8) }
}
