import CouplingModel

/// What resolving one file found: its edges' evidence in source order, the references it could not
/// decide, and how many references it examined.
struct FileResolution: Sendable {
    struct Undecided: Sendable {
        var symbol: String
        var location: SourceLocation
        var candidates: [Int]
        var reason: AmbiguousReference.Reason
    }
    var from = 0
    var references: [ResolvedReference] = []
    var undecided: [Undecided] = []
    var examined = 0
}

/// Resolution of one file against a context fixed beforehand (symbol index, include outcomes and
/// their transitive reach, re-exports, prefix and bridging headers), so that files can be resolved
/// in any order, in parallel, with the same result.
struct Resolver: Sendable {
    typealias IncludeOutcomes = [String: IncludeTable.Outcomes]

    let modules: ModuleMap
    let trustUniqueCNames: Bool
    let componentByPath: [String: Int]
    let index: SymbolIndex
    let swiftMode: ResolutionInfo.Mode
    /// Component → modules its files re-export with `@_exported import`.
    let exports: [Int: Set<String>]
    /// Components reachable from prefix headers (`.pch`), visible to every C-family file.
    let prefix: Set<Int>
    /// Components reachable from bridging headers, visible to every Swift file.
    let bridging: Set<Int>
    /// Each C-family file's includes and what they resolved to.
    let includes: IncludeOutcomes
    /// Components of every header a file reaches through its includes, by file.
    let reachByFile: [String: Set<Int>]

    /// Which Swift visibility applies, and why.
    static func info(
        tree: SourceTree, swiftFacts: [FileFacts], modules: ModuleMap, visibility: SwiftVisibility, cFamilyFrontend: String
    ) -> ResolutionInfo {
        switch visibility {
        case .imports:
            return ResolutionInfo(swiftVisibility: .imports, reason: "configured", cFamilyFrontend: cFamilyFrontend)
        case .global:
            return ResolutionInfo(swiftVisibility: .global, reason: "configured", cFamilyFrontend: cFamilyFrontend)
        case .auto:
            // `imports` as soon as one Swift file imports another in-tree module.
            var componentOf: [String: Int] = [:]
            for file in tree.files where file.language == .swift { componentOf[file.path] = file.component }
            let importing = swiftFacts.filter { facts in
                guard let own = componentOf[facts.path] else { return false }
                return facts.imports.contains { modules.components(ofModule: $0.name).contains { $0 != own } }
            }.count
            let reason =
                importing > 0
                ? "\(importing) Swift file(s) import other in-tree modules, so each Swift file sees only what it imports"
                : "no Swift file imports another in-tree module (one app target), so every component is visible to Swift"
            return ResolutionInfo(
                swiftVisibility: importing > 0 ? .imports : .global, reason: reason, cFamilyFrontend: cFamilyFrontend)
        }
    }

    /// Which files will be resolved: every file, or a few files that use only these names, in an
    /// environment whose prefix and bridging headers reach is known (from an earlier run).
    enum Scope {
        case all
        case some(cFamilyFiles: [String], names: Set<String>, reach: HeaderReach)
    }

    /// Components reachable from the prefix headers and from the bridging headers: they depend on
    /// every file's includes only (the environment), not on any file's declarations.
    struct HeaderReach: Sendable, Equatable {
        var prefix: Set<Int> = []
        var bridging: Set<Int> = []
    }

    var headerReach: HeaderReach { HeaderReach(prefix: prefix, bridging: bridging) }

    /// Everything files are resolved against, computed once, for the files of `scope` only; with
    /// scope `.all`, also the notes about includes that are not in the tree.
    static func prepare(
        tree: SourceTree, swiftFacts: [FileFacts], cFacts: [FileFacts], modules: ModuleMap, info: ResolutionInfo,
        trustUniqueCNames: Bool, scope: Scope
    ) async -> (resolver: Resolver, notes: [Diagnostic]) {
        var byPath: [String: Int] = [:]
        for file in tree.files { if let component = file.component { byPath[file.path] = component } }
        // The symbol index and the includes do not depend on each other: worked out side by side.
        let componentOf = byPath
        let names: Set<String>? = if case .some(_, let names, _) = scope { names } else { nil }
        async let index = SymbolIndex(swiftFacts: swiftFacts, cFamilyFacts: cFacts, only: names) { componentOf[$0] }

        var notes: [Diagnostic] = []
        var includes: IncludeOutcomes = [:]
        var reachByFile: [String: Set<Int>] = [:]
        var reach = HeaderReach()
        let cFiles: [String]
        switch scope {
        case .all: cFiles = cFacts.map(\.path)
        case .some(let files, _, let known):
            cFiles = files
            reach = known
        }
        // A few Swift files to resolve need no includes.
        if !cFiles.isEmpty {
            let headers = HeaderResolver(
                headers: tree.files.filter { $0.language == .header }.map(\.path), modules: modules,
                componentOf: { byPath[$0] })
            var table = IncludeTable(headers: headers, cFacts: cFacts, componentOf: byPath)
            for path in cFiles {
                includes[path] = table.outcomes(of: path)
                reachByFile[path] = table.components(includedBy: path)
            }
            if case .all = scope {
                notes = table.unresolvedIncludeNotes(cFacts)
                reach.prefix = table.reachableComponents(from: tree.files.filter { $0.path.hasSuffix(".pch") }.map(\.path))
                reach.bridging = table.reachableComponents(
                    from: tree.files.filter { $0.path.hasSuffix("-Bridging-Header.h") }.map(\.path))
            }
        }
        var exports: [Int: Set<String>] = [:]
        for facts in swiftFacts {
            guard let own = byPath[facts.path] else { continue }
            for item in facts.imports where item.kind == .swiftExportedModule {
                exports[own, default: []].insert(item.name)
            }
        }
        let resolver = Resolver(
            modules: modules, trustUniqueCNames: trustUniqueCNames, componentByPath: byPath, index: await index,
            swiftMode: info.swiftVisibility, exports: exports, prefix: reach.prefix, bridging: reach.bridging,
            includes: includes, reachByFile: reachByFile)
        return (resolver, notes)
    }

