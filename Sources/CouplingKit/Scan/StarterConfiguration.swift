import CouplingGraph
import CouplingModel

/// A commented `.coupling.yml` inferred from a scan: the components found and a layering
/// suggested by the graph (components nothing else depends on at the top, leaves at the bottom).
public enum StarterConfiguration {
    public static func text(for report: AnalysisReport) -> String {
        let names = report.components.map(\.name)
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var graph = Digraph(nodeCount: names.count)
        for edge in report.edges {
            if let a = index[edge.from], let b = index[edge.to] { graph.addEdge(from: a, to: b, weight: edge.weight) }
        }
        // Height of each component in the condensation: 0 for those that depend on nothing.
        let groups = stronglyConnectedComponents(of: graph)
        var groupOf = Array(repeating: 0, count: names.count)
        for (g, members) in groups.enumerated() { for member in members { groupOf[member] = g } }
        var height = Array(repeating: -1, count: groups.count)
        func heightOf(_ g: Int) -> Int {
            if height[g] >= 0 { return height[g] }
            var stack = [(g, false)]
            while let (node, expanded) = stack.popLast() {
                if expanded {
                    var best = 0
                    for member in groups[node] {
                        for next in graph.successors(of: member) where groupOf[next] != node {
                            best = max(best, height[groupOf[next]] + 1)
                        }
                    }
                    height[node] = best
                    continue
                }
                if height[node] >= 0 { continue }
                stack.append((node, true))
                for member in groups[node] {
                    for next in graph.successors(of: member) where groupOf[next] != node && height[groupOf[next]] < 0 {
                        stack.append((groupOf[next], false))
                    }
                }
            }
            return height[g]
        }
        var levels: [Int: [String]] = [:]
        for (i, name) in names.enumerated() { levels[heightOf(groupOf[i]), default: []].append(name) }

        var lines = [
            "# coupling configuration: see README.md, section Configuration.",
            "version: 1",
            "",
            "# Components: by default every top-level folder. Found here:",
            "#   \(names.map(\.displaySafe).joined(separator: ", "))",
            "# components: [\"Modules/*\", \"Features/*\"]",
            "",
            "# Skip generated code or tests:",
            "# exclude: [\"**/Tests\", \"*.generated.swift\"]",
            "",
            "# Module or framework names that differ from folder names (module: component):",
            "# modules: {UniversalMediaPlayer: MediaPlayer}",
            "",
            "# Layers, top first: a component may use only lower layers. Suggested from today's graph",
            "# (a component in a cycle shares a layer with the rest of its cycle); rename and regroup them.",
            "layers:",
        ]
        for level in levels.keys.sorted(by: >) {
            let members = (levels[level] ?? []).sorted().map(Self.quoted).joined(separator: ", ")
            lines.append("  - name: level\(level)")
            lines.append("    components: [\(members)]")
            lines.append("    # independent: true   # components of this layer must not use each other")
        }
        lines += [
            "",
            "rules:",
            "  cycles: error            # severity of a cycle group: error, warning or info",
            "  # forbidden:",
            "  #   - from: \"layer:level0\"",
            "  #     to: \"App\"",
            "  #     comment: \"the base layer must not know the app\"",
            "  # required:",
            "  #   - from: \"Feature*\"",
            "  #     to: \"Analytics\"",
            "",
            "# objc_frontend: clang      # or lexer (the default)",
            "# targets:                  # state targets where the inferred build model is wrong",
            "#   - {name: App, kind: app, components: [\"App\", \"Features/*\"]}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted string: a folder name cannot end the string or the line and so add keys
    /// to the configuration.
    static func quoted(_ name: String) -> String {
        var result = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where DisplayText.isUnsafe(scalar.value): result += "\\u" + DisplayText.hex(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
