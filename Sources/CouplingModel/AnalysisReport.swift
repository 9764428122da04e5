/// The result of a scan: the one value every reporter renders. Codable and versioned
/// (`schemaVersion`); every array is sorted by stable keys so that the same tree always
/// gives the same bytes. The JSON schema is documented in `docs/report-schema.md`.
public struct AnalysisReport: Hashable, Sendable, Codable {
    public static let currentSchemaVersion = 4

    public var schemaVersion: Int
    public var tool: ToolInfo
    /// How the files were read.
    public var resolution: ResolutionInfo
    /// The targets the tree builds (modules and app targets), which decide what each file sees.
    public var build: BuildSummary
    public var components: [ComponentSummary]
    /// Module name → component, with where the mapping came from.
    public var modules: [ModuleMapping]
    /// Sorted by (from, to).
    public var edges: [Edge]
    public var cycles: CycleReport
    /// References to in-tree names that did not become edges (several visible candidates, none
    /// visible, the SDK's own name, an include that matches several headers); one entry per (from,
    /// symbol, candidates, reason) with its count and first places.
    public var unresolved: [UnresolvedReference]
    public var diagnostics: [Diagnostic]
    public var stats: ScanStats
    /// The rules that ran (their catalogue), sorted by id. Empty when no rule ran.
    public var rules: [RuleDescriptor]
    /// Rule findings, sorted by (ruleID, from, to, components, message).
    public var violations: [Violation]
    /// Present when a baseline was applied.
    public var baseline: BaselineSummary?
    /// Per component, sorted by name: which of its declarations the others use. Empty in reports
    /// written before it existed.
    public var surface: [ComponentSurface] = []
    /// Set when the report's long lists were cut for a file (the JSON report keeps this many entries
    /// of each edge's and violation's evidence and of each surface list; `weight` and the surface
    /// counts still count all). Nil: every entry is here.
    public var evidenceLimit: Int?

    public init(
        schemaVersion: Int = AnalysisReport.currentSchemaVersion, tool: ToolInfo, resolution: ResolutionInfo,
        build: BuildSummary = BuildSummary(), components: [ComponentSummary], modules: [ModuleMapping], edges: [Edge],
        cycles: CycleReport, unresolved: [UnresolvedReference], diagnostics: [Diagnostic], stats: ScanStats,
        rules: [RuleDescriptor] = [],
        violations: [Violation] = [], baseline: BaselineSummary? = nil
    ) {
        self.schemaVersion = schemaVersion
        self.tool = tool
        self.resolution = resolution
        self.build = build
        self.components = components
        self.modules = modules
        self.edges = edges
        self.cycles = cycles
        self.unresolved = unresolved
        self.diagnostics = diagnostics
        self.stats = stats
        self.rules = rules
        self.violations = violations
        self.baseline = baseline
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion, tool, resolution, build, components, modules, edges, cycles, unresolved, diagnostics, stats
        case rules, violations, baseline, surface, evidenceLimit
        /// Version 1's name of `unresolved`.
        case ambiguous
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(schemaVersion, forKey: .schemaVersion)
        try c.encode(tool, forKey: .tool)
        try c.encode(resolution, forKey: .resolution)
        try c.encode(build, forKey: .build)
        try c.encode(components, forKey: .components)
        try c.encode(modules, forKey: .modules)
        try c.encode(edges, forKey: .edges)
        try c.encode(cycles, forKey: .cycles)
        try c.encode(unresolved, forKey: .unresolved)
        try c.encode(diagnostics, forKey: .diagnostics)
        try c.encode(stats, forKey: .stats)
        try c.encode(rules, forKey: .rules)
        try c.encode(violations, forKey: .violations)
        try c.encodeIfPresent(baseline, forKey: .baseline)
        if !surface.isEmpty { try c.encode(surface, forKey: .surface) }
        try c.encodeIfPresent(evidenceLimit, forKey: .evidenceLimit)
    }

    /// Reports of version 1 (`ambiguous`, no build model) and those written before rules existed
    /// (no rules, no violations) decode too.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        tool = try c.decode(ToolInfo.self, forKey: .tool)
        resolution = try c.decode(ResolutionInfo.self, forKey: .resolution)
        build = try c.decodeIfPresent(BuildSummary.self, forKey: .build) ?? BuildSummary()
        components = try c.decode([ComponentSummary].self, forKey: .components)
        modules = try c.decode([ModuleMapping].self, forKey: .modules)
        edges = try c.decode([Edge].self, forKey: .edges)
        cycles = try c.decode(CycleReport.self, forKey: .cycles)
        unresolved =
            try c.decodeIfPresent([UnresolvedReference].self, forKey: .unresolved)
            ?? c.decode([UnresolvedReference].self, forKey: .ambiguous)
        diagnostics = try c.decode([Diagnostic].self, forKey: .diagnostics)
        stats = try c.decode(ScanStats.self, forKey: .stats)
        rules = try c.decodeIfPresent([RuleDescriptor].self, forKey: .rules) ?? []
        violations = try c.decodeIfPresent([Violation].self, forKey: .violations) ?? []
        baseline = try c.decodeIfPresent(BaselineSummary.self, forKey: .baseline)
        surface = try c.decodeIfPresent([ComponentSurface].self, forKey: .surface) ?? []
        evidenceLimit = try c.decodeIfPresent(Int.self, forKey: .evidenceLimit)
    }
}

