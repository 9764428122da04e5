import CouplingGraph
import CouplingModel

extension CyclesPass {
    /// The cycle groups of the graph with run-time edges that are not compile-time groups: new
    /// groups, and compile-time groups that run-time edges enlarge. Their cycles and cuts are
    /// computed on the whole graph, so a cut may read "stop looking up `Target_X` in Y".
    static func hiddenGroups(_ withRuntime: Digraph, compileTime: CycleReport, names: [String], limit: Int) -> [CycleGroup] {
        let known = Set(compileTime.groups.map(\.components))
        return analyse(withRuntime, names: names, limit: limit).groups.filter { !known.contains($0.components) }
    }
}
