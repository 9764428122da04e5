import CouplingModel

extension Edge {
    /// Only run-time references (strings) behind it: drawn dashed and labelled, so that what imports hide shows.
    var isRuntimeOnly: Bool {
        !kinds.isEmpty && kinds.keys.allSatisfy { EvidenceKind(rawValue: $0)?.isRuntime == true }
    }
}
