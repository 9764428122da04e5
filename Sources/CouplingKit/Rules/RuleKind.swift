import CouplingModel

/// What a rule's `kind:` selects: one evidence kind (`import`, `symbol`, `event`…) or a family of
/// them: `runtime` (every run-time kind) or `compile-time` (imports, symbols, extensions, categories).
public struct RuleKind: Hashable, Sendable {
    public let rawValue: String

    public init?(rawValue: String) {
        guard rawValue == "runtime" || rawValue == "compile-time" || EvidenceKind(rawValue: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    public static var allNames: [String] { EvidenceKind.allCases.map(\.rawValue) + ["runtime", "compile-time"] }

    public func matches(_ kind: EvidenceKind) -> Bool {
        switch rawValue {
        case "runtime": kind.isRuntime
        case "compile-time": !kind.isRuntime
        default: kind.rawValue == rawValue
        }
    }
}
