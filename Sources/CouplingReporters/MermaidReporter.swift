import CouplingModel

/// The component graph as a Mermaid flowchart, which GitHub, GitLab and many wikis render inside a
/// ```` ```mermaid ```` block. Left to right; one node per component, one edge per dependency
/// labelled with its weight; an edge a rule reports is dashed orange and names the rule; other
/// edges inside a cycle are red (`linkStyle`) and the members of cycle
/// groups filled light red (`classDef cycle`). Node ids are the component names made safe
/// (letters, digits and `_`; a prefix when a name could read as a Mermaid keyword); labels keep the
/// real names. Sorted: the same report gives the same text.
public struct MermaidReporter: Reporter {
    public static let id = "mermaid"
    public static let fileExtension = "mmd"
    public static let summary = "the component graph as a Mermaid flowchart (renders in GitHub/GitLab Markdown)"

    let view: GraphView

    public init(options: ReporterOptions) { view = options.graphView }

    public func render(_ report: AnalysisReport) throws -> String {
        let report = view.apply(report).displaySafe
        let names = Set(report.components.map(\.name) + report.edges.flatMap { [$0.from, $0.to] }).sorted()
        let ids = Self.nodeIDs(names)
        var lines = ["flowchart LR"]
        for name in names {
            lines.append("  \(ids[name] ?? name)[\"\(Self.label(name))\"]")
        }
        var cycleLinks: [Int] = []
        var violationLinks: [Int] = []
        let rules = report.newViolationRulesByEdge
        let edges = report.edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        for (index, edge) in edges.enumerated() {
            let broken = rules[EdgeKey(edge.from, edge.to)] ?? []
            let label = broken.isEmpty ? "\(edge.weight)" : "\(edge.weight) · \(broken.joined(separator: ", "))"
            let arrow =
                edge.isImportOnly
                ? "-.->|\(label) · import only|" : edge.isRuntimeOnly ? "-.->|\(label) · run time|" : "-->|\(label)|"
            lines.append("  \(ids[edge.from] ?? edge.from) \(arrow) \(ids[edge.to] ?? edge.to)")
            if !broken.isEmpty {
                violationLinks.append(index)
            } else if edge.inCycle {
                cycleLinks.append(index)
            }
        }
        let inCycleGroup = Set(report.cycles.groups.flatMap(\.components)).sorted()
        if !inCycleGroup.isEmpty {
            lines.append("  classDef cycle fill:\(DOTReporter.cycleFill),stroke:\(DOTReporter.cycleColor)")
            lines.append("  class \(inCycleGroup.map { ids[$0] ?? $0 }.joined(separator: ",")) cycle")
        }
        if !cycleLinks.isEmpty {
            lines.append(
                "  linkStyle \(cycleLinks.map(String.init).joined(separator: ",")) "
                    + "stroke:\(DOTReporter.cycleColor),stroke-width:2px,color:\(DOTReporter.cycleColor)")
        }
        if !violationLinks.isEmpty {
            lines.append(
                "  linkStyle \(violationLinks.map(String.init).joined(separator: ",")) "
                    + "stroke:\(DOTReporter.violationColor),stroke-width:2px,stroke-dasharray:5,color:\(DOTReporter.violationColor)")
        }
        return Self.withinGitHubLimits(lines, edges: edges.count).joined(separator: "\n") + "\n"
    }

    /// Words a bare node id must not be (they end or start statements in a flowchart).
    static let reservedWords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "direction", "style", "linkstyle", "classdef", "class", "click",
        "call", "href", "default", "interpolate",
    ]

    /// A safe, unique id per name: letters, digits and `_` kept, anything else `_`; `c_` in front of
    /// a reserved word, a leading digit or an empty result; `_2`, `_3`… after a clash.
    static func nodeIDs(_ names: [String]) -> [String: String] {
        var ids: [String: String] = [:]
        var used: Set<String> = []
        for name in names {
            var id = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            if id.isEmpty || id.first?.isNumber == true || reservedWords.contains(id.lowercased()) { id = "c_" + id }
            var unique = id
            var counter = 2
            while used.contains(unique) {
                unique = "\(id)_\(counter)"
                counter += 1
            }
            used.insert(unique)
            ids[name] = unique
        }
        return ids
    }

    /// Text inside `["…"]`: a double quote or `#` would end or escape it, so both become entities.
    static func label(_ name: String) -> String {
        var result = ""
        for character in name {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
