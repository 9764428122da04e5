import CouplingModel

extension Resolver {
    /// What a Swift file of one target sees, worked out once per file.
    struct SwiftView {
        let target: Int
        /// The target's components: their Swift declarations are the file's own module's (those of
        /// files the target compiles, when a project file splits a folder between targets).
        let members: Set<Int>
        /// Components whose Objective-C/C its bridging (or umbrella) header reaches.
        let bridging: Set<Int>
        /// The modules those headers import by name and those the target's files `@_exported
        /// import` (of an inferred app target, the file's own component's files), seen whole.
        let targetWideModules: ModuleSight
        /// The modules any file of the target imports (of an inferred app target, of the file's own
        /// component): their extensions' members are seen (Swift's member lookup).
        let memberModules: ModuleSight
        /// An inferred app target: its own declarations shadow nothing.
        let guessed: Bool
    }

    /// A Swift file sees, in this order: its own file-scope declarations, its component's and the
    /// names of its component's type members (own); the Swift declarations of its own target, which
    /// shadow imported ones (Swift's rule); then the modules it imports (following `@_exported`), and
    /// Objective-C/C through its target's bridging header. C++-only names are never Swift's. A name no
    /// visible declaration has is the SDK's when the SDK declares it, and not visible otherwise.
    func resolveSwift(_ facts: FileFacts, references: [Reference]) -> FileResolution {
        guard let own = componentByPath[facts.path] else { return FileResolution() }
        var result = FileResolution(from: own)
        let views = build.resolvingTargets(ofFile: facts.path, component: own).map { target in
            let guessed = build.targets[target].isInferredApp
            var wide = target < targetWideModules.count ? targetWideModules[target] : ModuleSight()
            var members = target < targetImports.count ? targetImports[target] : ModuleSight()
            if guessed {
                // (An inferred app target's folders: what the files of the same folder import.)
                if let exported = componentExports[own] { wide.formUnion(exported) }
                members = componentImports[own] ?? ModuleSight()
            }
            return SwiftView(
                target: target, members: targetComponents[target],
                bridging: target < reach.bridging.count ? reach.bridging[target] : [], targetWideModules: wide,
                memberModules: members, guessed: guessed)
        }
        // (An import only other platforms compile is an edge, but shows nothing to this code.)
        let seenImports = facts.imports.filter { !$0.isOtherPlatformsOnly }
        var imported = sight(ofModules: seenImports.map(\.name))
        for item in seenImports where item.isTestable { imported.testable.formUnion(modules.components(ofModule: item.name)) }
        for item in facts.imports {
            let modules = self.modules.components(ofModule: item.name)
            if modules.isEmpty || modules == [own] { continue }
            // (A module whose files are mostly another folder's is that folder's, even when this
            // folder gives it a file: the app's `import Shared` beside its `CarPlayConfig.swift` that
            // the Shared framework compiles.)
            if let imported = self.modules.importedComponent(ofModule: item.name) {
                if imported != own { result.add(own, imported, Evidence(location: item.location, symbol: item.name, kind: .import)) }
            } else {
                result.record(item.name, item.location, modules, .severalModules)
            }
        }
        var fileScope = FileScope(facts)
        // The SDK modules the file sees: the standard library's, which every file sees, and those it imports.
        var sdkSeen: (all: Set<UInt16>, imported: Set<UInt16>)?
        // Whether one of them declares the name of `all` (`imported`: one the file imports itself).
        func sdkDeclares(_ all: [SymbolIndex.Candidate], imported: Bool = false) -> Bool {
            guard let entries = all.first?.sdkEntries, !entries.isEmpty else { return false }
            if sdkSeen == nil {
                let seen = SwiftSDKNames.modulesSeen(importing: seenImports.map(\.name))
                sdkSeen = (seen, seen.subtracting(SwiftSDKNames.modulesSeen(importing: [])))
            }
            return SwiftSDKNames.declares(entries: entries, in: (imported ? sdkSeen?.imported : sdkSeen?.all) ?? [])
        }
        var typeContext = FileTypeContext(facts, own: own)
        let memberTypeSpans = sdkMemberTypeSpans(facts.typeSpans)
        result.tally.examined = references.count
        // (Through buffers: a reference is looked at in place, not copied, unless it resolves; a view,
        // six sets, is handed on in place, not copied and destroyed for each reference. The view of a
        // file one target compiles is bound once: one read from the buffer was copied for each call
        // that takes a closure, which might change what the buffer holds.)
        let onlyView = views.count == 1 ? views[0] : nil
        views.withUnsafeBufferPointer { views in references.withUnsafeBufferPointer { references in
            for index in references.indices {
                if references[index].kind == .member {
                    resolveMember(references[index], own: own, views: views, imported: imported, into: &result)
                    continue
                }
                // `T.name`, T a type (capitalized, by Swift's convention) that extensions in the tree add
                // `name` to and no module of the tree: that member (`Color.brand`), as a key path's is.
                // (`_RSA.Signing.PublicKey`: the nested type's name is the capitalized one.)
                if let qualifier = references[index].qualifier, case let type = Self.memberType(qualifier).type,
                    let first = type.utf8.first, first &- 65 < 26,
                    self.index.extensionMembers[type]?[references[index].name] != nil,
                    modules.components(ofModule: qualifier).isEmpty
                {
                    resolveMember(references[index], own: own, views: views, imported: imported, into: &result)
                    continue
                }
                guard var all = self.index.swift[references[index].name] else { continue }
                let reference = references[index]
                // `#line`, `#Preview`: a `#name` means a macro; with none of that name in the tree it is
                // the toolchain's or the SDK's (swift-nio's `func line` is no `#line`).
                if reference.kind == .macroExpansion, !all.contains(where: { $0.isMacro }) {
                    result.decide(reference, candidates: all, visible: [], sdkName: true)
                    continue
                }
                // Inside a type that conforms to an SDK protocol, the protocol's own type of the name
                // (`Configuration` in a `ButtonStyle`): the SDK's, never a top-level type of the tree.
                if !memberTypeSpans.isEmpty, reference.qualifier == nil, case let line = reference.location.line,
                    memberTypeSpans.contains(where: { $0.lines.contains(line) && $0.names.contains(reference.name) })
                {
                    result.record(reference.name, reference.location, Array(Set(all.map(\.component))).sorted(), .sdkShadowed)
                    continue
                }
                // Declarations only other platforms compile are not what this line names (an iOS-only
                // `Settings` view is not the macOS app's `Settings` scene): the SDK's name, or none.
                if all.contains(where: { $0.platforms != .all }) {
                    let here = facts.platformRegions.platforms(atLine: reference.location.line)
                    let compiled = all.filter { !$0.platforms.isDisjoint(with: here) }
                    if compiled.isEmpty {
                        result.decide(
                            reference, candidates: all, visible: [],
                            sdkName: all.contains(where: { $0.isSystemName }) || (all[0].isSDKName && sdkDeclares(all)))
                        continue
                    }
                    all = compiled
                }
                if let qualifier = reference.qualifier {
                    // `M.Name`: a use of Name only when M is a module of the tree; otherwise a member.
                    let module = modules.components(ofModule: qualifier)
                    if module.isEmpty { continue }
                    // Swift finds a type before a module: where module M declares a type named M
                    // (`Account.UserInfoKey`, class `Account` of module Account), or the file's own
                    // component or target does, `M.Name` is that type's member.
                    if let named = self.index.swift[qualifier],
                        named.contains(where: { candidate in
                            candidate.isSwift && !candidate.isFunction && !candidate.isMacro
                                && (module.contains(candidate.component) || candidate.component == own
                                    || views.contains { $0.members.contains(candidate.component) })
                        })
                    {
                        continue
                    }
                    if module.contains(own), all.contains(where: { $0.component == own }) {
                        result.tally.own += 1
                        continue
                    }
                    // (`Shared.Server`: what the module re-exports is named through it too.)
                    var named = Set(module)
                    for component in module {
                        for exported in exports[component] ?? [] { named.formUnion(modules.components(ofModule: exported)) }
                    }
                    // (Of the module's own folders, what its targets compile: `DuckDuckGo.Favorite` is not
                    // the widget's `Favorite` in a folder the app shares with it.)
                    let targets = build.targets(ofModule: qualifier)
                    let declared = all.filter { candidate in
                        named.contains(candidate.component) && !candidate.isCPlusPlus && !candidate.isSystemName
                            && (imported.showsAccess(of: candidate) || views.contains { $0.members.contains(candidate.component) })
                            && (targets.isEmpty || !module.contains(candidate.component) || targets.contains(where: candidate.isCompiled(by:)))
                    }
                    result.decide(reference, candidates: all, visible: declared)
                    continue
                }
                // The component's own declaration or the file's own `private` one. (A member of one of
                // the file's own types never gets here: the readers bind it, as any name below the top level.)
                if all.contains(where: { $0.component == own }) || fileScope.contains(reference.name) {
                    // (A target of the file that compiles none of the component's declarations of the
                    // name sees another's: Go Map's widget compiles `GpxTrackAttributes.swift` of the app's
                    // folder, and its `widgetStopGPS()` there is the widget's stub, not the app's function.)
                    if !fileScope.contains(reference.name), views.count > 1 {
                        let lacking = views.filter { view in !all.contains { $0.component == own && $0.isCompiled(by: view.target) } }
                        let seen = lacking.map { visible(all, in: $0, imported: imported) { sdkDeclares(all) }.filter { $0.component != own } }
                        if seen.contains(where: { !$0.isEmpty }) {
                            result.decideInTargets(reference, candidates: all, visible: seen, sdkName: false)
                            continue
                        }
                    }
                    result.tally.own += 1
                    continue
                }
                // (`#Preview` names a macro: a `Preview` view is never it.)
                let eligible = reference.kind == .macroExpansion ? all.filter { $0.isMacro } : all
                var inside = FileTypeContext.Inside.no
                // (`#name` names a macro, never a member.)
                if reference.kind != .macroExpansion, let owner = self.index.memberComponents[reference.name]?.first(where: { $0.component == own }) {
                    inside = typeContext.mayBeInside(
                        owner, name: reference.name, line: reference.location.line, references: references, index: self.index)
                }
                // Inside a type declaring the member, or inheriting it: the member (Swift looks in the
                // enclosing types and their superclasses before anything at the top level).
                if inside == .surely {
                    result.tally.own += 1
                    continue
                }
                if inside == .maybe {
                    // A member of a type another file of the component declares, in a file that may
                    // stand inside that type: the member there, elsewhere what the file sees. Which, the
                    // declarations do not say: ambiguous, never an edge, never unsaid.
                    let seen = views.flatMap { visible(eligible, in: $0, imported: imported) { sdkDeclares(all) } }
                    if seen.isEmpty {
                        result.tally.own += 1
                    } else {
                        result.record(reference.name, reference.location, Array(Set(seen.map(\.component) + [own])).sorted(), .severalCandidates)
                    }
                    continue
                }
                // A name both a module the file imports from the tree and an SDK module it imports
                // declare (`List` of its Models and SwiftUI's): which one a use means takes the types
                // (a call's initializer); ambiguous, never an edge. (Its own module's shadows the SDK's.)
                // In a file two targets compile (an app and its clip), in either. (Own: a declaration
                // its target compiles, not any of a folder the target takes files from: DuckDuckGo's
                // app compiles 14 files of `Core/`, not the `Link` class its framework does.)
                func clashesWithSDK(_ seen: [SymbolIndex.Candidate], in view: SwiftView) -> Bool {
                    !seen.isEmpty && all[0].isSDKName
                        && !seen.contains(where: { view.members.contains($0.component) && $0.isCompiled(by: view.target) })
                        && sdkDeclares(all, imported: true)
                }
                if let view = onlyView {
                    let seen = visible(eligible, in: view, imported: imported) { sdkDeclares(all) }
                    if clashesWithSDK(seen, in: view) {
                        result.record(reference.name, reference.location, Array(Set(seen.map(\.component))).sorted(), .severalCandidates)
                        continue
                    }
                    result.decide(
                        reference, candidates: all, visible: seen,
                        sdkName: seen.isEmpty && (all.contains(where: { $0.isSystemName }) || (all[0].isSDKName && sdkDeclares(all))))
                } else {
                    let seen = views.map { visible(eligible, in: $0, imported: imported) { sdkDeclares(all) } }
                    if let clash = views.indices.first(where: { clashesWithSDK(seen[$0], in: views[$0]) }) {
                        result.record(reference.name, reference.location, Array(Set(seen[clash].map(\.component))).sorted(), .severalCandidates)
                        continue
                    }
                    let none = seen.allSatisfy({ $0.isEmpty })
                    result.decideInTargets(
                        reference, candidates: all, visible: seen,
                        sdkName: none && (all.contains(where: { $0.isSystemName }) || (all[0].isSDKName && sdkDeclares(all))))
                }
            }
        } }
        return result
    }

