import CouplingModel

/// Turns names into component references. A component's own declaration wins; otherwise only
/// candidates the file can see count (Swift: the modules it imports, following `@_exported`
/// re-exports; C family: headers reachable from its `#import`s, prefix headers, `@import`,
/// `-Swift.h`); several visible candidates make the reference ambiguous, recorded and never an
/// edge. In `global` Swift visibility (one app target whose folders never import each other)
/// every component is visible to Swift, so a name declared by exactly one other component resolves.
public struct ResolveReferencesPass: Pass {
    public static let id = "resolve-references"
    public static let summary = "resolve every use and import to the component that declares it, or record it as ambiguous"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self),
        ArtifactID(CFamilyFactsKey.self), ArtifactID(ModuleMapKey.self),
    ]
    public static let produces = [ArtifactID(ResolutionKey.self)]

    public struct Options: PassOptions {
        /// A C-family name that exactly one component declares but that the file's includes do not
        /// reach: an edge when true, an ambiguous reference (the default) when false.
        public var trustUniqueCNames = false
        public init() {}
        enum CodingKeys: String, CodingKey { case trustUniqueCNames = "trust_unique_c_names" }
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            trustUniqueCNames = try container.decodeIfPresent(Bool.self, forKey: .trustUniqueCNames) ?? false
        }
    }

    let options: Options
    public init(options: Options) { self.options = options }

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let swiftFacts = try context[SwiftFactsKey.self]
        let cFacts = try context[CFamilyFactsKey.self]
        let modules = try context[ModuleMapKey.self]
        var resolver = Resolver(
            tree: tree, swiftFacts: swiftFacts, cFacts: cFacts.files, modules: modules,
            visibility: settings.configuration.swiftVisibility, trustUniqueCNames: options.trustUniqueCNames,
            cFamilyFrontend: cFacts.extractor)
        let resolution = resolver.run()
        context.diagnose(resolver.diagnostics)
        try context.produce(ResolutionKey.self, resolution)
    }
}

/// The work of `ResolveReferencesPass`, one file at a time, in path order.
struct Resolver {
    let tree: SourceTree
    let swiftFacts: [FileFacts]
    let cFacts: [FileFacts]
    let modules: ModuleMap
    let trustUniqueCNames: Bool
    let componentByPath: [String: Int]
    let index: SymbolIndex
    let headers: HeaderResolver
    let swiftMode: ResolutionInfo.Mode
    let info: ResolutionInfo

    var references: [ResolvedReference] = []
    var ambiguous: [AmbiguousReference] = []
    /// Index into `ambiguous` of the entry for (from, symbol, candidates, reason).
    private var ambiguousIndex: [AmbiguityKey: Int] = [:]
    /// References made ambiguous, all entries together.
    private(set) var ambiguousCount = 0
    var diagnostics: [Diagnostic] = []
    var examined = 0
    /// Resolved includes of each C-family file (header paths), for reachability.
    private var includeGraph: [String: [String]] = [:]
    /// Components each header reaches through its includes (memo of `reach(of:)`).
    private var reachByHeader: [String: Set<Int>] = [:]

    init(
        tree: SourceTree, swiftFacts: [FileFacts], cFacts: [FileFacts], modules: ModuleMap, visibility: SwiftVisibility,
        trustUniqueCNames: Bool, cFamilyFrontend: String
    ) {
        self.tree = tree
        self.swiftFacts = swiftFacts
        self.cFacts = cFacts
        self.modules = modules
        self.trustUniqueCNames = trustUniqueCNames
        var byPath: [String: Int] = [:]
        for file in tree.files { if let component = file.component { byPath[file.path] = component } }
        componentByPath = byPath
        index = SymbolIndex(swiftFacts: swiftFacts, cFamilyFacts: cFacts) { byPath[$0] }
        headers = HeaderResolver(
            headers: tree.files.filter { $0.language == .header }.map(\.path), modules: modules,
            componentOf: { byPath[$0] })

        // Swift visibility: `imports` as soon as one Swift file imports another in-tree module.
        let importing = swiftFacts.filter { facts in
            guard let own = byPath[facts.path] else { return false }
            return facts.imports.contains { modules.components(ofModule: $0.name).contains { $0 != own } }
        }.count
        switch visibility {
        case .imports:
            swiftMode = .imports
            info = ResolutionInfo(swiftVisibility: .imports, reason: "configured", cFamilyFrontend: cFamilyFrontend)
        case .global:
            swiftMode = .global
            info = ResolutionInfo(swiftVisibility: .global, reason: "configured", cFamilyFrontend: cFamilyFrontend)
        case .auto:
            swiftMode = importing > 0 ? .imports : .global
            let reason =
                importing > 0
                ? "\(importing) Swift file(s) import other in-tree modules, so each Swift file sees only what it imports"
                : "no Swift file imports another in-tree module (one app target), so every component is visible to Swift"
            info = ResolutionInfo(swiftVisibility: swiftMode, reason: reason, cFamilyFrontend: cFamilyFrontend)
        }
    }

