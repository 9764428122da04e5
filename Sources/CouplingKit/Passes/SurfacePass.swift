import CouplingModel

/// Each component's surface: its surface declarations, which of them other components name (by
/// how many components and references), and which none names.
public struct SurfacePass: Pass {
    public static let id = "surface"
    public static let summary = "list each component's declarations that other components use, and those none uses"
    public static let requires = [
        ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self), ArtifactID(CFamilyFactsKey.self),
        ArtifactID(ComponentGraphKey.self),
    ]
    public static let produces = [ArtifactID(SurfaceKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let tree = try context[SourceTreeKey.self]
        let swift = try context[SwiftFactsKey.self]
        let cFamily = try context[CFamilyFactsKey.self]
        let graph = try context[ComponentGraphKey.self]
        let files = swift.files + cFamily.files.files
        try context.produce(SurfaceKey.self, Self.surfaces(tree: tree, facts: files.map(\.facts), edges: graph.edges))
    }

    /// Where a declaration is: evidence names it by its location (`target`), or by name when it has none.
    struct Place: Hashable {
        var path: String
        var line: Int
        var column: Int
    }

    static func surfaces(tree: SourceTree, facts: [FileFacts], edges: [Edge]) -> [ComponentSurface] {
        var declared = Array(repeating: [Declaration](), count: tree.components.count)
        for file in facts {
            guard let component = tree.componentOfFile[file.path] else { continue }
            declared[component] += file.declarations.filter { $0.scope.isSurface }
        }
        var indexOfComponent: [String: Int] = [:]
        for (index, component) in tree.components.enumerated() { indexOfComponent[component.name] = index }

        // Per component: uses of each declaration (by index into `declared`), by user component.
        var uses = Array(repeating: [Int: [String: Int]](), count: tree.components.count)
        var byPlace = Array(repeating: [Place: Int](), count: tree.components.count)
        var byName = Array(repeating: [String: Int](), count: tree.components.count)
        for (component, declarations) in declared.enumerated() {
            for (index, declaration) in declarations.enumerated() {
                let place = Place(path: declaration.location.path, line: declaration.location.line, column: declaration.location.column)
                if byPlace[component][place] == nil { byPlace[component][place] = index }
                for name in [declaration.name, declaration.swiftName, declaration.objcName].compactMap({ $0 })
                where byName[component][name] == nil {
                    byName[component][name] = index
                }
            }
        }
        for edge in edges {
            guard let to = indexOfComponent[edge.to], edge.from != edge.to else { continue }
            for evidence in edge.evidence where evidence.kind != .import {
                var index: Int?
                if let target = evidence.target {
                    index = byPlace[to][Place(path: target.path, line: target.line, column: target.column)]
                }
                guard let found = index ?? byName[to][evidence.symbol] else { continue }
                uses[to][found, default: [:]][edge.from, default: 0] += 1
            }
        }

        return tree.components.enumerated().map { component, info in
            var used: [UsedDeclaration] = []
            var unused: [SurfaceDeclaration] = []
            for (index, declaration) in declared[component].enumerated() {
                if let users = uses[component][index] {
                    used.append(
                        UsedDeclaration(
                            name: declaration.name, kind: declaration.kind.rawValue, location: declaration.location,
                            usedBy: users.keys.sorted(), references: users.values.reduce(0, +)))
                } else {
                    unused.append(
                        SurfaceDeclaration(name: declaration.name, kind: declaration.kind.rawValue, location: declaration.location))
                }
            }
            used.sort {
                ($1.usedBy.count, $1.references, $0.name, $0.location) < ($0.usedBy.count, $0.references, $1.name, $1.location)
            }
            unused.sort { ($0.name, $0.location) < ($1.name, $1.location) }
            return ComponentSurface(component: info.name, used: used, unused: unused)
        }
    }
}

/// Per component, index-aligned with `SourceTree.components`.
public enum SurfaceKey: ArtifactKey {
    public typealias Value = [ComponentSurface]
    public static let name = "surface"
}