    /// `\T.name`, `@Dependency(\.name)`, `T.name`, `A.T.name`: a member that extensions of T in the tree
    /// add, seen as top-level names are (the file's own component, its target, the modules it
    /// imports), unless the SDK, swift-dependencies or T's own body may give T that member themselves.
    /// Every such reference ends as one outcome. Its evidence names the member with its type
    /// (`DependencyValues.apiClient`).
    private func resolveMember(
        _ reference: Reference, own: Int, views: UnsafeBufferPointer<SwiftView>, imported: ModuleSight, into result: inout FileResolution
    ) {
        guard let written = reference.qualifier else { return }
        let (type, outer) = Self.memberType(written)
        // `A.B.name`: a nested type B named like a type the tree declares at the top level is another
        // type's (a third party's `Vendor.Configuration.default`, never the tree's `Configuration`), unless
        // A is a module of the tree or a type it declares or extends (swift-crypto's `P384.Signing.PublicKey`,
        // P384 generated, but extended in the tree).
        func isSwiftType(_ name: String) -> Bool {
            index.swift[name]?.contains(where: { $0.isSwift && !$0.isFunction && !$0.isMacro }) == true
        }
        if let outer, isSwiftType(type), modules.components(ofModule: outer).isEmpty, !isSwiftType(outer),
            !index.extendedTypes.contains(outer)
        {
            return
        }
        guard var all = index.extensionMembers[type]?[reference.name] else { return }
        var shown = reference
        shown.name = written + "." + reference.name
        // What is not looked up is still accounted for: the file's own, or left undecided with why.
        func undecided(_ candidates: [SymbolIndex.Candidate], _ reason: UnresolvedReference.Reason) {
            if candidates.contains(where: { $0.component == own }) {
                result.tally.own += 1
            } else {
                result.record(shown.name, shown.location, Array(Set(candidates.map(\.component))).sorted(), reason)
            }
        }
        // `T.name` names a member of the type itself: an instance member of that name is no candidate
        // (`NSLayoutConstraint.activate([…])` is UIKit's while the tree adds an instance `activate()`),
        // nor surely a function added to an SDK type, which may overload the SDK's own (a tree's
        // `UIFont.preferredFont(withTextStyle:maxSize:)` beside UIKit's `preferredFont(forTextStyle:)`):
        // which one a call means takes its labels and types, so it is ambiguous (Go Map's
        // `MainActor.runAfter(…)` was dropped without a trace).
        // (On a type the tree declares, an instance member is named through its type too: an unapplied
        // method, `#selector(CodeEditWindowController.openWorkspaceSettings(_:))`.)
        if reference.kind != .member, index.swift[type]?.contains(where: \.isSwift) != true {
            let sdkType = SwiftSDKNames.declaresAnywhere(type) || outer.map(SwiftSDKNames.declaresAnywhere) == true
            let statics = all.filter(\.isStatic)
            all = statics.filter { !($0.isFunction && sdkType) }
            if all.isEmpty {
                let candidates = index.extensionMembers[type]?[reference.name] ?? []
                if statics.isEmpty, sdkType {
                    // (Only instance members of that name on an SDK type: none is a candidate, not even
                    // the file's own component's — KeePassium's `activate()` beside UIKit's
                    // `NSLayoutConstraint.activate([…])`.)
                    result.record(shown.name, shown.location, Array(Set(candidates.map(\.component))).sorted(), .sdkShadowed)
                } else if statics.isEmpty {
                    // (An Objective-C class of the tree: its instance method named through it, as
                    // `#selector(Query.swizzled_addSnapshotListener(…))` does.)
                    undecided(candidates, .notVisible)
                } else {
                    undecided(statics, .severalCandidates)
                }
                return
            }
        }
        // A root the tree declares (`\Note.pinned`, an Objective-C class) is a use of that type
        // already, and its own members (an Objective-C header's properties and methods, whose Swift
        // names drop words: `+vectorWithArray:` is `vector(with:)`; a Swift body's) are not indexed:
        // where its body (or a supertype's) may declare the name too, or it is Objective-C's, the
        // extension's member is one of two candidates; else it is what Swift finds.
        // (A Swift class Objective-C sees is in the C family's table too: it is Swift's.)
        let objectiveCType = index.cFamily[type]?.contains(where: { !$0.isSwift }) == true || index.swift[type]?.contains(where: { !$0.isSwift }) == true
        if objectiveCType || (index.swift[type] != nil && index.bodyMayDeclare(type, reference.name)) {
            // (Only the extensions the file sees, or its own component's, compete with the body: DuckDuckGo's
            // app adds a `Pixel.fire` overload its AutoFill extension, which imports Core only, never sees.
            // Asked only here: most `T.name` have no body or Objective-C class to compete with.)
            let reachable = all.count == 1 && all[0].component == own
                ? all
                : all.filter { candidate in
                    candidate.component == own
                        || views.contains { !visible([candidate], in: $0, imported: imported, members: true) { false }.isEmpty }
                }
            if objectiveCType || !oneComponentDeclares(reference.name, reachable) {
                // (None it sees: the type's own member, which, as every member a body declares, is no
                // reference of its own.)
                if !reachable.isEmpty { undecided(reachable, .severalCandidates) }
                return
            }
        }
        if all.contains(where: { $0.component == own }) {
            result.tally.own += 1
            return
        }
        // SwiftUI's own `horizontalSizeClass`, which an app may add for macOS: the SDK's.
        if SwiftSDKNames.keyPathRootMembers[type]?.contains(reference.name) == true {
            result.record(shown.name, shown.location, all.map(\.component), .sdkShadowed)
            return
        }
        let seen = views.map { view in visible(all, in: view, imported: imported, members: true) { false } }
        if seen.count == 1 {
            result.decide(shown, candidates: all, visible: seen[0])
        } else {
            result.decideInTargets(shown, candidates: all, visible: seen, sdkName: false)
        }
    }

