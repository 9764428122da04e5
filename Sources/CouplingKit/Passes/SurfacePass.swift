import CouplingModel

/// Each component's surface: its surface declarations, which of them other components name (by
/// how many components and references), and which none names.
public struct SurfacePass: Pass {
    public static let id = "surface"
    public static let summary = "list each component's declarations that other components use, and those none uses"
    public static let requires = [
        ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self), ArtifactID(CFamilyFactsKey.self),
        ArtifactID(BuildModelKey.self), ArtifactID(ComponentGraphKey.self),
    ]
    public static let produces = [ArtifactID(SurfaceKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let tree = try context[SourceTreeKey.self]
        let lists = [try context[SwiftFactsKey.self], try context[CFamilyFactsKey.self].files]
        let graph = try context[ComponentGraphKey.self]
        let notCompiled = Set(try context[BuildModelKey.self].filesNotCompiled)
        try context.produce(SurfaceKey.self, Self.surfaces(tree: tree, lists: lists, notCompiled: notCompiled, graph: graph))
    }

    /// (`notCompiled`: files no target compiles; what they declare is nobody's, in no surface.)
    static func surfaces(tree: SourceTree, lists: [ExtractedFacts], notCompiled: Set<String>, graph: ComponentGraph) -> [ComponentSurface] {
        let count = tree.components.count
        // (Counted first, so that each component's list is allocated once: growing it copied every
        // declaration again.)
        var sizes = Array(repeating: 0, count: count)
        var components = [[Int?]]()
        for list in lists {
            components.append(
                list.files.indices.map { index in
                    let path = list.files[index].facts.path
                    return notCompiled.isEmpty || !notCompiled.contains(path) ? tree.componentOfFile[path] : nil
                })
            for index in list.files.indices {
                guard let component = components[components.count - 1][index] else { continue }
                sizes[component] += list.files[index].facts.declarations.count
            }
        }
        var declared = sizes.map { size in
            var list = [Declaration]()
            list.reserveCapacity(size)
            return list
        }
        for (list, owners) in zip(lists, components) {
            for index in list.files.indices {  // (by index: no file is copied whole)
                guard let component = owners[index] else { continue }
                let declarations = list.files[index].facts.declarations
                for index in declarations.indices where declarations[index].scope.isSurface {
                    declared[component].append(declarations[index])
                }
            }
        }
        // Members that extensions add (`extension NSTableView { static let noRowSelectedIndex … }`):
        // listed as used, `NSTableView.noRowSelectedIndex`, when another component's evidence names
        // one, never as unused (a reader does not say which members are private). Found from the
        // evidence, on first use, after the surface declarations (from `surfaceCount` on).
        let surfaceCount = declared.map(\.count)
        struct MemberKey: Hashable {
            let path: String
            let place: Int
        }
        var members: [MemberKey: Int] = [:]
        var fileOfPath: [String: (list: Int, file: Int)]?
        func member(at target: SourceLocation, of component: Int) -> Int? {
            let key = MemberKey(path: target.path, place: Self.place(target))
            if let known = members[key] { return known }
            if fileOfPath == nil {
                var map: [String: (list: Int, file: Int)] = [:]
                for (list, facts) in lists.enumerated() {
                    for file in facts.files.indices { map[facts.files[file].facts.path] = (list, file) }
                }
                fileOfPath = map
            }
            guard let (list, file) = fileOfPath?[target.path], components[list][file] == component else { return nil }
            let declarations = lists[list].files[file].facts.declarations
            guard let index = declarations.firstIndex(where: { $0.extendedType != nil && $0.location == target }),
                let type = declarations[index].extendedType
            else { return nil }
            var declaration = declarations[index]
            declaration.name = type + "." + declaration.name
            declared[component].append(declaration)
            members[key] = declared[component].count - 1
            return declared[component].count - 1
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
            for position in edge.evidence.indices where edge.evidence[position].kind != .import {
                // (By index: a piece of evidence is not copied, only the fields read.)
                var found: Int?
                if let target = edge.evidence[position].target {
                    var next = byPlace[to][Self.place(target)] ?? -1
                    while next >= 0, found == nil {
                        if declared[to][next].location.path == target.path { found = next }
                        next = samePlace[to][next]
                    }
                }
                // (`Color.brand`, an extension's member, by its place only: no surface declaration.)
                if found == nil, !edge.evidence[position].symbol.utf8.contains(UInt8(ascii: ".")) {
                    if byName[to] == nil { byName[to] = Self.names(of: declared[to][..<surfaceCount[to]]) }
                    found = byName[to]?[edge.evidence[position].symbol]
                } else if found == nil, let target = edge.evidence[position].target {
                    found = member(at: target, of: to)
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
            for index in declarations.indices {  // (by index: a declaration is not copied, only the fields read)
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
                            name: declarations[index].name, kind: declarations[index].kind.rawValue,
                            location: declarations[index].location, usedBy: users.sorted(), references: references))
                } else if index < surfaceCount[component] {
                    unused.append(index)
                }
            }
            used.sort {
                ($1.usedBy.count, $1.references, $0.name, $0.location) < ($0.usedBy.count, $0.references, $1.name, $1.location)
            }
            Self.sortByNameAndPlace(&unused, declarations)
            return ComponentSurface(
                component: info.name, used: used,
                unused: unused.map {
                    SurfaceDeclaration(name: declarations[$0].name, kind: declarations[$0].kind.rawValue, location: declarations[$0].location)
                })
        }
    }

    /// Sorts indices of `declarations` by (name, location). Most pairs of names differ in their first
    /// sixteen bytes: those are sorted as two integers (no closure, no string), and only runs that
    /// tie there are sorted by the whole name and place. A name that is not ASCII sorts all by name.
    static func sortByNameAndPlace(_ indices: inout [Int], _ declarations: [Declaration]) {
        func byNameAndPlace(_ a: Int, _ b: Int) -> Bool {
            (declarations[a].name, declarations[a].location) < (declarations[b].name, declarations[b].location)
        }
        var keyed: [Keyed] = []
        keyed.reserveCapacity(indices.count)
        for index in indices {
            guard let prefix = NamePrefix(declarations[index].name) else {
                indices.sort(by: byNameAndPlace)
                return
            }
            keyed.append(Keyed(high: prefix.high, low: prefix.low, index: index))
        }
        keyed.sort()
        var start = 0
        while start < keyed.count {
            var end = start + 1
            while end < keyed.count, keyed[end].high == keyed[start].high, keyed[end].low == keyed[start].low { end += 1 }
            for position in start..<end { indices[position] = keyed[position].index }
            if end - start > 1 { indices[start..<end].sort(by: byNameAndPlace) }
            start = end
        }
    }

    struct Keyed: Comparable {
        let high: UInt64
        let low: UInt64
        let index: Int

        static func < (a: Keyed, b: Keyed) -> Bool {
            a.high != b.high ? a.high < b.high : a.low != b.low ? a.low < b.low : a.index < b.index
        }
    }

    /// The first sixteen bytes of a name as two big-endian integers: two names whose prefixes differ
    /// are ordered as their prefixes are when these bytes are ASCII (compared byte by byte; a shorter
    /// name's zero padding sorts first). Nil for other names.
    struct NamePrefix: Comparable {
        let high: UInt64
        let low: UInt64

        init?(_ name: String) {
            // (The name's bytes read in place: this runs for every declaration of the tree.)
            guard let key = name.withUTF8Bytes(Self.key) else { return nil }
            (high, low) = key
        }

        private static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
            // Copied into two zeroed words at once, checked for non-ASCII bytes as words. (A NUL
            // in a name sorts as the padding does: a tie, which the caller breaks by the whole name.)
            var words: (UInt64, UInt64) = (0, 0)
            let length = min(bytes.count, 16)
            if length > 0 {
                withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<length]))) }
            }
            // The seventeenth byte is checked too: a combining mark after the sixteenth character
            // would change how Swift orders the strings.
            guard (words.0 | words.1) & 0x8080_8080_8080_8080 == 0, bytes.count <= 16 || bytes[16] < 0x80 else { return nil }
            return (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1))
        }

        static func < (a: NamePrefix, b: NamePrefix) -> Bool { (a.high, a.low) < (b.high, b.low) }
    }

    /// A declaration's line and column as one key.
    private static func place(_ location: SourceLocation) -> Int { location.line << 24 | location.column }

    /// The index of the first declaration of each name (its Swift and Objective-C names too), of the
    /// surface declarations only (an extension's member is found by its place).
    private static func names(of declarations: ArraySlice<Declaration>) -> [String: Int] {
        var byName: [String: Int] = [:]
        for (index, declaration) in zip(declarations.indices, declarations) {
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
