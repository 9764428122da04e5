/// How serious a rule result is.
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case info, warning, error
    private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A rule of the catalogue: what `ruleID`s mean (SARIF `tool.driver.rules`, `coupling rules`).
public struct RuleDescriptor: Hashable, Sendable, Codable {
    /// Stable kebab-case id: `cycle`, `layer-upward`, `layer-independence`, `forbidden`, `allowed`, `required`.
    public var id: String
    public var summary: String
    /// Why the rule exists and how to fix what it finds.
    public var help: String
    public var defaultSeverity: Severity
    public init(id: String, summary: String, help: String, defaultSeverity: Severity) {
        self.id = id
        self.summary = summary
        self.help = help
        self.defaultSeverity = defaultSeverity
    }
}

/// One finding of an architecture rule, with the references behind it.
public struct Violation: Hashable, Sendable, Codable {
    public enum BaselineStatus: String, Hashable, Sendable, Codable {
        /// Not in the baseline (or no baseline was given): it counts for the gate.
        case new
        /// Recorded in the baseline: reported, but it does not trip the gate.
        case baselined
    }

    public var ruleID: String
    public var severity: Severity
    /// One sentence for people, naming the components.
    public var message: String
    /// The depending component (absent for `required` rules that find no edge, and for cycles).
    public var from: String?
    public var to: String?
    /// For `cycle`: the members of the cycle group, sorted.
    public var components: [String]
    /// The references behind the offending edge(s), strongest first (at most 20; `weight` counts all).
    public var evidence: [Evidence]
    public var weight: Int
    /// The rule's `comment` from the configuration.
    public var comment: String?
    /// Content key used by baselines: rule, components and the symbols used; never line numbers.
    public var fingerprint: String
    public var baseline: BaselineStatus

    public init(
        ruleID: String, severity: Severity, message: String, from: String? = nil, to: String? = nil,
        components: [String] = [], evidence: [Evidence] = [], weight: Int = 0, comment: String? = nil,
        fingerprint: String, baseline: BaselineStatus = .new
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.from = from
        self.to = to
        self.components = components
        self.evidence = evidence
        self.weight = weight
        self.comment = comment
        self.fingerprint = fingerprint
        self.baseline = baseline
    }
}

/// What a `--baseline` file did in this run.
public struct BaselineSummary: Hashable, Sendable, Codable {
    /// The baseline file as given on the command line.
    public var path: String
    /// Violations the baseline covered.
    public var matched: Int
    /// Baseline entries that no longer match anything (fixed since): remove them.
    public var stale: [String]
    public init(path: String, matched: Int, stale: [String]) {
        self.path = path
        self.matched = matched
        self.stale = stale
    }
}