public struct ToolInfo: Hashable, Sendable, Codable {
    public var name: String
    public var version: String
    public init(name: String = "coupling", version: String) {
        self.name = name
        self.version = version
    }
}

public struct ResolutionInfo: Hashable, Sendable, Codable {
    /// Which reader read the C-family headers: the hand-written scanner or `clang` (libclang).
    public var cFamilyFrontend: String
    public init(cFamilyFrontend: String) {
        self.cFamilyFrontend = cFamilyFrontend
    }
}

public struct ComponentSummary: Hashable, Sendable, Codable {
    public var name: String
    /// Folder relative to the scan root.
    public var path: String
    public var files: Int
    public var bytes: Int
    /// Count per declaration kind (raw value of `DeclarationKind`).
    public var declarations: [String: Int]
    public var modules: [String]
    public var fanIn: Int
    public var fanOut: Int
    /// Size and Martin's metrics; nil in reports written before they existed.
    public var metrics: ComponentMetrics?
    public init(
        name: String, path: String, files: Int, bytes: Int, declarations: [String: Int], modules: [String],
        fanIn: Int, fanOut: Int, metrics: ComponentMetrics? = nil
    ) {
        self.name = name
        self.path = path
        self.files = files
        self.bytes = bytes
        self.declarations = declarations
        self.modules = modules
        self.fanIn = fanIn
        self.fanOut = fanOut
        self.metrics = metrics
    }
}

public struct ModuleMapping: Hashable, Sendable, Codable, Comparable {
    public var module: String
    public var component: String
    /// `folder`, `Package.swift`, `BUILD`, `podspec`, `modulemap` or `config`, with the file when there is one.
    public var source: String
    public init(module: String, component: String, source: String) {
        self.module = module
        self.component = component
        self.source = source
    }
    public static func < (a: ModuleMapping, b: ModuleMapping) -> Bool {
        (a.module, a.component, a.source) < (b.module, b.component, b.source)
    }
}

/// The kinds of evidence behind an edge.
public enum EvidenceKind: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case `import`, symbol, `extension`, category
    /// Run-time references (`RuntimeFamily`): strings the compiler never checks.
    case runtimeClass = "runtime-class", registry, targetAction = "target-action", route, event
    public static func < (a: EvidenceKind, b: EvidenceKind) -> Bool { a.rawValue < b.rawValue }
}

/// One reference from a file of `from` to a declaration (or header, or module) of `to`.
public struct Evidence: Hashable, Sendable, Codable {
    public var location: SourceLocation
    /// The name used: a symbol, a module, or a header path.
    public var symbol: String
    public var kind: EvidenceKind
    /// Where the referenced thing is declared (for symbols and headers; for run-time references the
    /// declaration or registration the key reaches).
    public var target: SourceLocation?
    /// For run-time references: the mechanism, the constant spelled at the use, and the strength.
    public var runtime: RuntimeDetail?
    public init(
        location: SourceLocation, symbol: String, kind: EvidenceKind, target: SourceLocation? = nil,
        runtime: RuntimeDetail? = nil
    ) {
        self.location = location
        self.symbol = symbol
        self.kind = kind
        self.target = target
        self.runtime = runtime
    }
}

public struct SymbolCount: Hashable, Sendable, Codable {
    public var symbol: String
    public var count: Int
    public init(symbol: String, count: Int) {
        self.symbol = symbol
        self.count = count
    }
}

/// A dependency of one component on another, with every reference behind it.
public struct Edge: Hashable, Sendable, Codable {
    public var from: String
    public var to: String
    /// Number of references (evidence entries).
    public var weight: Int
    /// Count per evidence kind (raw value of `EvidenceKind`).
    public var kinds: [String: Int]
    /// Symbols used, most used first.
    public var symbols: [SymbolCount]
    /// Strongest first: references to the most used symbols first, then by location.
    public var evidence: [Evidence]
    /// True when both ends lie in one cycle group.
    public var inCycle: Bool
    public init(
        from: String, to: String, weight: Int, kinds: [String: Int], symbols: [SymbolCount], evidence: [Evidence],
        inCycle: Bool
    ) {
        self.from = from
        self.to = to
        self.weight = weight
        self.kinds = kinds
        self.symbols = symbols
        self.evidence = evidence
        self.inCycle = inCycle
    }
}

