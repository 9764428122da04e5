/// References of one component to one in-tree name that did not become edges, grouped by
/// (from, symbol, candidates, reason): nothing is dropped without a trace.
public struct UnresolvedReference: Hashable, Sendable, Codable {
    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
        /// Several components the file sees declare the name, and nothing picks one.
        case severalCandidates = "several-candidates"
        /// Components declare the name, but the file sees none of them (it does not import their
        /// module, its includes do not reach their headers, it is C++ seen from elsewhere...).
        case notVisible = "not-visible"
        /// The Swift standard library, an Apple SDK or the compiler owns the name (`Error`, `View`,
        /// `TARGET_OS_IOS`), and no in-tree declaration the file sees explains it: the SDK's is meant.
        case sdkShadowed = "sdk-shadowed"
        /// An include whose path matches headers of several components.
        case severalHeaders = "several-headers"
        /// An import of a module that several components build (claimed by several manifests).
        case severalModules = "several-modules"

        /// Whether the entry counts references to a declaration (not imports).
        public var isReference: Bool {
            switch self {
            case .severalCandidates, .notVisible, .sdkShadowed: true
            case .severalHeaders, .severalModules: false
            }
        }
    }
    /// The component whose files hold the references.
    public var from: String
    public var symbol: String
    /// The first reference (by path, line, column).
    public var location: SourceLocation
    /// Components that declare the name, sorted: the visible ones for `several-candidates`, every
    /// declarer otherwise.
    public var candidates: [String]
    public var reason: Reason
    /// How many references of `from` to `symbol` share these candidates and this reason.
    public var count: Int
    /// Where the references are, sorted (a report keeps the first `--evidence` of them); `location`
    /// is the first.
    public var locations: [SourceLocation]

    public init(
        from: String, symbol: String, location: SourceLocation, candidates: [String], reason: Reason, count: Int = 1,
        locations: [SourceLocation]? = nil
    ) {
        self.from = from
        self.symbol = symbol
        self.location = location
        self.candidates = candidates
        self.reason = reason
        self.count = count
        self.locations = locations ?? [location]
    }

    enum CodingKeys: String, CodingKey { case from, symbol, location, candidates, reason, count, locations }

    /// Reports written before aggregation decode with one reference per entry.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        from = try c.decode(String.self, forKey: .from)
        symbol = try c.decode(String.self, forKey: .symbol)
        location = try c.decode(SourceLocation.self, forKey: .location)
        candidates = try c.decode([String].self, forKey: .candidates)
        reason = try c.decode(Reason.self, forKey: .reason)
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 1
        locations = try c.decodeIfPresent([SourceLocation].self, forKey: .locations) ?? [location]
    }
}

/// What became of the references that name an in-tree declaration: each ends as exactly one of
/// these, so they add up to `inTree`.
public struct ReferenceOutcomes: Hashable, Sendable, Codable {
    /// The file's own declaration, or its own component's.
    public var own: Int
    /// An edge to the one other component the file sees declaring the name.
    public var edge: Int
    /// Several visible candidates.
    public var ambiguous: Int
    /// Declared in the tree, but not where the file can see it.
    public var notVisible: Int
    /// The SDK's or the standard library's name.
    public var sdkShadowed: Int

    public init(own: Int = 0, edge: Int = 0, ambiguous: Int = 0, notVisible: Int = 0, sdkShadowed: Int = 0) {
        self.own = own
        self.edge = edge
        self.ambiguous = ambiguous
        self.notVisible = notVisible
        self.sdkShadowed = sdkShadowed
    }

    public var inTree: Int { own + edge + ambiguous + notVisible + sdkShadowed }
}
