import CouplingModel

/// Which targets the tree builds, what each is made of, and so what each file can see: a file sees
/// its own target's declarations, the modules it imports, and Objective-C/C through its target's
/// bridging header. Components are the folders of the report; targets group them (an app target
/// spans many folders; a folder shared by two app targets belongs to both).
public struct BuildModel: Sendable {
    public struct Target: Sendable, Hashable {
        /// The module name (what `import` and `X-Swift.h` name).
        public var name: String
        public var kind: TargetSummary.Kind
        /// Sorted component indices.
        public var components: [Int]
        /// Why the target exists: `inferred: …`, `config`, or the manifest.
        public var source: String
        /// Root-relative paths of its bridging headers.
        public var bridgingHeaders: [String]
        /// Made up from the folders no manifest declares and nobody imports, not stated by a
        /// manifest or the configuration: whether those folders really are one module is a guess.
        public var isInferredApp = false
    }

    /// Sorted by name, then source.
    public var targets: [Target]
    /// The targets of each component's files (index: component), unless `fileTargets` lists the file.
    public var componentTargets: [[Int]]
    /// Files a project file puts in targets other than their component's.
    public var fileTargets: [String: [Int]]
    /// Module name → targets.
    public var moduleTargets: [String: [Int]]

    public init(targets: [Target], componentTargets: [[Int]], fileTargets: [String: [Int]] = [:]) {
        self.targets = targets
        self.componentTargets = componentTargets
        self.fileTargets = fileTargets
        var modules: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() { modules[target.name, default: []].append(index) }
        moduleTargets = modules
    }

    /// The targets that compile `path`, a file of `component`.
    public func targets(ofFile path: String, component: Int) -> [Int] {
        fileTargets[path] ?? componentTargets[component]
    }

    /// The targets of a module name (empty: not built in the tree).
    public func targets(ofModule name: String) -> [Int] {
        moduleTargets[name] ?? []
    }

    /// For the report, with component names.
    public func summary(componentNames: [String]) -> BuildSummary {
        BuildSummary(
            targets: targets.map { target in
                TargetSummary(
                    name: target.name, kind: target.kind, components: target.components.map { componentNames[$0] }.sorted(),
                    source: target.source, bridgingHeaders: target.bridgingHeaders)
            })
    }
}

public enum BuildModelKey: ArtifactKey {
    public typealias Value = BuildModel
    public static let name = "build-model"
}
