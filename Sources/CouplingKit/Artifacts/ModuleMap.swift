import CouplingModel

/// Which component builds which module (or framework), from the manifests found in the tree,
/// the configuration and, by default, the folder names.
public struct ModuleMap: Sendable {
    /// Module name → components (sorted; usually one).
    public var components: [String: [Int]]
    /// For the report.
    public var mappings: [ModuleMapping]
    /// A module that one project target builds from files in several folders → the folder holding
    /// most of them: where an import of the module points (the others' declarations are still seen).
    public var homes: [String: Int]
    /// A Package.swift target's module → the folder of its sources, when that folder lies inside one
    /// component: a component may hold several (a package's `Sources/A`, `Sources/B`), and each file
    /// is only its own target's.
    public var folders: [String: String]
    /// A Package.swift's test targets: each a bundle of its own over its folder (root-relative), which
    /// no module imports and whose files see only what they import.
    public var testTargets: [(name: String, folder: String, manifest: String)] = []
    /// Every Package.swift target's folder (root-relative) with what in it the target does not compile
    /// (`exclude:`, `resources:`), root-relative.
    public var packageFolders: [(folder: String, uncompiled: [String])] = []

    public init(components: [String: [Int]], mappings: [ModuleMapping], homes: [String: Int] = [:], folders: [String: String] = [:]) {
        self.components = components
        self.mappings = mappings
        self.homes = homes
        self.folders = folders
    }

    public func components(ofModule name: String) -> [Int] {
        components[name] ?? []
    }

    /// The one component an import of `name` is an edge to: its only one, or its home; nil when
    /// several components claim the name.
    public func importedComponent(ofModule name: String) -> Int? {
        let all = components(ofModule: name)
        return all.count == 1 ? all[0] : homes[name]
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
