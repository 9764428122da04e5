import CouplingModel

/// How many of a file's references resolution examined, and how many ended as the file's own or
/// as an edge (the rest of those that name an in-tree declaration are its `undecided` places).
struct ReferenceTally: Sendable, Equatable {
    var examined = 0
    var own = 0
    var edges = 0

    static func + (a: Self, b: Self) -> Self {
        ReferenceTally(examined: a.examined + b.examined, own: a.own + b.own, edges: a.edges + b.edges)
    }

    static func - (a: Self, b: Self) -> Self {
        ReferenceTally(examined: a.examined - b.examined, own: a.own - b.own, edges: a.edges - b.edges)
    }
}

/// What resolving one file found: its edges' evidence in source order, the references that named
/// an in-tree declaration but became no edge (with why), and its tally.
struct FileResolution: Sendable {
    struct Undecided: Sendable {
        var symbol: String
        var location: SourceLocation
        var candidates: [Int]
        var reason: UnresolvedReference.Reason
    }
    var from = 0
    var references: [ResolvedReference] = []
    var undecided: [Undecided] = []
    var tally = ReferenceTally()

    init(from: Int = 0) { self.from = from }

    /// The outcome of one reference among the candidates the file sees: one is an edge, several
    /// are ambiguous; none is not-visible, or the SDK's name (Swift only).
    mutating func decide(
        _ reference: Reference, candidates: [SymbolIndex.Candidate], visible: [SymbolIndex.Candidate], sdkName: Bool = false
    ) {
        // (A component may offer several candidates, namespace members of different namespaces:
        // one component seen is one edge. Most references have one candidate: nothing is collected then.)
        func components(_ list: [SymbolIndex.Candidate]) -> [Int] {
            list.count == 1 ? [list[0].component] : Array(Set(list.map(\.component))).sorted()
        }
        if visible.count == 1 { return edge(reference, to: [visible[0]]) }
        if visible.isEmpty {
            return record(reference.name, reference.location, components(candidates), sdkName ? .sdkShadowed : .notVisible)
        }
        let seen = components(visible)
        if seen.count == 1 {
            edge(reference, to: [visible[0]])
        } else {
            record(reference.name, reference.location, seen, .severalCandidates)
        }
    }

    /// An edge of one reference to a declaration (counted once, even when a file of several targets
    /// reaches a different declaration in each).
    mutating func edge(_ reference: Reference, to targets: [SymbolIndex.Candidate]) {
        tally.edges += 1
        let kind: EvidenceKind =
            switch reference.kind {
            case .symbol, .call, .forwardDeclaration, .member, .macroExpansion, .scope: .symbol
            case .extension: .extension
            case .category: .category
            }
        for target in targets {
            add(from, target.component, Evidence(location: reference.location, symbol: reference.name, kind: kind, target: target.location))
        }
    }

    mutating func add(_ from: Int, _ to: Int, _ evidence: Evidence) {
        references.append(ResolvedReference(from: from, to: to, evidence: evidence))
    }

    mutating func record(_ symbol: String, _ location: SourceLocation, _ candidates: [Int], _ reason: UnresolvedReference.Reason) {
        // (Candidates of the symbol index come sorted and unique: only other lists are sorted here.)
        let ordered = zip(candidates, candidates.dropFirst()).allSatisfy { $0 < $1 } ? candidates : Array(Set(candidates)).sorted()
        undecided.append(Undecided(symbol: symbol, location: location, candidates: ordered, reason: reason))
    }
}
