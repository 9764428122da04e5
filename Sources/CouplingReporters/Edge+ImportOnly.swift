import CouplingModel

extension Edge {
    /// Only `import` references: the code names no declaration of `to` (the import may be unused).
    public var isImportOnly: Bool { kinds.keys.allSatisfy { $0 == EvidenceKind.import.rawValue } && !kinds.isEmpty }
}
