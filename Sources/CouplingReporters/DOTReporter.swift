import CouplingModel
import Foundation

/// The component graph in Graphviz DOT: one node per component (with its file count), one edge per
/// dependency labelled with its weight, drawn thicker as the weight grows. Edges inside a cycle are
/// red and the components of cycle groups are filled light red; an edge a rule reports (new, not
/// baselined) is dashed orange and names the rule. Render with `dot -Tsvg`.
public struct DOTReporter: Reporter {
    public static let id = "dot"
    public static let fileExtension = "dot"
    public static let summary = "the component graph for Graphviz; cycles in red"

    let view: GraphView

    public init(options: ReporterOptions) { view = options.graphView }

    static let cycleColor = "#d62728"
    static let cycleFill = "#fde0dd"
    static let violationColor = "#e6550d"

    public func render(_ report: AnalysisReport) throws -> String {
        let report = view.apply(report).displaySafe
        let inCycleGroup = Set(report.cycles.groups.flatMap(\.components))
        var lines = [
            "digraph coupling {",
            "  graph [rankdir=LR, fontname=\"Helvetica\"];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=10, color=\"#555555\", fontcolor=\"#555555\"];",
        ]
        if !report.components.isEmpty { lines.append("") }
        for component in report.components.sorted(by: { $0.name < $1.name }) {
            let files = component.files == 1 ? "1 file" : "\(component.files) files"
            var attributes = ["label=\(Self.quoted(component.name + "\n" + files))"]
            if inCycleGroup.contains(component.name) {
                attributes.append("style=\"rounded,filled\"")
                attributes.append("fillcolor=\"\(Self.cycleFill)\"")
                attributes.append("color=\"\(Self.cycleColor)\"")
            }
            lines.append("  \(Self.quoted(component.name)) [\(attributes.joined(separator: ", "))];")
        }
        if !report.edges.isEmpty { lines.append("") }
        let rules = report.newViolationRulesByEdge
        for edge in report.edges.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
            let broken = rules[EdgeKey(edge.from, edge.to)] ?? []
            var label = broken.isEmpty ? "\(edge.weight)" : "\(edge.weight) · \(broken.joined(separator: ", "))"
            if edge.isImportOnly { label += " · import only" }
            if edge.isRuntimeOnly { label += " · run time" }
            var attributes = ["label=\(Self.quoted(label))", "penwidth=\(Self.penWidth(weight: edge.weight))"]
            if !broken.isEmpty {
                attributes.append("style=dashed")
                attributes.append("color=\"\(Self.violationColor)\"")
                attributes.append("fontcolor=\"\(Self.violationColor)\"")
            } else if edge.inCycle {
                attributes.append("color=\"\(Self.cycleColor)\"")
                attributes.append("fontcolor=\"\(Self.cycleColor)\"")
            }
            if edge.isImportOnly && broken.isEmpty { attributes.append("style=dotted") }
            if edge.isRuntimeOnly && broken.isEmpty { attributes.append("style=dashed") }
            lines.append(
                "  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT double-quoted string: backslashes and quotes escaped, newlines as `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": break
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// 1 + ln(weight), one decimal, formatted without locale: 1 → 1.0, 10 → 3.3, 300 → 6.7.
    static func penWidth(weight: Int) -> String {
        let width = 1 + log(Double(max(1, weight)))
        let tenths = Int((width * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
