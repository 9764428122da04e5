import Dispatch

/// Wall time of one pass, for `--verbose` and the benchmark (never written into reports).
public struct PassTiming: Sendable {
    public let passID: String
    public let seconds: Double
}

/// Runs a plan in order and keeps the timings in one place.
struct PassRunner {
    let plan: PassPlan
    let optionSections: [String: String]

    func run(in context: PassContext) async throws -> [PassTiming] {
        var timings: [PassTiming] = []
        for passType in plan.passes {
            let pass = try passType.make(section: optionSections[passType.id])
            context.enter(passType)
            let start = DispatchTime.now().uptimeNanoseconds
            try await pass.run(in: context)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            timings.append(PassTiming(passID: passType.id, seconds: seconds))
        }
        return timings
    }
}
