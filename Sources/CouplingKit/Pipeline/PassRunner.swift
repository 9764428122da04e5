import Dispatch
import Foundation

/// Wall time of one pass, and the process's peak memory when it ended, for `--verbose` and the
/// benchmark (never written into reports).
public struct PassTiming: Sendable {
    public let passID: String
    public let seconds: Double
    /// The largest resident size of the process so far, in bytes, when the pass ended (passes
    /// that ran at the same time share it).
    public let peakBytes: Int

    /// The peak resident size of this process so far (`getrusage`: kilobytes on Linux, bytes on macOS).
    static func peakBytesSoFar() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)
        #else
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}

/// Runs a plan: each pass starts as soon as the passes producing what it requires have finished, so
/// passes that do not depend on each other (the Swift and the C-family frontends) run at the same
/// time. Artifacts are written once and never change, so the outcome does not depend on which pass
/// finishes first. Timings come back in plan order.
struct PassRunner {
    let plan: PassPlan
    let configuration: Configuration

    func run(in store: ArtifactStore) async throws -> [PassTiming] {
        let passes = plan.passes
        // Pass index → indices of the passes it waits for.
        var producer: [ArtifactID: Int] = [:]
        for (index, pass) in passes.enumerated() { for id in pass.produces { producer[id] = index } }
        var waitingOn = passes.map { pass in Set(pass.requires.compactMap { producer[$0] }) }
        var seconds = [Double](repeating: 0, count: passes.count)
        var peaks = [Int](repeating: 0, count: passes.count)
        var started = Set<Int>()
        // Every pass's options are checked before anything runs.
        let instances = try passes.map { try $0.make(configuration: configuration) }

        try await withThrowingTaskGroup(of: (Int, Double).self) { group in
            func startReady() {
                for index in passes.indices where !started.contains(index) && waitingOn[index].isEmpty {
                    started.insert(index)
                    let passType = passes[index]
                    let pass = instances[index]
                    group.addTask {
                        let start = DispatchTime.now().uptimeNanoseconds
                        try await pass.run(in: PassContext(store: store, pass: passType))
                        return (index, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                    }
                }
            }
            startReady()
            while let (finished, time) = try await group.next() {
                seconds[finished] = time
                peaks[finished] = PassTiming.peakBytesSoFar()
                for index in passes.indices { waitingOn[index].remove(finished) }
                startReady()
            }
        }
        return passes.indices.map { PassTiming(passID: passes[$0].id, seconds: seconds[$0], peakBytes: peaks[$0]) }
    }
}