public struct CycleReport: Hashable, Sendable, Codable {
    /// Compile-time cycle groups: from imports and symbols alone.
    public var groups: [CycleGroup]
    /// Hidden cycle groups: those that exist only once run-time edges are added (a group that
    /// appears, or a compile-time group that grows), computed on the whole graph.
    public var hidden: [CycleGroup]
    /// The most elementary cycles listed per group.
    public var limit: Int
    public init(groups: [CycleGroup], hidden: [CycleGroup] = [], limit: Int) {
        self.groups = groups
        self.hidden = hidden
        self.limit = limit
    }

    enum CodingKeys: String, CodingKey { case groups, hidden, limit }

    /// Reports written before run-time edges existed have no `hidden`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        groups = try c.decode([CycleGroup].self, forKey: .groups)
        hidden = try c.decodeIfPresent([CycleGroup].self, forKey: .hidden) ?? []
        limit = try c.decode(Int.self, forKey: .limit)
    }
}

/// A strongly connected set of components (two or more, or one that depends on itself).
public struct CycleGroup: Hashable, Sendable, Codable {
    /// Sorted by name.
    public var components: [String]
    /// Elementary cycles, shortest first; each starts at its smallest component name and does
    /// not repeat it at the end.
    public var cycles: [[String]]
    /// True when there were more elementary cycles than `CycleReport.limit`.
    public var truncated: Bool
    /// The cheapest set of edges (by weight) whose removal makes the group acyclic.
    public var cuts: [EdgeCut]
    /// Whether `cuts` is proven minimal (exact search) or a heuristic answer (large groups).
    public var cutsAreMinimal: Bool
    public init(components: [String], cycles: [[String]], truncated: Bool, cuts: [EdgeCut], cutsAreMinimal: Bool) {
        self.components = components
        self.cycles = cycles
        self.truncated = truncated
        self.cuts = cuts
        self.cutsAreMinimal = cutsAreMinimal
    }
}

public struct EdgeCut: Hashable, Sendable, Codable {
    public var from: String
    public var to: String
    public var weight: Int
    /// What the edge uses and how to cut it, for people (absent in reports written before hints).
    public var hint: String?
    public init(from: String, to: String, weight: Int, hint: String? = nil) {
        self.from = from
        self.to = to
        self.weight = weight
        self.hint = hint
    }
}

/// Counts only: no times, so that reports stay byte-identical from run to run.
public struct ScanStats: Hashable, Sendable, Codable {
    public var files: Int
    public var bytes: Int
    /// Files per language (raw value of `Language`).
    public var filesByLanguage: [String: Int]
    public var declarations: Int
    /// Identifiers the frontends reported as possible uses (in files of a component or not).
    public var references: Int
    /// What became of the references that name an in-tree declaration.
    public var outcomes: ReferenceOutcomes
    /// Files directly in the scan root: they belong to no component.
    public var filesOutsideComponents: Int
    public init(
        files: Int, bytes: Int, filesByLanguage: [String: Int], declarations: Int, references: Int,
        outcomes: ReferenceOutcomes, filesOutsideComponents: Int
    ) {
        self.files = files
        self.bytes = bytes
        self.filesByLanguage = filesByLanguage
        self.declarations = declarations
        self.references = references
        self.outcomes = outcomes
        self.filesOutsideComponents = filesOutsideComponents
    }

    enum CodingKeys: String, CodingKey {
        case files, bytes, filesByLanguage, declarations, references, outcomes, filesOutsideComponents
        /// Version 1's counts, folded into `outcomes` when read.
        case resolvedReferences, ambiguousReferences
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(files, forKey: .files)
        try c.encode(bytes, forKey: .bytes)
        try c.encode(filesByLanguage, forKey: .filesByLanguage)
        try c.encode(declarations, forKey: .declarations)
        try c.encode(references, forKey: .references)
        try c.encode(outcomes, forKey: .outcomes)
        try c.encode(filesOutsideComponents, forKey: .filesOutsideComponents)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        files = try c.decode(Int.self, forKey: .files)
        bytes = try c.decode(Int.self, forKey: .bytes)
        filesByLanguage = try c.decode([String: Int].self, forKey: .filesByLanguage)
        declarations = try c.decode(Int.self, forKey: .declarations)
        references = try c.decode(Int.self, forKey: .references)
        filesOutsideComponents = try c.decode(Int.self, forKey: .filesOutsideComponents)
        if let outcomes = try c.decodeIfPresent(ReferenceOutcomes.self, forKey: .outcomes) {
            self.outcomes = outcomes
        } else {
            outcomes = ReferenceOutcomes(
                edge: try c.decodeIfPresent(Int.self, forKey: .resolvedReferences) ?? 0,
                ambiguous: try c.decodeIfPresent(Int.self, forKey: .ambiguousReferences) ?? 0)
        }
    }
}