    /// The candidates a Swift file sees through `view`: its target's own Swift declarations when
    /// there are any (they shadow imported ones and the SDK's), else those of the imported modules
    /// and of the headers its bridging header reaches. In an inferred app target, whose folders may
    /// not be one module after all, its own declarations shadow nothing: they lose to a name of an
    /// SDK module the file imports, and a collision with an imported module stays ambiguous. A member
    /// lookup (`members`: `T.name`, a key path) sees the modules any file of the target imports too.
    /// Most names have one candidate: that case allocates nothing.
    private func visible(
        _ all: [SymbolIndex.Candidate], in view: SwiftView, imported: ModuleSight, members: Bool = false,
        sdkDeclares: () -> Bool
    ) -> [SymbolIndex.Candidate] {
        func isOwnModule(_ candidate: SymbolIndex.Candidate) -> Bool {
            candidate.isSwift && !candidate.isSystemName && view.members.contains(candidate.component)
                && candidate.isCompiled(by: view.target)
        }
        func isSeen(_ candidate: SymbolIndex.Candidate) -> Bool {
            // (A C declaration named like the standard library's `String`, `Bool`, `Array` — a core's
            // `extern char String[513]` — is never what Swift code means by it: Provenance.)
            !candidate.isCPlusPlus && !candidate.isSystemName
                && (candidate.isSwift || !candidate.isStandardLibraryName)
                && (imported.shows(candidate) || view.targetWideModules.shows(candidate)
                    || (members && view.memberModules.shows(candidate))
                    || (!candidate.isSwift && view.bridging.contains(candidate.component)))
        }
        // The module's own declarations yield to an SDK module the file imports that declares the
        // name too when they are functions: an own function adds an overload to the imported ones (an
        // own `XCTAssertThrowsError` beside XCTest's), it does not hide them, and which one a call
        // means takes the types to tell. When the target is a guess they yield too, unless the
        // declaring file imports that SDK module itself: then it shadows the SDK's name on purpose,
        // which it does whether the guessed target is one module or the file imports its folder.
        func yieldsToSDK(_ own: [SymbolIndex.Candidate]) -> Bool {
            guard own.contains(where: { $0.isSDKName }), sdkDeclares() else { return false }
            return own.allSatisfy({ $0.isFunction }) || (view.guessed && !own.contains(where: { $0.shadowsSDK }))
        }
        if all.count == 1 {
            let only = all[0]
            if isOwnModule(only) { return yieldsToSDK(all) ? [] : all }
            return isSeen(only) ? all : []
        }
        var ownModule = all.filter(isOwnModule)
        if !ownModule.isEmpty && yieldsToSDK(ownModule) { ownModule = [] }
        if !view.guessed && !ownModule.isEmpty { return ownModule }
        return all.filter { isSeen($0) && !ownModule.contains($0) } + ownModule
    }

