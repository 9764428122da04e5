import CouplingGraph
import CouplingModel

/// The part of the graph a drawing shows, so that a tree of hundreds of components still draws:
/// components matching a `collapse` glob merged into one node named after the glob, then only the
/// components within `depth` steps of a `focus` component (what it uses and what uses it). Cycle
/// groups are found again in what is left.
public struct GraphView: Sendable, Hashable {
    public var focus: [String]
    public var depth: Int
    public var collapse: [String]

    public init(focus: [String] = [], depth: Int = 1, collapse: [String] = []) {
        self.focus = focus
        self.depth = depth
        self.collapse = collapse
    }

    public var isWhole: Bool { focus.isEmpty && collapse.isEmpty }

    /// The report as this view shows it (the report itself when the view is the whole graph).
    public func apply(_ report: AnalysisReport) -> AnalysisReport {
        guard !isWhole else { return report }
        var report = collapsed(report)
        if !focus.isEmpty {
            let kept = neighbourhood(of: Set(focus), in: report.edges, depth: depth)
            report.components = report.components.filter { kept.contains($0.name) }
            report.edges = report.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
            report.violations = report.violations.filter { violation in
                [violation.from, violation.to].allSatisfy { $0.map(kept.contains) ?? true }
            }
        }
        report.cycles = Self.cycles(of: report, limit: report.cycles.limit, previous: report.cycles)
        let inGroup = Self.groupIndex(report.cycles)
        for index in report.edges.indices {
            let edge = report.edges[index]
            report.edges[index].inCycle = inGroup[edge.from].map { $0 == inGroup[edge.to] } ?? false
        }
        return report
    }

    /// Names within `depth` steps of `start`, along edges either way.
    func neighbourhood(of start: Set<String>, in edges: [Edge], depth: Int) -> Set<String> {
        var next: [String: [String]] = [:]
        for edge in edges {
            next[edge.from, default: []].append(edge.to)
            next[edge.to, default: []].append(edge.from)
        }
        var seen = start
        var frontier = start.sorted()
        for _ in 0..<max(0, depth) {
            var found: [String] = []
            for name in frontier {
                for other in next[name] ?? [] where seen.insert(other).inserted { found.append(other) }
            }
            frontier = found
        }
        return seen
    }

    /// Components matching a glob merged into one named after the glob (the first glob that matches).
    public func collapsed(_ report: AnalysisReport) -> AnalysisReport {
        guard !collapse.isEmpty else { return report }
        func node(_ name: String) -> String { collapse.first { Self.matches(name, glob: $0) } ?? name }
        var report = report
        var merged: [String: ComponentSummary] = [:]
        for component in report.components {
            let name = node(component.name)
            guard var into = merged[name] else {
                var copy = component
                copy.name = name
                copy.metrics = nil
                if name != component.name { copy.path = name }
                merged[name] = copy
                continue
            }
            into.files += component.files
            into.bytes += component.bytes
            into.declarations.merge(component.declarations, uniquingKeysWith: +)
            into.modules = Array(Set(into.modules + component.modules)).sorted()
            merged[name] = into
        }
        var edges: [EdgePair: Edge] = [:]
        for edge in report.edges.sorted(by: { $0.weight > $1.weight }) {
            let key = EdgePair(from: node(edge.from), to: node(edge.to))
            guard key.from != key.to else { continue }
            guard var into = edges[key] else {
                var copy = edge
                (copy.from, copy.to) = (key.from, key.to)
                edges[key] = copy
                continue
            }
            into.weight += edge.weight
            into.kinds.merge(edge.kinds, uniquingKeysWith: +)
            into.evidence += edge.evidence
            var counts: [String: Int] = [:]
            for symbol in into.symbols + edge.symbols { counts[symbol.symbol, default: 0] += symbol.count }
            into.symbols = counts.map { SymbolCount(symbol: $0.key, count: $0.value) }
                .sorted { ($1.count, $0.symbol) < ($0.count, $1.symbol) }
            edges[key] = into
        }
        report.edges = edges.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        var fanIn: [String: Int] = [:]
        var fanOut: [String: Int] = [:]
        for edge in report.edges {
            fanOut[edge.from, default: 0] += 1
            fanIn[edge.to, default: 0] += 1
        }
        report.components = merged.values.map { component in
            var component = component
            component.fanIn = fanIn[component.name] ?? 0
            component.fanOut = fanOut[component.name] ?? 0
            return component
        }.sorted { $0.name < $1.name }
        report.violations = report.violations.map { violation in
            var violation = violation
            violation.from = violation.from.map(node)
            violation.to = violation.to.map(node)
            return violation
        }
        return report
    }

    struct EdgePair: Hashable {
        var from: String
        var to: String
    }

    /// Cycle groups of the report's edges, with elementary cycles and cheapest cuts (hints kept
    /// from `previous` for the cuts it had).
    static func cycles(of report: AnalysisReport, limit: Int, previous: CycleReport) -> CycleReport {
        let names = Array(Set(report.components.map(\.name) + report.edges.flatMap { [$0.from, $0.to] })).sorted()
        let (graph, _) = digraph(report.edges, names: names)
        var hints: [EdgePair: String] = [:]
        for cut in previous.groups.flatMap(\.cuts) { hints[EdgePair(from: cut.from, to: cut.to)] = cut.hint }
        let groups = cycleGroups(of: graph).map { members in
            let (cycles, truncated) = elementaryCycles(of: graph, in: members, limit: max(1, limit))
            let (cuts, minimal) = minimumFeedbackArcSet(of: graph, in: members)
            return CycleGroup(
                components: members.map { names[$0] }.sorted(), cycles: cycles.map { $0.map { names[$0] } },
                truncated: truncated,
                cuts: cuts.map {
                    EdgeCut(
                        from: names[$0.from], to: names[$0.to], weight: graph.weight(from: $0.from, to: $0.to) ?? 0,
                        hint: hints[EdgePair(from: names[$0.from], to: names[$0.to])])
                },
                cutsAreMinimal: minimal)
        }.sorted { $0.components.lexicographicallyPrecedes($1.components) }
        return CycleReport(groups: groups, limit: limit)
    }

    /// The edges as a graph over `names` (sorted), with each name's index.
    static func digraph(_ edges: [Edge], names: [String]) -> (Digraph, [String: Int]) {
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() { index[name] = i }
        var graph = Digraph(nodeCount: names.count)
        for edge in edges {
            if let from = index[edge.from], let to = index[edge.to] { graph.addEdge(from: from, to: to, weight: edge.weight) }
        }
        return (graph, index)
    }

    static func groupIndex(_ cycles: CycleReport) -> [String: Int] {
        var index: [String: Int] = [:]
        for (i, group) in cycles.groups.enumerated() { for name in group.components { index[name] = i } }
        return index
    }

    /// `*` any run of characters, `?` one character; everything else literal.
    static func matches(_ name: String, glob: String) -> Bool {
        let text = Array(name)
        let pattern = Array(glob)
        var (t, p) = (0, 0)
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let s = star {
                p = s.p + 1
                t = s.t + 1
                star = (s.p, s.t + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
