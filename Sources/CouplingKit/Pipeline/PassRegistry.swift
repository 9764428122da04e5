/// The known passes and the planner that orders them.
public struct PassRegistry: Sendable {
    public let passes: [any Pass.Type]

    public init(passes: [any Pass.Type] = BuiltInPasses.all) {
        self.passes = passes
    }

    public func pass(id: String) -> (any Pass.Type)? {
        passes.first { $0.id == id }
    }

    /// Builds the plan that produces `goals`.
    ///
    /// - Parameters:
    ///   - enabled: ids of passes to turn on besides the default ones (alternatives).
    ///   - disabled: ids of passes to turn off.
    ///   - inputs: artifacts seeded before the run.
    ///   - goals: artifacts the caller needs; passes that contribute to none of them are pruned.
    /// - Throws: `CouplingError.invalidPlan` naming the pass, artifact and chain at fault.
    public func plan(
        enabled: Set<String> = [], disabled: Set<String> = [], inputs: [ArtifactID], goals: [ArtifactID]
    ) throws -> PassPlan {
        var seen: Set<String> = []
        for pass in passes where !seen.insert(pass.id).inserted {
            throw CouplingError.invalidPlan("two passes share the id `\(pass.id)`")
        }
        for id in enabled.union(disabled).sorted() where pass(id: id) == nil {
            let known = passes.map { $0.id }.sorted().joined(separator: ", ")
            throw CouplingError.invalidPlan("unknown pass `\(id)` (known passes: \(known))")
        }
        if let both = enabled.intersection(disabled).sorted().first {
            throw CouplingError.invalidPlan("pass `\(both)` is both enabled and disabled")
        }
        let active = passes.filter { pass in
            !disabled.contains(pass.id) && (pass.isEnabledByDefault || enabled.contains(pass.id))
        }

        // Exactly one producer per artifact.
        var producer: [ArtifactID: any Pass.Type] = [:]
        for pass in active {
            for artifact in pass.produces {
                if inputs.contains(artifact) {
                    throw CouplingError.invalidPlan("pass `\(pass.id)` produces `\(artifact)`, which is an input")
                }
                if let other = producer[artifact] {
                    throw CouplingError.invalidPlan(
                        "`\(artifact)` is produced by both `\(other.id)` and `\(pass.id)`: disable one of them")
                }
                producer[artifact] = pass
            }
        }

        // Walk back from the goals; this prunes passes nobody needs and names broken chains.
        var needed: Set<String> = []
        var pending: [(artifact: ArtifactID, chain: [String])] = goals.reversed().map { ($0, []) }
        while let item = pending.popLast() {
            let artifact = item.artifact
            let chain = item.chain
            if inputs.contains(artifact) { continue }
            guard let pass = producer[artifact] else {
                throw CouplingError.invalidPlan(missingProducerMessage(artifact, chain: chain))
            }
            if chain.contains(pass.id) {
                throw CouplingError.invalidPlan("passes depend on each other in a loop: \(chain + [pass.id])")
            }
            guard needed.insert(pass.id).inserted else { continue }
            for next in pass.requires.reversed() { pending.append((next, [pass.id] + chain)) }
        }

        // Topological order; registration order breaks ties so plans are stable.
        var ordered: [any Pass.Type] = []
        var available = Set(inputs)
        var remaining = passes.filter { needed.contains($0.id) }
        while !remaining.isEmpty {
            guard let index = remaining.firstIndex(where: { pass in pass.requires.allSatisfy(available.contains) })
            else {
                throw CouplingError.invalidPlan("no order satisfies \(remaining.map { $0.id })")
            }
            let pass = remaining.remove(at: index)
            ordered.append(pass)
            available.formUnion(pass.produces)
        }
        return PassPlan(passes: ordered)
    }

    private func missingProducerMessage(_ artifact: ArtifactID, chain: [String]) -> String {
        let owners = passes.filter { $0.produces.contains(artifact) }.map { "`\($0.id)`" }
        let who = chain.isEmpty ? "the report" : chain.map { "`\($0)`" }.joined(separator: " ← ")
        let because =
            owners.isEmpty
            ? "no pass produces it" : "it is produced by \(owners.joined(separator: " or ")), which is disabled"
        return "\(who) needs `\(artifact)`, but \(because)"
    }
}

/// Passes in the order they run.
public struct PassPlan: Sendable {
    public let passes: [any Pass.Type]

    /// One line per pass: `id  requires → produces  summary`.
    public var description: String {
        passes.enumerated().map { index, pass in
            let needs = pass.requires.map(\.name).joined(separator: ", ")
            let gives = pass.produces.map(\.name).joined(separator: ", ")
            return "\(index + 1). \(pass.id)\n     needs: \(needs.isEmpty ? "-" : needs)\n     gives: \(gives)\n     \(pass.summary)"
        }.joined(separator: "\n")
    }
}