    mutating func run() -> Resolution {
        let outcomes = resolveIncludes()
        let prefixComponents = reachableComponents(
            from: tree.files.filter { $0.path.hasSuffix(".pch") }.map(\.path), outcomes: outcomes)
        let bridgingComponents = reachableComponents(
            from: tree.files.filter { $0.path.hasSuffix("-Bridging-Header.h") }.map(\.path), outcomes: outcomes)

        let exports = exportedModules()
        for facts in swiftFacts {
            guard let own = componentByPath[facts.path] else { continue }
            resolveSwift(facts, own: own, exports: exports, bridging: bridgingComponents)
        }
        for facts in cFacts {
            guard let own = componentByPath[facts.path] else { continue }
            resolveCFamily(facts, own: own, outcomes: outcomes[facts.path] ?? [], prefix: prefixComponents)
        }
        // `references` stay in file order (deterministic); `component-graph` groups and sorts them per edge.
        for index in ambiguous.indices {
            ambiguous[index].locations.sort()
            ambiguous[index].location = ambiguous[index].locations[0]
        }
        ambiguous.sort { ($0.location, $0.symbol, $0.reason.rawValue) < ($1.location, $1.symbol, $1.reason.rawValue) }
        return Resolution(
            references: references, ambiguous: ambiguous, ambiguousCount: ambiguousCount, info: info, examined: examined)
    }

    // MARK: Swift

    /// Component → modules its files re-export with `@_exported import`.
    private func exportedModules() -> [Int: Set<String>] {
        var exports: [Int: Set<String>] = [:]
        for facts in swiftFacts {
            guard let own = componentByPath[facts.path] else { continue }
            for item in facts.imports where item.kind == .swiftExportedModule {
                exports[own, default: []].insert(item.name)
            }
        }
        return exports
    }

    private mutating func resolveSwift(_ facts: FileFacts, own: Int, exports: [Int: Set<String>], bridging: Set<Int>) {
        var visible: Set<Int> = [own]
        visible.formUnion(bridging)
        var pending = facts.imports.map(\.name)
        var seenModules: Set<String> = []
        while let module = pending.popLast() {
            guard seenModules.insert(module).inserted else { continue }
            for component in modules.components(ofModule: module) where visible.insert(component).inserted {
                pending.append(contentsOf: exports[component] ?? [])
            }
        }
        for item in facts.imports {
            let targets = modules.components(ofModule: item.name)
            if targets.contains(own) || targets.isEmpty { continue }
            if targets.count == 1 {
                add(own, targets[0], Evidence(location: item.location, symbol: item.name, kind: .import))
            } else {
                record(own, item.name, item.location, targets, .severalCandidates)
            }
        }
        for reference in facts.references {
            examined += 1
            if let qualifier = reference.qualifier {
                let moduleComponents = modules.components(ofModule: qualifier)
                if moduleComponents.isEmpty || moduleComponents.contains(own) { continue }
                let candidates = (index.swift[reference.name] ?? []).filter { moduleComponents.contains($0.component) }
                decide(reference, own: own, candidates: candidates, visible: candidates, dropInvisible: true)
                continue
            }
            let candidates = index.swift[reference.name] ?? []
            if candidates.isEmpty || candidates.contains(where: { $0.component == own }) { continue }
            let seen = swiftMode == .global ? candidates : candidates.filter { visible.contains($0.component) }
            decide(reference, own: own, candidates: candidates, visible: seen, dropInvisible: true)
        }
    }

