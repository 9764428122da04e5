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

    static func surfaces(tree: SourceTree, facts: [FileFacts], edges: [Edge]) -> [ComponentSurface] {
        let count = tree.components.count
        var declared = Array(repeating: [Declaration](), count: count)
        for file in facts {
            guard let component = tree.componentOfFile[file.path] else { continue }
            declared[component] += file.declarations.filter { $0.scope.isSurface }
        }
        var indexOfComponent: [String: Int] = [:]
        for (index, component) in tree.components.enumerated() { indexOfComponent[component.name] = index }

        // Per component: its declarations by place (evidence names one by its location, `target`),
        // keyed by line and column so that no path is hashed, the first declared at a place winning;
        // by name for evidence without a target, made on first need.
        var byPlace = Array(repeating: [Int: [(path: String, index: Int)]](), count: count)
        for (component, declarations) in declared.enumerated() {
            for (index, declaration) in declarations.enumerated() {
                let place = Self.place(declaration.location)
                if byPlace[component][place]?.contains(where: { $0.path == declaration.location.path }) != true {
                    byPlace[component][place, default: []].append((declaration.location.path, index))
                }
            }
        }
        var byName = [[String: Int]?](repeating: nil, count: count)
        // Per component: references to each declaration (by index into `declared`), by user component.
        var uses = Array(repeating: [Int: [Int: Int]](), count: count)
        for edge in edges {
            guard let to = indexOfComponent[edge.to], let from = indexOfComponent[edge.from], from != to else { continue }
            for evidence in edge.evidence where evidence.kind != .import {
                var found = evidence.target.flatMap { target in byPlace[to][Self.place(target)]?.first { $0.path == target.path }?.index }
                if found == nil {
                    if byName[to] == nil { byName[to] = Self.names(of: declared[to]) }
                    found = byName[to]?[evidence.symbol]
                }
                guard let found else { continue }
                uses[to][found, default: [:]][from, default: 0] += 1
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
                            usedBy: users.keys.map { tree.components[$0].name }.sorted(), references: users.values.reduce(0, +)))
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

    /// A declaration's line and column as one key.
    private static func place(_ location: SourceLocation) -> Int { location.line << 24 | location.column }

    /// The index of the first declaration of each name (its Swift and Objective-C names too).
    private static func names(of declarations: [Declaration]) -> [String: Int] {
        var byName: [String: Int] = [:]
        for (index, declaration) in declarations.enumerated() {
            for name in [declaration.name, declaration.swiftName, declaration.objcName].compactMap({ $0 }) where byName[name] == nil {
                byName[name] = index
            }
        }
        return byName
    }
}

/// Per component, index-aligned with `SourceTree.components`.
public enum SurfaceKey: ArtifactKey {
    public typealias Value = [ComponentSurface]
    public static let name = "surface"
}
