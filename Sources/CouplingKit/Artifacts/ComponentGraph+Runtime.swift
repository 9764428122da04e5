import CouplingGraph

extension ComponentGraph {
    /// Builds `withRuntime`: the compile-time graph plus every run-time reference (weighted by count),
    /// probes left out unless `probesInCycles`.
    mutating func addRuntimeGraph(_ runtime: [ResolvedReference], probesInCycles: Bool) {
        var full = graph
        for reference in runtime where probesInCycles || reference.evidence.runtime?.strength != .probe {
            full.addEdge(from: reference.from, to: reference.to, weight: 1)
        }
        withRuntime = full
    }
}