    // MARK: C family

    private mutating func resolveIncludes() -> [String: [(Import, HeaderResolver.Outcome)]] {
        var outcomes: [String: [(Import, HeaderResolver.Outcome)]] = [:]
        var missing: [String: (count: Int, first: SourceLocation)] = [:]
        for facts in cFacts {
            var list: [(Import, HeaderResolver.Outcome)] = []
            for item in facts.imports {
                let outcome = headers.resolve(item, from: facts.path)
                list.append((item, outcome))
                if case .header(let path) = outcome { includeGraph[facts.path, default: []].append(path) }
                if outcome == .external, item.kind == .quotedInclude {
                    let seen = missing[item.name]
                    missing[item.name] = ((seen?.count ?? 0) + 1, seen?.first ?? item.location)
                }
            }
            outcomes[facts.path] = list
        }
        // One note per header name, not per include: generated headers and other projects' headers
        // are common, and a list of thousands would hide the rest.
        for (name, seen) in missing {
            diagnostics.append(
                Diagnostic(
                    .note, code: "unresolved-include",
                    "\"\(name)\" is included \(seen.count) time\(seen.count == 1 ? "" : "s") but is not in the tree (generated, or from another project)",
                    path: seen.first.path, line: seen.first.line))
        }
        return outcomes
    }

    /// Components of every header reachable from `files` through resolved includes, and of the
    /// modules those headers import.
    private func reachableComponents(from files: [String], outcomes: [String: [(Import, HeaderResolver.Outcome)]])
        -> Set<Int>
    {
        var components: Set<Int> = []
        var seen: Set<String> = []
        var pending = files
        while let path = pending.popLast() {
            guard seen.insert(path).inserted else { continue }
            if let component = componentByPath[path] { components.insert(component) }
            for (_, outcome) in outcomes[path] ?? [] {
                switch outcome {
                case .header(let header): pending.append(header)
                case .module(let list): components.formUnion(list)
                default: break
                }
            }
        }
        return components
    }

    private mutating func resolveCFamily(
        _ facts: FileFacts, own: Int, outcomes: [(Import, HeaderResolver.Outcome)], prefix: Set<Int>
    ) {
        var headerVisible = prefix
        headerVisible.insert(own)
        var swiftVisible: Set<Int> = [own]
        var allSwiftVisible = false
        for (item, outcome) in outcomes {
            switch outcome {
            case .header(let path):
                // (What this header includes in turn is added below, transitively.)
                if let target = componentByPath[path] { headerVisible.insert(target) }
                if let target = componentByPath[path], target != own {
                    add(
                        own, target,
                        Evidence(
                            location: item.location, symbol: item.name, kind: .import,
                            target: SourceLocation(path: path, line: 1, column: 1)))
                }
            case .module(let components):
                headerVisible.formUnion(components)
                swiftVisible.formUnion(components)
                for target in components where target != own && components.count == 1 {
                    add(own, target, Evidence(location: item.location, symbol: item.name, kind: .import))
                }
                if components.count > 1 { record(own, item.name, item.location, components, .severalCandidates) }
            case .swiftHeader(let components):
                // In one app target (global visibility) `App-Swift.h` is the whole target's Swift, even
                // when a folder happens to share the target's name.
                if components.isEmpty || swiftMode == .global {
                    allSwiftVisible = true
                    continue
                }
                swiftVisible.formUnion(components)
                for target in components where target != own && components.count == 1 {
                    add(own, target, Evidence(location: item.location, symbol: item.name, kind: .import))
                }
            case .ambiguous(let paths):
                let owners = Array(Set(paths.compactMap { componentByPath[$0] })).sorted()
                if owners == [own] { continue }
                record(own, item.name, item.location, owners, .severalHeaders)
            case .external:
                continue
            }
        }
        // Transitive reach through the include graph of every header this file reaches.
        headerVisible.formUnion(transitiveHeaderComponents(of: facts.path))

        // `@class X;` names the one class X of the tree, if only one component declares it.
        let forwarded = Set(facts.references.filter { $0.kind == .forwardDeclaration }.map(\.name))
        for reference in facts.references {
            examined += 1
            let candidates = index.cFamily[reference.name] ?? []
            if candidates.isEmpty || candidates.contains(where: { $0.component == own }) { continue }
            let seen = candidates.filter { candidate in
                candidate.isSwift
                    ? (allSwiftVisible || swiftVisible.contains(candidate.component))
                    : headerVisible.contains(candidate.component)
            }
            let unique = candidates.count == 1 && (trustUniqueCNames || forwarded.contains(reference.name))
            let trusted = seen.isEmpty && unique ? candidates : seen
            decide(reference, own: own, candidates: candidates, visible: trusted, dropInvisible: false)
        }
    }

