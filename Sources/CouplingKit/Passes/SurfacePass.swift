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
        let lists = [try context[SwiftFactsKey.self], try context[CFamilyFactsKey.self].files]
        let graph = try context[ComponentGraphKey.self]
        try context.produce(SurfaceKey.self, Self.surfaces(tree: tree, lists: lists, graph: graph))
    }

    static func surfaces(tree: SourceTree, lists: [ExtractedFacts], graph: ComponentGraph) -> [ComponentSurface] {
        let count = tree.components.count
        var declared = Array(repeating: [Declaration](), count: count)
        for list in lists {
            for index in list.files.indices {  // (by index: no file is copied whole)
                guard let component = tree.componentOfFile[list.files[index].facts.path] else { continue }
                let declarations = list.files[index].facts.declarations
                for index in declarations.indices where declarations[index].scope.isSurface {
                    declared[component].append(declarations[index])
                }
            }
        }
        // Per component: its declarations by place (evidence names one by its location, `target`),
        // keyed by line and column so that no path is hashed, declarations at the same place in other
        // files chained in declaration order (`samePlace`); by name for evidence without a target,
        // made on first need.
        var byPlace = Array(repeating: [Int: Int](), count: count)
        var samePlace = declared.map { Array(repeating: -1, count: $0.count) }
        for (component, declarations) in declared.enumerated() {
            byPlace[component].reserveCapacity(declarations.count)
            for index in declarations.indices.reversed() {
                if let next = byPlace[component].updateValue(index, forKey: Self.place(declarations[index].location)) {
                    samePlace[component][index] = next
                }
            }
        }
        var byName = [[String: Int]?](repeating: nil, count: count)
        // Per component: one entry per reference to one of its declarations, (declaration, user component)
        // packed in one integer so that sorting groups them.
        var uses = Array(repeating: [UInt64](), count: count)
        for (edge, pair) in zip(graph.edges, graph.endpoints) where pair.from != pair.to {
            let (from, to) = (pair.from, pair.to)
            for evidence in edge.evidence where evidence.kind != .import {
                var found: Int?
                if let target = evidence.target {
                    var next = byPlace[to][Self.place(target)] ?? -1
                    while next >= 0, found == nil {
                        if declared[to][next].location.path == target.path { found = next }
                        next = samePlace[to][next]
                    }
                }
                if found == nil {
                    if byName[to] == nil { byName[to] = Self.names(of: declared[to]) }
                    found = byName[to]?[evidence.symbol]
                }
                guard let found else { continue }
                uses[to].append(UInt64(found) << 32 | UInt64(from))
            }
        }

        return tree.components.enumerated().map { component, info in
            let declarations = declared[component]
            var used: [UsedDeclaration] = []
            var unused: [Int] = []
            let hits = uses[component].sorted()
            var position = 0
            for (index, declaration) in declarations.enumerated() {
                var users: [String] = []
                var references = 0
                var lastUser = -1
                while position < hits.count, hits[position] >> 32 == UInt64(index) {
                    let user = Int(hits[position] & 0xFFFF_FFFF)
                    if user != lastUser { users.append(tree.components[user].name) }
                    lastUser = user
                    references += 1
                    position += 1
                }
                if references > 0 {
                    used.append(
                        UsedDeclaration(
                            name: declaration.name, kind: declaration.kind.rawValue, location: declaration.location,
                            usedBy: users.sorted(), references: references))
                } else {
                    unused.append(index)
                }
            }
            used.sort {
                ($1.usedBy.count, $1.references, $0.name, $0.location) < ($0.usedBy.count, $0.references, $1.name, $1.location)
            }
            // By (name, location): indices are sorted, not the declarations, and most pairs of names
            // differ in their first sixteen bytes, compared as two integers.
            let prefixes = declarations.map { NamePrefix($0.name) }
            prefixes.withUnsafeBufferPointer { prefixes in
                declarations.withUnsafeBufferPointer { declarations in
                    unused.sort { a, b in
                        if let x = prefixes[a], let y = prefixes[b], x != y { return x < y }
                        return (declarations[a].name, declarations[a].location) < (declarations[b].name, declarations[b].location)
                    }
                }
            }
            return ComponentSurface(
                component: info.name, used: used,
                unused: unused.map {
                    SurfaceDeclaration(name: declarations[$0].name, kind: declarations[$0].kind.rawValue, location: declarations[$0].location)
                })
        }
    }

    /// The first sixteen bytes of a name as two big-endian integers: two names whose prefixes differ
    /// are ordered as their prefixes are when these bytes are ASCII (compared byte by byte; an
    /// identifier holds no NUL, so a shorter name's zero padding sorts first). Nil for other names.
    struct NamePrefix: Comparable {
        let high: UInt64
        let low: UInt64

        init?(_ name: String) {
            // (The name's bytes read in place: this runs for every declaration of the tree.)
            guard let key = name.withUTF8Bytes(Self.key) else { return nil }
            (high, low) = key
        }

        private static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
            var (high, low): (UInt64, UInt64) = (0, 0)
            // The seventeenth byte is checked too: a combining mark after the sixteenth character
            // would change how Swift orders the strings.
            for index in 0..<min(bytes.count, 17) {
                let byte = bytes[index]
                guard byte < 0x80, byte != 0 else { return nil }
                if index < 8 {
                    high |= UInt64(byte) << (56 - 8 * UInt64(index))
                } else if index < 16 {
                    low |= UInt64(byte) << (56 - 8 * UInt64(index - 8))
                }
            }
            return (high, low)
        }

        static func < (a: NamePrefix, b: NamePrefix) -> Bool { (a.high, a.low) < (b.high, b.low) }
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