    /// Whether every body that may declare `name` — of any type whose body and extensions both do, not
    /// only `type`'s and its supertypes' (no walk up the conformances: a sufficient test) — and the
    /// extensions adding it are of one component: then which of them a use means, it is that
    /// component's (DuckDuckGo's `TabsModel.get()`, a static in an extension beside an instance `get(tabAt:)`).
    private func oneComponentDeclares(_ name: String, _ extensions: [SymbolIndex.Candidate]) -> Bool {
        guard let component = extensions.first?.component, extensions.allSatisfy({ $0.component == component }) else { return false }
        return (index.bodyMemberTypes[name] ?? []).allSatisfy { declarer in
            let types = index.swift[declarer]?.filter { $0.isSwift && !$0.isFunction && !$0.isMacro } ?? []
            return !types.isEmpty && types.allSatisfy { $0.component == component }
        }
    }

    /// The type whose member `T.name` names, and the outer type or module of a nested one (`Notification.Name`:
    /// `Name`, `Notification`), as `extension Notification.Name` records the type by its last name.
    static func memberType(_ qualifier: String) -> (type: String, outer: String?) {
        // (The dot searched for in the bytes: the UTF-8 view's generic backward search cost as much as
        // the rest of a qualified reference's look-up.)
        var bytes = qualifier
        guard let offset = bytes.withUTF8({ $0.lastIndex(of: UInt8(ascii: ".")) }) else { return (qualifier, nil) }
        let dot = qualifier.utf8.index(qualifier.utf8.startIndex, offsetBy: offset)
        return (String(qualifier[qualifier.utf8.index(after: dot)...]), String(qualifier[..<dot]))
    }

