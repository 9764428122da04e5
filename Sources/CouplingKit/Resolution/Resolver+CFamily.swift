import CouplingModel

extension Resolver {
    /// A C-family file sees its own file-scope declarations and its component's (own), then the
    /// headers its includes reach (transitively), the prefix headers, the modules it `@import`s,
    /// and Swift through a generated `X-Swift.h` (target X's, or its own target's). C++-only names
    /// are seen by C++ and Objective-C++ code only, a namespace's members only qualified (`N::name`)
    /// or after a `using` directive or declaration.
    func resolveCFamily(_ facts: FileFacts, references: [Reference]) -> FileResolution {
        guard let own = componentByPath[facts.path] else { return FileResolution() }
        let ownComponent = own
        var result = FileResolution(from: own)
        // What the prefix headers of the file's targets reach, and where those headers are.
        var headerVisible: Set<Int> = [own]
        var prefixHeaderComponents: Set<Int> = []
        var outsidePrefixNames: Set<String> = []
        for target in build.targets(ofFile: facts.path, component: own) where target < reach.prefix.count {
            headerVisible.formUnion(reach.prefix[target])
            prefixHeaderComponents.formUnion(self.prefixHeaderComponents[target])
            if target < self.outsidePrefixNames.count { outsidePrefixNames.formUnion(self.outsidePrefixNames[target]) }
        }
        var swiftVisible: Set<Int> = [own]
        // Swift of the file's own targets (its `X-Swift.h`): of the files those targets compile.
        var ownTargetsSwift: Set<Int> = []
        var ownTargets: [Int] = []
        // What `X-Swift.h` shows: the generated header of the file's own target (or of one the tree
        // does not name) its own targets' Swift; another target's, that target's (returned).
        // The generated header imports its target's bridging header (an app's) or umbrella header (a
        // framework's) whenever its declarations use theirs: what those reach, the file sees too
        // (Element's `.m` files name `MXKAccountManager` through `GeneratedInterface-Swift.h`).
        func showBridging(of targets: [Int]) {
            for target in targets where target < reach.bridging.count { headerVisible.formUnion(reach.bridging[target]) }
        }
        func showSwift(ofHeader header: String) -> Set<Int>? {
            let own = build.targets(ofFile: facts.path, component: ownComponent)
            let named = build.targets(ofSwiftHeader: header)
            if named.isEmpty || named.contains(where: own.contains) {
                for target in own { ownTargetsSwift.formUnion(targetComponents[target]) }
                ownTargets = own
                showBridging(of: own)
                return nil
            }
            showBridging(of: named)
            let components = Set(named.flatMap { targetComponents[$0] })
            swiftVisible.formUnion(components)
            return components
        }
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
                // (Several: the module's home, if it has one; `<M/M.h>`, `@import M`: M precedes the slash.)
                // (A home outside the folders the file's own project builds the module from is not its.)
                let home = modules.homes[String(item.name.prefix { $0 != "/" })].flatMap { components.contains($0) ? $0 : nil }
                if let target = components.count == 1 ? components[0] : home {
                    if target != own, !components.contains(own) {
                        result.add(own, target, Evidence(location: item.location, symbol: item.name, kind: .import))
                    }
                } else {
                    result.record(item.name, item.location, components, .severalModules)
                }
            case .swiftHeader(let header):
                // Another target's is an import.
                guard let components = showSwift(ofHeader: header) else { continue }
                if components.count == 1, let target = components.first, target != ownComponent {
                    result.add(ownComponent, target, Evidence(location: item.location, symbol: item.name, kind: .import))
                }
            case .ambiguous(let paths):
                let owners = Array(Set(paths.compactMap { componentByPath[$0] })).sorted()
                // The file sees one of them: a name only one of them declares is that one's.
                headerVisible.formUnion(owners)
                if owners == [own] { continue }
                result.record(item.name, item.location, owners, .severalHeaders)
            case .external:
                continue
            }
        }
        // Transitive reach through the include graph of every header this file reaches, with the
        // modules and the Swift those headers import (`SentrySwift.h`'s `@import SentrySwift;`).
        if let reached = reachByFile[facts.path] {
            headerVisible.formUnion(reached.components)
            headerVisible.formUnion(reached.modules)
            swiftVisible.formUnion(reached.modules)
            for header in reached.swiftHeaders.sorted() { _ = showSwift(ofHeader: header) }
        }
        // `@class X;` / `@protocol X;` name the X the file's component knows: one whose header some
        // file of the component includes, or a Swift class of a generated header one includes
        // (Objective-C class names are one namespace per program).
        var forwarded: Set<String> = []
        references.withUnsafeBufferPointer { references in
            for index in references.indices where references[index].kind == .forwardDeclaration {
                forwarded.insert(references[index].name)
            }
        }
        let componentReach = own < reach.byComponent.count ? reach.byComponent[own] : []
        let componentSwiftReach = own < reach.swiftByComponent.count ? reach.swiftByComponent[own] : []
        let cPlusPlus = Self.seesCPlusPlus(facts)
        let objectiveC = Self.seesObjectiveC(facts)
        // `using namespace N;`, `using N::name;` or `namespace N {`: the file may name N's members
        // unqualified (through the file, wherever the directive stands).
        let usedNamespaces = cPlusPlus ? Set(facts.imports.lazy.filter { $0.kind == .usingNamespace }.map(\.name)) : []
        // (A namespace a macro opens has no name: any the file uses may be it.)
        func inUnusedNamespace(_ candidate: SymbolIndex.Candidate) -> Bool {
            candidate.isNamespaceMember && (candidate.namespace.map { !usedNamespaces.contains($0) } ?? usedNamespaces.isEmpty)
        }
        var fileScope = FileScope(facts)
        result.tally.examined = references.count
        // (Through a buffer: a reference is looked at in place, not copied, unless it resolves.)
        references.withUnsafeBufferPointer { references in
            for index in references.indices {
                guard var candidates = self.index.cFamily[references[index].name] else { continue }
                // (A name not followed by `(` is never a function-like macro: `id<MSACLog>`.)
                if references[index].kind != .call, candidates.contains(where: \.isMacro) {
                    candidates.removeAll(where: \.isMacro)
                    if candidates.isEmpty { continue }
                }
                // A name before `::` is a scope (a namespace, a class, an enum, an alias), never a function
                // or a variable: where the tree declares it as none, it is a namespace, no declaration
                // (TextMate's `find::none` was the function `ng::find`: 60 references on a real edge).
                if references[index].kind == .scope {
                    candidates.removeAll { !$0.isScope }
                    if candidates.isEmpty { continue }
                }
                // The component's own declaration, or the file's own macro or static function of a
                // name another component declares too (the cheap test first). `N::name` is no
                // Objective-C class of the file's (MMKV's wrapper `MMKV` and its core's `mmkv::MMKV`).
                if let qualifier = references[index].qualifier, !qualifier.isEmpty {
                    let named = candidates.filter { $0.isNamespaceMember && ($0.namespace ?? qualifier) == qualifier }
                    // `N::name` where N is no namespace of `name`'s declarations: a member of the class N
                    // (its reference to N counts) or of a scope the tree never declares. The component's own
                    // class N makes it its own (`rpc_server::Settings`); another component's class N, no
                    // top-level name (santa's `WatchItemPolicy::Process` was a third component's `Process`,
                    // not visible); a scope the tree does not declare, no name of the tree's, even where the
                    // component declares `name` elsewhere (santa's `google::protobuf::Message` was its own,
                    // for its `santa::Message`; Transmission's `Gtk::AboutDialog`).
                    if named.isEmpty {
                        // (Read in place: this runs for most qualified names of C++ code.)
                        let declared = self.index.cFamily[qualifier]
                        if declared?.contains(where: { $0.isScope && $0.component == own }) == true {
                            result.tally.own += 1
                            continue
                        }
                        // (A Swift type N may still be one: the Swift table holds the C names too.)
                        if declared?.contains(where: \.isScope) == true || self.index.swift[qualifier]?.contains(where: \.isSwift) != true {
                            continue
                        }
                    }
                    if (named.isEmpty ? candidates : named).contains(where: { $0.component == own }) {
                        result.tally.own += 1
                        continue
                    }
                } else if candidates.contains(where: { $0.component == own }) || fileScope.contains(references[index].name) {
                    result.tally.own += 1
                    continue
                }
                let reference = references[index]
                let forwardDeclared = !forwarded.isEmpty && forwarded.contains(reference.name)
                var seen = candidates.filter { candidate in
                    // (`N::name` is C++ wherever it is written: a header read by Objective-C++ only.)
                    // (Swift reaches the C family through a generated Objective-C header: C and C++ never see it.)
                    if candidate.isSystemName || (candidate.isCPlusPlus && !cPlusPlus && reference.qualifier == nil)
                        || ((candidate.isObjectiveC || candidate.isSwift) && !objectiveC)
                    {
                        return false
                    }
                    // `N::name` is a member of N, `::name` a global name; a bare name is a namespace's
                    // member only where the file uses or opens that namespace (else a local, a
                    // parameter, a class's own member).
                    if let qualifier = reference.qualifier {
                        if qualifier.isEmpty == candidate.isNamespaceMember {
                            // (`::name` after a file-scope `using ns::name;` or `using namespace ns;`: ns's.)
                            guard qualifier.isEmpty, let namespace = candidate.namespace,
                                usedNamespaces.contains(namespace + "::" + reference.name) || usedNamespaces.contains(namespace + "::")
                            else { return false }
                        }
                        if let namespace = candidate.namespace, !qualifier.isEmpty, namespace != qualifier { return false }
                    } else if inUnusedNamespace(candidate) {
                        return false
                    }
                    if candidate.isSwift {
                        return swiftVisible.contains(candidate.component)
                            || (ownTargetsSwift.contains(candidate.component) && ownTargets.contains(where: candidate.isCompiled))
                            || (forwardDeclared && componentSwiftReach.contains(candidate.component))
                    }
                    if candidate.isPrefixHeader { return prefixHeaderComponents.contains(candidate.component) }
                    return headerVisible.contains(candidate.component)
                        || (forwardDeclared && componentReach.contains(candidate.component))
                }
                // A bare name whose every candidate is a member of a namespace the file neither uses nor
                // opens names none of them (a class's own member, a local: Transmission's `Type type;` in a
                // struct beside another component's `icons::Type`): no name of the tree's, not a hidden one.
                if seen.isEmpty, reference.qualifier == nil, candidates.allSatisfy(inUnusedNamespace) { continue }
                // A function-like macro is expanded before the compiler sees any other declaration.
                if reference.kind == .call, seen.count > 1, seen.contains(where: \.isMacro) { seen.removeAll { !$0.isMacro } }
                // A name a prefix header outside every component gives the file's target: the build's
                // own, no component's; beside another visible one (another target's prefix header), which
                // one the file means depends on the target: ambiguous, never an edge.
                if !outsidePrefixNames.isEmpty, reference.qualifier == nil, outsidePrefixNames.contains(reference.name) {
                    if seen.isEmpty {
                        result.tally.own += 1
                    } else {
                        result.record(reference.name, reference.location, seen.map(\.component) + [own], .severalCandidates)
                    }
                    continue
                }
                let trusted =
                    seen.isEmpty && trustUniqueCNames && candidates.count == 1 && !candidates[0].isCPlusPlus
                        && !candidates[0].isSystemName && (objectiveC || !candidates[0].isObjectiveC) ? candidates : seen
                result.decide(
                    reference, candidates: candidates, visible: trusted,
                    sdkName: candidates.contains(where: { $0.isSystemName })
                        || (trusted.isEmpty && candidates.allSatisfy { HeaderResolver.sdkLibraryHeaders.contains(PathText.basename($0.location.path)) }))
            }
        }
        return result
    }

    /// C++ and Objective-C++ files, C++ headers (`.hpp`; a `.h` that declares C++ names itself or opens
    /// or uses a namespace) see C++ names; any file sees one it names qualified (`N::name`).
    /// C and C++ files never see an Objective-C class or protocol (a header is read as its includer
    /// reads it: maybe Objective-C).
    static func seesObjectiveC(_ facts: FileFacts) -> Bool {
        switch facts.language {
        case .objc, .objcpp, .header: true
        case .swift, .c, .cpp: false
        }
    }

    static func seesCPlusPlus(_ facts: FileFacts) -> Bool {
        switch facts.language {
        case .cpp, .objcpp: true
        case .header:
            // (`.hpp`, `.hh`, `.hxx` are C++ headers by name; a `.h` that opens or uses a namespace is one too.)
            [".hpp", ".hh", ".hxx"].contains { facts.path.hasSuffix($0) } || facts.declarations.contains { $0.scope.isCPlusPlus }
                || facts.imports.contains { $0.kind == .usingNamespace }
        case .swift, .objc, .c: false
        }
    }
}
