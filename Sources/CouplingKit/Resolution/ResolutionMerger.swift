import CouplingModel

/// Every file's results in file order, before ambiguous references are aggregated: what the
/// resolution cache keeps, so that a later run can swap the results of the few files it resolves
/// again and aggregate the whole again. `file` is an index in the run's file order.
struct FileResults: Sendable {
    struct Undecided: Sendable {
        var file: Int
        var from: Int
        var item: FileResolution.Undecided
    }

    var examined = 0
    var references: [(file: Int, reference: ResolvedReference)] = []
    var undecided: [Undecided] = []

    /// Appends the results of `file`, which comes after every file appended before.
    mutating func append(_ resolution: FileResolution, file: Int) {
        examined += resolution.examined
        for reference in resolution.references { references.append((file, reference)) }
        for item in resolution.undecided { undecided.append(Undecided(file: file, from: resolution.from, item: item)) }
    }

    /// Replaces the results of the files `replaced` holds (by file index), which examined
    /// `examinedBefore` references in all, with `replaced`'s.
    mutating func replace(_ replaced: [(file: Int, resolution: FileResolution)], examinedBefore: Int) {
        examined -= examinedBefore
        // From the last file to the first, so that the places of the earlier ones do not move.
        for (file, resolution) in replaced.sorted(by: { $0.file > $1.file }) {
            examined += resolution.examined
            Self.replace(file, in: &references, with: resolution.references.map { (file, $0) }) { $0.file }
            Self.replace(
                file, in: &undecided,
                with: resolution.undecided.map { Undecided(file: file, from: resolution.from, item: $0) }) { $0.file }
        }
    }

    /// Replaces the items of `file` in `list` (in file order) with `items`, where they were or would be.
    private static func replace<T>(_ file: Int, in list: inout [T], with items: [T], fileOf: (T) -> Int) {
        func firstIndex(after limit: Int) -> Int {
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) / 2
                if fileOf(list[middle]) <= limit { low = middle + 1 } else { high = middle }
            }
            return low
        }
        list.replaceSubrange(firstIndex(after: file - 1)..<firstIndex(after: file), with: items)
    }
}

/// Folds the files' results, in file order, into the `Resolution` artifact: ambiguous references
/// aggregated per (component, name, candidates, reason) with a count and the first places.
enum ResolutionMerger {
    static func resolution(of results: FileResults, components: [String], info: ResolutionInfo) -> Resolution {
        var ambiguous: [AmbiguousReference] = []
        var index: [AmbiguityKey: Int] = [:]
        for undecided in results.undecided {
            let item = undecided.item
            let key = AmbiguityKey(from: undecided.from, symbol: item.symbol, candidates: item.candidates, reason: item.reason)
            if let at = index[key] {
                ambiguous[at].count += 1
                // Files come in path order and references in source order, so the first ones seen are
                // the first ones; keep the list bounded.
                if ambiguous[at].locations.count < AmbiguousReference.locationLimit {
                    ambiguous[at].locations.append(item.location)
                }
                continue
            }
            index[key] = ambiguous.count
            ambiguous.append(
                AmbiguousReference(
                    from: components[undecided.from], symbol: item.symbol, location: item.location,
                    candidates: item.candidates.map { components[$0] }.sorted(), reason: item.reason))
        }
        for at in ambiguous.indices {
            ambiguous[at].locations.sort()
            ambiguous[at].location = ambiguous[at].locations[0]
        }
        ambiguous.sort { ($0.location, $0.symbol, $0.reason.rawValue) < ($1.location, $1.symbol, $1.reason.rawValue) }
        // `references` stay in file order (deterministic); `component-graph` groups and sorts them per edge.
        return Resolution(
            references: results.references.map(\.reference), ambiguous: ambiguous,
            ambiguousCount: results.undecided.count, info: info, examined: results.examined)
    }

    struct AmbiguityKey: Hashable {
        var from: Int
        var symbol: String
        var candidates: [Int]
        var reason: AmbiguousReference.Reason
    }
}