    /// The bodies of a file's types that conform to SDK protocols declaring types for them, with those
    /// types' names (a type nested in one is inside its lines too): worked out once per file, so that a
    /// reference is asked only in files that have such a type. (Not the line a type opens on, its
    /// inheritance clause.) A protocol the tree declares in Swift is not the SDK's.
    private func sdkMemberTypeSpans(_ spans: [TypeSpan]) -> [(lines: ClosedRange<Int>, names: Set<String>)] {
        var found: [(lines: ClosedRange<Int>, names: Set<String>)] = []
        for span in spans where span.firstLine < span.lastLine {
            var names = Set<String>()
            for inherited in span.names.dropFirst() {
                guard let types = SwiftSDKMemberTypes.byProtocol[inherited], index.swift[inherited]?.contains(where: \.isSwift) != true
                else { continue }
                names.formUnion(types)
            }
            if !names.isEmpty { found.append((span.firstLine + 1...span.lastLine, names)) }
        }
        return found
    }

    /// What importing the modules named shows: theirs and what they re-export (`@_exported
    /// import`, the imports of their umbrella header).
    func sight<Names: Sequence<String>>(ofModules names: Names) -> ModuleSight {
        var sight = ModuleSight()
        var pending = Array(names)
        var seen: Set<String> = []
        while let module = pending.popLast() {
            guard seen.insert(module).inserted else { continue }
            pending.append(contentsOf: reach.reexports[module] ?? [])
            sight.targets.formUnion(build.targets(ofModule: module))
            for component in modules.components(ofModule: module) where sight.components.insert(component).inserted {
                pending.append(contentsOf: exports[component] ?? [])
            }
        }
        return sight
    }
}

