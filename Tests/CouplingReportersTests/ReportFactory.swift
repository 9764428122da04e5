import CouplingModel

extension AnalysisReport {
    /// A small in-memory report; components are derived from the edges when not given.
    static func test(
        components: [ComponentSummary]? = nil, edges: [Edge] = [], groups: [CycleGroup] = [], limit: Int = 100,
        unresolved: [UnresolvedReference] = [], diagnostics: [Diagnostic] = []
    ) -> AnalysisReport {
        let names = Set(edges.flatMap { [$0.from, $0.to] } + groups.flatMap(\.components)).sorted()
        let summaries =
            components
            ?? names.map { name in
                ComponentSummary(
                    name: name, path: name, files: 1, bytes: 10, declarations: ["class": 1], modules: [name],
                    fanIn: Set(edges.filter { $0.to == name }.map(\.from)).count,
                    fanOut: Set(edges.filter { $0.from == name }.map(\.to)).count)
            }
        return AnalysisReport(
            tool: ToolInfo(version: "9.9.9"),
            resolution: ResolutionInfo(cFamilyFrontend: "clang"),
            components: summaries, modules: [], edges: edges, cycles: CycleReport(groups: groups, limit: limit),
            unresolved: unresolved, diagnostics: diagnostics,
            stats: ScanStats(
                files: summaries.reduce(0) { $0 + $1.files }, bytes: 0, filesByLanguage: [:], declarations: 0,
                references: 0, outcomes: ReferenceOutcomes(ambiguous: unresolved.reduce(0) { $0 + $1.count }),
                filesOutsideComponents: 0))
    }
}

extension Edge {
    /// An edge whose evidence is `weight` symbol references `file.swift:1...weight:1` to `symbol`.
    static func test(_ from: String, _ to: String, weight: Int = 1, symbol: String = "Thing", inCycle: Bool = false)
        -> Edge
    {
        let evidence = (1...max(1, weight)).map {
            Evidence(
                location: SourceLocation(path: "\(from)/File.swift", line: $0, column: 1), symbol: symbol, kind: .symbol
            )
        }
        return Edge(
            from: from, to: to, weight: weight, kinds: ["symbol": weight],
            symbols: [SymbolCount(symbol: symbol, count: weight)],
            evidence: evidence, inCycle: inCycle)
    }
}
