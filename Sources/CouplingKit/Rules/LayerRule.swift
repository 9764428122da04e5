import CouplingModel

/// Layers are listed top first: a component may use components of lower layers only, and
/// components of an `independent` layer must not use each other.
public struct LayerRule: RulePass {
    public static let id = "layers"
    public static let summary = "check the declared layers: no upward dependency, independent layers' components apart"
    public static let requires = [ArtifactID(ComponentGraphKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [violations]
    public static let descriptors = [
        RuleDescriptor(
            id: "layer-upward", summary: "A component depends on a component of a higher layer",
            help: "Lower layers (SDK, base) must not know the layers above them (UI, features). Move the used code down, or invert the dependency with a protocol in the lower layer that the upper layer implements.",
            defaultSeverity: .error),
        RuleDescriptor(
            id: "layer-independence", summary: "Two components of an independent layer depend on each other",
            help: "Components of one independent layer (e.g. business features) must be developable on their own. Move what they share into a lower layer, or talk through a router or protocol in a lower layer.",
            defaultSeverity: .error),
    ]

    public static let examples = [
        RuleExample(
            edges: ["Feed → Networking", "Networking → Feed", "Feed → Profile", "Profile → Networking"],
            configuration: """
                layers:
                  - {name: features, components: [Feed, Profile], independent: true}
                  - {name: base, components: [Networking]}
                """,
            violations: ["layer-upward Networking → Feed", "layer-independence Feed → Profile"]),
        RuleExample(
            edges: ["Feed → Profile"],
            configuration: "layers:\n  - {name: features, components: [Feed, Profile]}\n"),
    ]

    public enum Output: ArtifactKey {
        public typealias Value = [Violation]
        public static let name = "violations-layers"
    }

    public struct Options: RuleOptions {
        /// Top first.
        public var layers: [Layer] = []
        public init() {}
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public static func options(from rules: RulesConfiguration) -> Options {
        var options = Options()
        options.layers = rules.layers
        return options
    }

    public func run(in context: PassContext) async throws {
        let paths = try context[SourceTreeKey.self].componentPaths
        let layers = options.layers
        let edges = try context[ComponentGraphKey.self].edges
        func layerIndex(_ component: String) -> Int? { layers.firstIndex { $0.contains(component, paths: paths) } }
        // A layer's pattern that matches no component can never fire: said (a starter file's
        // top-level folder names beside the finer components it proposed did so on Santa).
        let names = paths.keys.sorted()
        for layer in layers {
            for pattern in layer.components where pattern.layer == nil && !names.contains(where: { pattern.matches($0, layers: [], paths: paths) }) {
                context.diagnose(
                    Diagnostic(
                        .warning, code: "layer-pattern-unmatched",
                        "configuration `layers`: `\(pattern.text)` of layer \(layer.name) matches no component, so no rule of that layer can apply to it"))
            }
        }
        var result: [Violation] = []
        for edge in edges {
            guard let from = layerIndex(edge.from), let to = layerIndex(edge.to) else { continue }
            let fromLayer = layers[from]
            if from > to {
                result.append(
                    RuleEvidence.violation(
                        rule: "layer-upward", severity: fromLayer.severity,
                        message: "`\(edge.from)` (layer \(fromLayer.name)) depends on `\(edge.to)` (layer \(layers[to].name)), a layer above it",
                        edge: edge, kind: nil, comment: nil))
            } else if from == to, fromLayer.independent {
                result.append(
                    RuleEvidence.violation(
                        rule: "layer-independence", severity: fromLayer.severity,
                        message: "`\(edge.from)` depends on `\(edge.to)`; both are in layer \(fromLayer.name), whose components must be independent",
                        edge: edge, kind: nil, comment: nil))
            }
        }
        try context.produce(Output.self, result)
    }
}
