import CouplingModel

/// Folds the files' results, in file order, into the `Resolution` artifact: ambiguous references
/// aggregated per (component, name, candidates, reason) with a count and the first places.
struct ResolutionMerger {
    let components: [String]
    private var references: [ResolvedReference] = []
    private var ambiguous: [AmbiguousReference] = []
    private var ambiguousIndex: [AmbiguityKey: Int] = [:]
    private var ambiguousCount = 0
    private var examined = 0

    init(components: [String]) { self.components = components }

    mutating func add(_ file: FileResolution) {
        references.append(contentsOf: file.references)
        examined += file.examined
        for item in file.undecided { record(file.from, item) }
    }

    func finished(info: ResolutionInfo) -> Resolution {
        var ambiguous = ambiguous
        for index in ambiguous.indices {
            ambiguous[index].locations.sort()
            ambiguous[index].location = ambiguous[index].locations[0]
        }
        ambiguous.sort { ($0.location, $0.symbol, $0.reason.rawValue) < ($1.location, $1.symbol, $1.reason.rawValue) }
        // `references` stay in file order (deterministic); `component-graph` groups and sorts them per edge.
        return Resolution(
            references: references, ambiguous: ambiguous, ambiguousCount: ambiguousCount, info: info, examined: examined)
    }

    private mutating func record(_ from: Int, _ item: FileResolution.Undecided) {
        ambiguousCount += 1
        let key = AmbiguityKey(from: from, symbol: item.symbol, candidates: item.candidates, reason: item.reason)
        if let index = ambiguousIndex[key] {
            ambiguous[index].count += 1
            // Files come in path order and references in source order, so the first ones seen are
            // the first ones; keep the list bounded.
            if ambiguous[index].locations.count < AmbiguousReference.locationLimit {
                ambiguous[index].locations.append(item.location)
            }
            return
        }
        ambiguousIndex[key] = ambiguous.count
        ambiguous.append(
            AmbiguousReference(
                from: components[from], symbol: item.symbol, location: item.location,
                candidates: item.candidates.map { components[$0] }.sorted(), reason: item.reason))
    }

    struct AmbiguityKey: Hashable {
        var from: Int
        var symbol: String
        var candidates: [Int]
        var reason: AmbiguousReference.Reason
    }
}