/// The declarations a file sees through imported modules: those of the modules' components, but
/// not of files that a project compiles only into other targets (a test bundle in the folder of
/// the framework it tests is not part of what importing the framework shows).
struct ModuleSight: Sendable {
    var components: Set<Int> = []
    /// The build targets of those modules.
    var targets: Set<Int> = []
    /// Components of the modules imported `@testable`: their internal declarations are seen too.
    var testable: Set<Int> = []

    mutating func formUnion(_ other: ModuleSight) {
        components.formUnion(other.components)
        targets.formUnion(other.targets)
        testable.formUnion(other.testable)
    }

    /// With every target of its components (`componentTargets`: by component).
    func loaded(_ componentTargets: [[Int]]) -> ModuleSight {
        var sight = self
        for component in components where component < componentTargets.count { sight.targets.formUnion(componentTargets[component]) }
        return sight
    }

    func shows(_ candidate: SymbolIndex.Candidate) -> Bool {
        guard components.contains(candidate.component), showsAccess(of: candidate) else { return false }
        guard let compiledBy = candidate.targets else { return true }
        return compiledBy.contains(where: targets.contains)
    }

    /// Another module's internal name: only an `@testable import` shows it (VimR's modules each
    /// declare an internal `dlog`).
    func showsAccess(of candidate: SymbolIndex.Candidate) -> Bool {
        !candidate.isModuleInternal || testable.contains(candidate.component)
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