    // MARK: Swift

    func resolveSwift(_ facts: FileFacts, references: [Reference]) -> FileResolution {
        guard let own = componentByPath[facts.path] else { return FileResolution() }
        var result = FileResolution(from: own)
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
                result.add(own, targets[0], Evidence(location: item.location, symbol: item.name, kind: .import))
            } else {
                result.record(item.name, item.location, targets, .severalCandidates)
            }
        }
        result.examined = references.count
        // (Through a buffer: a reference is looked at in place, not copied, unless it resolves.)
        references.withUnsafeBufferPointer { references in
            for index in references.indices {
                guard let all = self.index.swift[references[index].name] else { continue }
                let reference = references[index]
                if let qualifier = reference.qualifier {
                    let moduleComponents = modules.components(ofModule: qualifier)
                    if moduleComponents.isEmpty || moduleComponents.contains(own) { continue }
                    let candidates = all.filter { moduleComponents.contains($0.component) }
                    result.decide(reference, own: own, candidates: candidates, visible: candidates, dropInvisible: true)
                    continue
                }
                if all.contains(where: { $0.component == own }) { continue }
                let seen = swiftMode == .global ? all : all.filter { visible.contains($0.component) }
                result.decide(reference, own: own, candidates: all, visible: seen, dropInvisible: true)
            }
        }
        return result
    }

    // MARK: C family

    func resolveCFamily(_ facts: FileFacts, references: [Reference]) -> FileResolution {
        guard let own = componentByPath[facts.path] else { return FileResolution() }
        var result = FileResolution(from: own)
        var headerVisible = prefix
        headerVisible.insert(own)
        var swiftVisible: Set<Int> = [own]
        var allSwiftVisible = false
        for (item, outcome) in includes[facts.path] ?? [] {
            switch outcome {
            case .header(let path):
                // (What this header includes in turn is added below, transitively.)
                guard let target = componentByPath[path] else { continue }
                headerVisible.insert(target)
                if target != own {
                    result.add(
                        own, target,
                        Evidence(
                            location: item.location, symbol: item.name, kind: .import,
                            target: SourceLocation(path: path, line: 1, column: 1)))
                }
            case .module(let components):
                headerVisible.formUnion(components)
                swiftVisible.formUnion(components)
                for target in components where target != own && components.count == 1 {
                    result.add(own, target, Evidence(location: item.location, symbol: item.name, kind: .import))
                }
                if components.count > 1 { result.record(item.name, item.location, components, .severalCandidates) }
            case .swiftHeader(let components):
                // In one app target (global visibility) `App-Swift.h` is the whole target's Swift, even
                // when a folder happens to share the target's name.
                if components.isEmpty || swiftMode == .global {
                    allSwiftVisible = true
                    continue
                }
                swiftVisible.formUnion(components)
                for target in components where target != own && components.count == 1 {
                    result.add(own, target, Evidence(location: item.location, symbol: item.name, kind: .import))
                }
            case .ambiguous(let paths):
                let owners = Array(Set(paths.compactMap { componentByPath[$0] })).sorted()
                if owners == [own] { continue }
                result.record(item.name, item.location, owners, .severalHeaders)
            case .external:
                continue
            }
        }
        // Transitive reach through the include graph of every header this file reaches.
        headerVisible.formUnion(reachByFile[facts.path] ?? [])

        // `@class X;` names the one class X of the tree, if only one component declares it.
        var forwarded: Set<String> = []
        result.examined = references.count
        references.withUnsafeBufferPointer { references in
            for index in references.indices where references[index].kind == .forwardDeclaration {
                forwarded.insert(references[index].name)
            }
        }
        // (Through a buffer: a reference is looked at in place, not copied, unless it resolves.)
        references.withUnsafeBufferPointer { references in
            for index in references.indices {
                guard let candidates = self.index.cFamily[references[index].name],
                    !candidates.contains(where: { $0.component == own })
                else { continue }
                let reference = references[index]
                let seen = candidates.filter { candidate in
                    candidate.isSwift
                        ? (allSwiftVisible || swiftVisible.contains(candidate.component))
                        : headerVisible.contains(candidate.component)
                }
                let unique = candidates.count == 1 && (trustUniqueCNames || forwarded.contains(reference.name))
                let trusted = seen.isEmpty && unique ? candidates : seen
                result.decide(reference, own: own, candidates: candidates, visible: trusted, dropInvisible: false)
            }
        }
        return result
    }
}

extension FileResolution {
    /// One visible candidate: an edge. Several: ambiguous. None: ambiguous (C family: the name is
    /// declared elsewhere but not reachable) or dropped (Swift with imports: it cannot be that).
    mutating func decide(
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
            record(reference.name, reference.location, visible.map(\.component), .severalCandidates)
        } else if !dropInvisible, !candidates.isEmpty {
            record(reference.name, reference.location, candidates.map(\.component), .notVisible)
        }
    }

    mutating func add(_ from: Int, _ to: Int, _ evidence: Evidence) {
        references.append(ResolvedReference(from: from, to: to, evidence: evidence))
    }

    mutating func record(_ symbol: String, _ location: SourceLocation, _ candidates: [Int], _ reason: AmbiguousReference.Reason) {
        undecided.append(Undecided(symbol: symbol, location: location, candidates: candidates.sorted(), reason: reason))
    }
}
