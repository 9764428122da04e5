extension EvidenceKind {
    /// True for the kinds of run-time references (strings), false for compile-time ones: the kinds
    /// named like a `RuntimeFamily` (by cases, not by name: asked for every piece of evidence).
    public var isRuntime: Bool {
        switch self {
        case .runtimeClass, .registry, .targetAction, .route, .event: true
        case .import, .symbol, .extension, .category: false
        }
    }
}

/// What a run-time reference adds to its evidence: how the key was written and how strong the use is.
public struct RuntimeDetail: Hashable, Sendable, Codable {
    public enum Strength: String, Hashable, Sendable, Codable {
        /// The use needs the provider.
        case hard
        /// The use only tests whether the provider exists (`NSClassFromString(@"X") != nil`).
        case probe
    }

    /// The call shape at the use (`NSClassFromString`, `postNotificationName:`, `Plugins.plist`).
    public var mechanism: String
    /// The constant the use spells, when the key was not a literal there.
    public var constant: String?
    public var strength: Strength
    public init(mechanism: String, constant: String? = nil, strength: Strength = .hard) {
        self.mechanism = mechanism
        self.constant = constant
        self.strength = strength
    }
}
