import CouplingModel

/// A commented `.coupling.yml` inferred from a scan: the components found (or better ones that
/// the tree's manifests suggest) and layers from the code's naming or, failing that, its graph.
/// Everything it proposes holds for the tree it came from (`StarterConfigurationTests`).
public enum StarterConfiguration {
    /// The starter file for the tree `settings` name: scanned as is, then, when manifests below the
    /// top-level folders name finer components, scanned again with those (and the top-level folders
    /// they reach into), so that the layers it suggests name the components it proposes and no file
    /// is left out of every component (Santa's `Testing/integration` beside `Testing/integration/VM/*`).
    public static func text(settings: ScanSettings) async throws -> String {
        let report = try await Scanner(settings: settings).run().report
        let proposal = StarterComponents(report: report)
        guard !proposal.patterns.isEmpty else { return text(for: report) }
        var refined = settings
        refined.configuration.components = proposal.patterns + proposal.partlyCovered
        return text(for: report, refined: try await Scanner(settings: refined).run().report)
    }

    /// `refined`: the scan with the proposed components and the top-level folders they reach into.
    public static func text(for report: AnalysisReport, refined: AnalysisReport? = nil) -> String {
        // (A top-level folder the finer components leave empty is none: nothing of it to name.)
        let empty = Set(refined?.components.filter { $0.files == 0 }.map(\.path) ?? [])
        let graph = refined ?? report
        let names = graph.components.filter { !empty.contains($0.path) }.map(\.name)
        var lines = [
            "# coupling configuration: see README.md, section Configuration.",
            "version: 1",
            "",
        ]
        lines += componentLines(report, keeping: refined.map { _ in { !empty.contains($0) } })
        lines += [
            "",
            "# Skip generated code or tests:",
            "# exclude: [\"**/Tests\", \"*.generated.swift\"]",
            "",
            "# Module or framework names that differ from folder names (module: component):",
            "# modules: {UniversalMediaPlayer: MediaPlayer}",
            "",
        ]
        lines += layerLines(StarterLayers(names: names, edges: graph.edges))
        lines += [
            "",
            "rules:",
            "  cycles: error            # severity of a cycle group: error, warning or info",
            "  # forbidden:",
            "  #   - from: \"*Feature\"",
            "  #     to: \"*Live\"",
            "  #     comment: \"features use clients' interfaces, not their live implementations\"",
            "  # required:",
            "  #   - from: \"*Feature\"",
            "  #     to: \"Analytics\"",
            "",
            "# objc_frontend: clang      # or lexer (the default)",
            "# targets:                  # state targets where the inferred build model is wrong",
            "#   - {name: App, kind: app, components: [\"App\", \"Features/*\"]}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `keeping`: which top-level folders the proposal reaches into stay components (nil: none).
    static func componentLines(_ report: AnalysisReport, keeping: ((String) -> Bool)? = nil) -> [String] {
        let names = report.components.map(\.name.displaySafe).joined(separator: ", ")
        if let note = report.diagnostics.first(where: { $0.code == "components-from-manifest" }) {
            return [
                "# Components: the targets of \(note.path ?? "Package.swift") and the other top-level folders",
                "# (the default when the root holds a Package.swift). Found here:",
                "#   \(names)",
                "# components: [\"Sources/*\", \"App\"]   # to choose them yourself",
            ]
        }
        var proposal = StarterComponents(report: report)
        for folder in proposal.partlyCovered where keeping?(folder) == true {
            proposal.patterns.append(folder)
            proposal.manifests[folder] = []
        }
        guard !proposal.patterns.isEmpty else {
            return [
                "# Components: by default every top-level folder. Found here:",
                "#   \(names)",
                "# components: [\"Modules/*\", \"Features/*\"]",
            ]
        }
        var lines = [
            "# Components: by default every top-level folder (found here: \(names)).",
            "# Manifests below them name finer ones; these globs cover every folder that holds one:",
            "components:",
        ]
        for pattern in proposal.patterns {
            let covered = proposal.manifests[pattern] ?? []
            let comment =
                covered.isEmpty
                ? (proposal.partlyCovered.contains(pattern) ? "the rest of a top-level folder" : "a top-level folder")
                : "\(covered.count) manifest\(covered.count == 1 ? "" : "s"): "
                    + covered.prefix(3).map(\.displaySafe).joined(separator: ", ") + (covered.count > 3 ? ", …" : "")
            lines.append("  - \(quoted(pattern))   # \(comment)")
        }
        return lines
    }

    static func layerLines(_ proposal: StarterLayers) -> [String] {
        var lines =
            proposal.fromNaming
            ? [
                "# Layers, top first: a component may use only lower layers. Proposed from the names the code",
                "# already uses (a suffix two or more components share), ordered by today's graph; where two",
                "# suffixes use each other both ways, the fewer edges are listed as today's exceptions",
                "# (`coupling baseline` can record them). Rename and regroup them.",
                "layers:",
            ]
            : [
                "# Layers, top first: a component may use only lower layers. Suggested from today's graph",
                "# (a component in a cycle shares a layer with the rest of its cycle); rename and regroup them.",
                "layers:",
            ]
        for layer in proposal.layers {
            lines.append("  - name: \(quoted(layer.name))")
            lines.append("    components: [\(layer.components.map(quoted).joined(separator: ", "))]")
            if !proposal.fromNaming {
                lines.append("    # independent: true   # components of this layer must not use each other")
            } else if layer.internalEdges.isEmpty {
                lines.append("    independent: true      # none of its components uses another today")
            } else {
                lines.append("    # not independent today: \(describe(layer.internalEdges))")
            }
            if !layer.upwardEdges.isEmpty {
                lines.append("    # today's exceptions, upward: \(describe(layer.upwardEdges))")
            }
        }
        if !proposal.unlayered.isEmpty {
            let shown = proposal.unlayered.prefix(20).map(\.displaySafe).joined(separator: ", ")
            let more = proposal.unlayered.count > 20 ? ", and \(proposal.unlayered.count - 20) more" : ""
            lines.append("# In no layer (no suffix shared with another component), so no layer rule applies to them:")
            lines.append("#   \(shown)\(more)")
        }
        return lines
    }

    /// `A → B, C → D and 3 more`.
    private static func describe(_ edges: [Edge]) -> String {
        let shown = edges.prefix(2).map { "\($0.from.displaySafe) → \($0.to.displaySafe)" }.joined(separator: ", ")
        return edges.count > 2 ? shown + " and \(edges.count - 2) more" : shown
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
