import CouplingModel

/// Which component builds which module (or framework), from the manifests found in the tree,
/// the configuration and, by default, the folder names.
public struct ModuleMap: Sendable {
    /// Module name → components (sorted; usually one).
    public var components: [String: [Int]]
    /// For the report.
    public var mappings: [ModuleMapping]

    public func components(ofModule name: String) -> [Int] {
        components[name] ?? []
    }
}

public enum ModuleMapKey: ArtifactKey {
    public typealias Value = ModuleMap
    public static let name = "module-map"
}
