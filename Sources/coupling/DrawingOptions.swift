import ArgumentParser
import CouplingKit
import CouplingModel
import CouplingReporters

/// What the drawn formats (dot, mermaid, html) show of the graph.
struct DrawingOptions: ParsableArguments {
    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp(
        "Draw only these components and those within --depth steps of them (dot, mermaid, html).", valueName: "component"))
    var focus: [String] = []

    @Option(name: .long, parsing: .unconditional, help: "Steps out from --focus, both ways (default 1).")
    var depth: Int = 1

    @Option(name: .long, help: ArgumentHelp(
        "Merge the components matching this glob (* and ?) into one node named after it (repeatable; dot, mermaid, html).",
        valueName: "glob"))
    var collapse: [String] = []

    var view: GraphView { GraphView(focus: focus, depth: depth, collapse: collapse) }

    func validate() throws {
        guard (0...100).contains(depth) else { throw ValidationError("--depth must be between 0 and 100, not \(depth)") }
        for glob in collapse where glob.isEmpty { throw ValidationError("--collapse needs a glob") }
    }

    /// Every focus names a component (or a collapsed node) of the report.
    func check(_ report: AnalysisReport) throws {
        guard !focus.isEmpty else { return }
        let names = Set(GraphView(collapse: collapse).collapsed(report).components.map(\.name))
        for name in focus where !names.contains(name) {
            throw CouplingError.invalidArgument("--focus: `\(name)` is not a component")
        }
    }
}
