import CouplingModel

extension Resolver {
    /// A Swift file sees, in this order: its own file-scope declarations, its component's and the
    /// names of its component's type members (own);
    /// the Swift declarations of its own target, which shadow imported ones (Swift's rule); then the
    /// modules it imports (following `@_exported`), and Objective-C/C through its target's bridging
    /// header. C++-only names are never Swift's. A name no visible declaration has is the SDK's when
    /// the SDK declares it, and not visible otherwise.
    func resolveSwift(_ facts: FileFacts, references: [Reference]) -> FileResolution {
        guard let own = componentByPath[facts.path] else { return FileResolution() }
        var result = FileResolution(from: own)
        let targets = build.targets(ofFile: facts.path, component: own)
        // (An import only other platforms compile is an edge, but shows nothing to this code.)
        let seenImports = facts.imports.filter { !$0.isOtherPlatformsOnly }
        let imported = importedComponents(seenImports)
        for item in facts.imports {
            let modules = self.modules.components(ofModule: item.name)
            if modules.contains(own) || modules.isEmpty { continue }
            if modules.count == 1 {
                result.add(own, modules[0], Evidence(location: item.location, symbol: item.name, kind: .import))
            } else {
                result.record(item.name, item.location, modules, .severalModules)
            }
        }
        let fileScope = Self.fileScopeNames(facts)
        var sdkSeen: Set<Int>?
        result.tally.examined = references.count
        // (Through a buffer: a reference is looked at in place, not copied, unless it resolves.)
        references.withUnsafeBufferPointer { references in
            for index in references.indices {
                if let fileScope, references[index].qualifier == nil, fileScope.contains(references[index].name) {
                    result.tally.own += 1
                    continue
                }
                guard let all = self.index.swift[references[index].name] else { continue }
                let reference = references[index]
                if let qualifier = reference.qualifier {
                    // `M.Name`: a use of Name only when M is a module of the tree; otherwise a member.
                    let module = modules.components(ofModule: qualifier)
                    if module.isEmpty { continue }
                    if all.contains(where: { $0.component == own && module.contains(own) }) {
                        result.tally.own += 1
                        continue
                    }
                    let declared = all.filter { module.contains($0.component) && !$0.isCPlusPlus && !$0.isSystemName }
                    result.decide(reference, candidates: all, visible: declared)
                    continue
                }
                // The component's own declaration, or a member of one of its types (an unqualified
                // use inside the component may mean it: precision first).
                if all.contains(where: { $0.component == own }) || memberNames[own].contains(reference.name) {
                    result.tally.own += 1
                    continue
                }
                // Whether a module the file imports, or the standard library, declares the name too.
                func sdkDeclares() -> Bool {
                    if sdkSeen == nil { sdkSeen = SwiftSDKNames.shared.modulesSeen(importing: seenImports.map(\.name)) }
                    return SwiftSDKNames.shared.declares(reference.name, in: sdkSeen ?? [])
                }
                let visible = targets.map { visibleToSwift(all, target: $0, imported: imported, sdkDeclares: sdkDeclares) }
                // What the SDK declares matters only when no in-tree declaration is seen.
                let sdkName = visible.allSatisfy(\.isEmpty) && (all.contains(where: \.isSystemName) || sdkDeclares())
                if visible.count == 1 {
                    result.decide(reference, candidates: all, visible: visible[0], sdkName: sdkName)
                } else {
                    result.decideInTargets(reference, candidates: all, visible: visible, sdkName: sdkName)
                }
            }
        }
        return result
    }

    /// The candidates a Swift file of `target` sees: its target's own Swift declarations when there
    /// are any (they shadow imported ones and the SDK's), else those of the imported modules and of
    /// the headers its bridging header reaches. In an inferred app target, whose folders may not be
    /// one module after all, its own declarations shadow nothing: they lose to a name of an SDK
    /// module the file imports, and a collision with an imported module stays ambiguous.
    private func visibleToSwift(
        _ all: [SymbolIndex.Candidate], target: Int, imported: Set<Int>, sdkDeclares: () -> Bool
    ) -> [SymbolIndex.Candidate] {
        let members = targetComponents[target]
        var ownModule = all.filter { $0.isSwift && !$0.isSystemName && members.contains($0.component) }
        let guessed = build.targets[target].isInferredApp
        if !guessed && !ownModule.isEmpty { return ownModule }
        let bridging = target < reach.bridging.count ? reach.bridging[target] : []
        let seen = all.filter { candidate in
            !candidate.isCPlusPlus && !candidate.isSystemName
                && (imported.contains(candidate.component) || (!candidate.isSwift && bridging.contains(candidate.component)))
        }
        if !ownModule.isEmpty && sdkDeclares() { ownModule = [] }
        if ownModule.isEmpty { return seen }
        return ownModule + seen.filter { candidate in !ownModule.contains { $0.component == candidate.component } }
    }

    /// Components of the modules `imports` name, and of the modules those re-export.
    private func importedComponents(_ imports: [Import]) -> Set<Int> {
        var visible: Set<Int> = []
        var pending = imports.map(\.name)
        var seen: Set<String> = []
        while let module = pending.popLast() {
            guard seen.insert(module).inserted else { continue }
            for component in modules.components(ofModule: module) where visible.insert(component).inserted {
                pending.append(contentsOf: exports[component] ?? [])
            }
        }
        return visible
    }
}

extension FileResolution {
    /// A file compiled into several targets (a folder two apps share) is resolved in each: a
    /// reference that every target that sees it resolves to one declaration is an edge to each of
    /// them; several in one target make it ambiguous; none anywhere, not visible (or the SDK's).
    mutating func decideInTargets(
        _ reference: Reference, candidates: [SymbolIndex.Candidate], visible: [[SymbolIndex.Candidate]], sdkName: Bool
    ) {
        if let several = visible.first(where: { $0.count > 1 }) {
            decide(reference, candidates: candidates, visible: several)
            return
        }
        var found: [SymbolIndex.Candidate] = []
        for list in visible {
            if let one = list.first, !found.contains(where: { $0.component == one.component }) { found.append(one) }
        }
        if found.isEmpty {
            decide(reference, candidates: candidates, visible: [], sdkName: sdkName)
        } else {
            edge(reference, to: found.sorted { $0.component < $1.component })
        }
    }
}
