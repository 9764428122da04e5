import CouplingGraph
import CouplingModel

/// Cycle groups (iterative Tarjan), their elementary cycles shortest first up to a limit, and
/// the cheapest edges to cut (weighted by reference count) to make each group acyclic.
public struct CyclesPass: Pass {
    public static let id = "cycles"
    public static let summary = "find cycle groups, list elementary cycles shortest first, propose the cheapest cuts"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(ComponentGraphKey.self),
    ]
    public static let produces = [ArtifactID(CyclesKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let graphs = try context[ComponentGraphKey.self]
        let names = tree.components.map(\.name)
        var report = Self.analyse(graphs.graph, names: names, limit: settings.cycleLimit)
        report.hidden = Self.hiddenGroups(graphs.withRuntime, compileTime: report, names: names, limit: settings.cycleLimit)
        try context.produce(CyclesKey.self, report)
    }

    static func analyse(_ graph: Digraph, names: [String], limit: Int) -> CycleReport {
        var groups: [CycleGroup] = []
        for members in cycleGroups(of: graph) {
            let (cycles, truncated) = elementaryCycles(of: graph, in: members, limit: limit)
            let (cuts, minimal) = minimumFeedbackArcSet(of: graph, in: members)
            groups.append(
                CycleGroup(
                    components: members.map { names[$0] }.sorted(),
                    cycles: cycles.map { cycle in cycle.map { names[$0] } },
                    truncated: truncated,
                    cuts: cuts.map { EdgeCut(from: names[$0.from], to: names[$0.to], weight: graph.weight(from: $0.from, to: $0.to) ?? 0) },
                    cutsAreMinimal: minimal))
        }
        groups.sort { $0.components.lexicographicallyPrecedes($1.components) }
        return CycleReport(groups: groups, limit: limit)
    }
}