    /// Components of every header a file reaches through its includes, transitively. Each header's
    /// reach is computed once and reused by every file that includes it.
    private mutating func transitiveHeaderComponents(of path: String) -> Set<Int> {
        var components: Set<Int> = []
        for header in includeGraph[path] ?? [] {
            if let component = componentByPath[header] { components.insert(component) }
            components.formUnion(reach(of: header))
        }
        return components
    }

    private mutating func reach(of header: String) -> Set<Int> {
        if let known = reachByHeader[header] { return known }
        var components: Set<Int> = []
        var seen: Set<String> = [header]
        var pending = includeGraph[header] ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if let component = componentByPath[next] { components.insert(component) }
            if let known = reachByHeader[next] {
                components.formUnion(known)
                continue
            }
            pending.append(contentsOf: includeGraph[next] ?? [])
        }
        reachByHeader[header] = components
        return components
    }

    // MARK: Shared

    /// One visible candidate: an edge. Several: ambiguous. None: ambiguous (C family: the name is
    /// declared elsewhere but not reachable) or dropped (Swift with imports: it cannot be that).
    private mutating func decide(
        _ reference: Reference, own: Int, candidates: [SymbolIndex.Candidate], visible: [SymbolIndex.Candidate],
        dropInvisible: Bool
    ) {
        if visible.count == 1 {
            let target = visible[0]
            let kind: EvidenceKind =
                switch reference.kind {
                case .symbol, .forwardDeclaration: .symbol
                case .extension: .extension
                case .category: .category
                }
            add(own, target.component, Evidence(location: reference.location, symbol: reference.name, kind: kind, target: target.location))
        } else if visible.count > 1 {
            record(own, reference.name, reference.location, visible.map(\.component), .severalCandidates)
        } else if !dropInvisible, !candidates.isEmpty {
            record(own, reference.name, reference.location, candidates.map(\.component), .notVisible)
        }
    }

    private mutating func add(_ from: Int, _ to: Int, _ evidence: Evidence) {
        references.append(ResolvedReference(from: from, to: to, evidence: evidence))
    }

    private mutating func record(
        _ from: Int, _ symbol: String, _ location: SourceLocation, _ candidates: [Int], _ reason: AmbiguousReference.Reason
    ) {
        ambiguousCount += 1
        let sortedCandidates = candidates.sorted()
        let key = AmbiguityKey(from: from, symbol: symbol, candidates: sortedCandidates, reason: reason)
        if let index = ambiguousIndex[key] {
            ambiguous[index].count += 1
            // Files come in path order and references in source order, so the first ones seen are
            // the first ones; keep the list bounded.
            if ambiguous[index].locations.count < AmbiguousReference.locationLimit {
                ambiguous[index].locations.append(location)
            }
            return
        }
        ambiguousIndex[key] = ambiguous.count
        ambiguous.append(
            AmbiguousReference(
                from: tree.components[from].name, symbol: symbol, location: location,
                candidates: sortedCandidates.map { tree.components[$0].name }.sorted(), reason: reason))
    }

    struct AmbiguityKey: Hashable {
        var from: Int
        var symbol: String
        var candidates: [Int]
        var reason: AmbiguousReference.Reason
    }
}
