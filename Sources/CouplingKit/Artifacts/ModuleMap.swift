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

    /// The module each component builds, by component index: the first by name when it builds
    /// several; components that build none are missing.
    public func moduleOfComponent() -> [Int: String] {
        var modules: [Int: String] = [:]
        for (module, indices) in components {
            for index in indices where modules[index].map({ module < $0 }) ?? true { modules[index] = module }
        }
        return modules
    }
}

public enum ModuleMapKey: ArtifactKey {
    public typealias Value = ModuleMap
    public static let name = "module-map"
}
