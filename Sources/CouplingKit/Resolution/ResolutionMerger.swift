import CouplingModel

/// Every file's results in file order: what the resolution cache keeps, so that a later run can
/// swap in the results of the few files it resolves again. References are kept one by one;
/// ambiguous ones are kept grouped as the report groups them, each group with every place (not
/// only the first ones the report shows), so that a file's places can be taken out and put back.
/// `file` is an index in the run's file order.
struct FileResults: Sendable {
    /// One place of an ambiguous reference (in the file `file`).
    struct Place: Sendable {
        var file: Int
        var line: Int
        var column: Int
    }

    /// The ambiguous references of one component to one name, with the same candidates and reason.
    struct Ambiguity: Sendable {
        var key: Key
        /// In file order (and, within a file, in the order resolution gave them).
        var places: [Place]
    }

    struct Key: Hashable, Sendable {
        var from: Int
        var symbol: String
        var candidates: [Int]
        var reason: UnresolvedReference.Reason
    }

    var tally = ReferenceTally()
    var references: [(file: Int, reference: ResolvedReference)] = []
    var ambiguities: [Ambiguity] = []

    /// Appends the results of every file, in file order.
    init(_ resolutions: [(file: Int, resolution: FileResolution)]) {
        var index: [Key: Int] = [:]
        for (file, resolution) in resolutions {
            tally = tally + resolution.tally
            for reference in resolution.references { references.append((file, reference)) }
            for item in resolution.undecided {
                let key = Key(from: resolution.from, symbol: item.symbol, candidates: item.candidates, reason: item.reason)
                let place = Place(file: file, line: item.location.line, column: item.location.column)
                group(CollectionOfOne(place), under: key, index: &index)
            }
        }
    }

    /// Appends places to `key`'s group, made the first time the key is seen (`index`: each key's group).
    private mutating func group(_ places: some Collection<Place>, under key: Key, index: inout [Key: Int]) {
        if let at = index[key] {
            ambiguities[at].places.append(contentsOf: places)
        } else {
            index[key] = ambiguities.count
            ambiguities.append(Ambiguity(key: key, places: Array(places)))
        }
    }

    init(tally: ReferenceTally, references: [(file: Int, reference: ResolvedReference)], ambiguities: [Ambiguity]) {
        self.tally = tally
        self.references = references
        self.ambiguities = ambiguities
    }

    /// The results of consecutive runs of files joined, in file order: the same as grouping all
    /// their files at once.
    init(joining parts: [FileResults]) {
        var index: [Key: Int] = [:]
        for part in parts {
            tally = tally + part.tally
            references += part.references
            for ambiguity in part.ambiguities { group(ambiguity.places, under: ambiguity.key, index: &index) }
        }
    }

    /// Replaces the results of `files` (ascending file indices), whose tallies were `tallyBefore` in
    /// all, with `added`, their results now. One pass over what lies between the first and the last
    /// of those files in each list.
    mutating func replace(files replaced: [Int], with added: FileResults, tallyBefore: ReferenceTally) {
        guard let first = replaced.first, let last = replaced.last else { return }
        let files = Set(replaced)
        var added = added
        tally = tally + (added.tally - tallyBefore)
        Self.replace(files, first...last, in: &references, with: added.references) { $0.file }
        var addedPlaces: [Key: [Place]] = [:]
        for ambiguity in added.ambiguities { addedPlaces[ambiguity.key] = ambiguity.places }
        for index in ambiguities.indices {
            let places = addedPlaces.removeValue(forKey: ambiguities[index].key) ?? []
            Self.replace(files, first...last, in: &ambiguities[index].places, with: places) { $0.file }
        }
        added.ambiguities.removeAll { addedPlaces[$0.key] == nil }  // (the keys new to the list)
        ambiguities.removeAll { $0.places.isEmpty }
        ambiguities += added.ambiguities
    }

    /// Replaces the items of `files` in `list` (in file order; the files lie in `span`) with
    /// `items` (in file order too).
    private static func replace<T>(
        _ files: Set<Int>, _ span: ClosedRange<Int>, in list: inout [T], with items: [T], fileOf: (T) -> Int
    ) {
        func firstIndex(after limit: Int) -> Int {
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) / 2
                if fileOf(list[middle]) <= limit { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let range = firstIndex(after: span.lowerBound - 1)..<firstIndex(after: span.upperBound)
        if range.isEmpty && items.isEmpty { return }
        var merged: [T] = []
        merged.reserveCapacity(range.count + items.count)
        var next = 0
        for item in list[range] where !files.contains(fileOf(item)) {
            while next < items.count && fileOf(items[next]) < fileOf(item) {
                merged.append(items[next])
                next += 1
            }
            merged.append(item)
        }
        merged.append(contentsOf: items[next...])
        list.replaceSubrange(range, with: merged)
    }
}

/// Folds the files' results into the `Resolution` artifact: unresolved references aggregated per
/// (component, name, candidates, reason) with a count and the first places, and the outcome counts.
enum ResolutionMerger {
    static func resolution(of results: FileResults, paths: [String], components: [String]) -> Resolution {
        var unresolved: [UnresolvedReference] = []
        unresolved.reserveCapacity(results.ambiguities.count)
        var outcomes = ReferenceOutcomes(own: results.tally.own, edge: results.tally.edges)
        // Each file's place among the paths in order, worked out once: places sort as integers.
        var rank: [Int] = []
        if !results.ambiguities.isEmpty {
            rank = Array(repeating: 0, count: paths.count)
            for (position, file) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() { rank[file] = position }
        }
        for ambiguity in results.ambiguities {
            guard !ambiguity.places.isEmpty else { continue }
            let key = ambiguity.key
            switch key.reason {
            case .severalCandidates: outcomes.ambiguous += ambiguity.places.count
            case .notVisible: outcomes.notVisible += ambiguity.places.count
            case .sdkShadowed: outcomes.sdkShadowed += ambiguity.places.count
            case .severalHeaders, .severalModules: break  // imports, not references to declarations
            }
            // Every place, sorted: the report keeps as many as `--evidence` asks (`all`: every one).
            let locations = ambiguity.places.sorted {
                (rank[Int($0.file)], $0.line, $0.column) < (rank[Int($1.file)], $1.line, $1.column)
            }.map { SourceLocation(path: paths[Int($0.file)], line: Int($0.line), column: Int($0.column)) }
            unresolved.append(
                UnresolvedReference(
                    from: components[key.from], symbol: key.symbol, location: locations[0],
                    candidates: key.candidates.map { components[$0] }.sorted(), reason: key.reason,
                    count: ambiguity.places.count, locations: locations))
        }
        unresolved.sort { ($0.location, $0.symbol, $0.reason.rawValue) < ($1.location, $1.symbol, $1.reason.rawValue) }
        // `references` stay in file order (deterministic); `component-graph` groups and sorts them per edge.
        return Resolution(
            references: results.references.map(\.reference), unresolved: unresolved, outcomes: outcomes,
            examined: results.tally.examined)
    }
}
