import CouplingModel

/// Resolution of one file against a context fixed beforehand (symbol index, build model, include
/// outcomes and their transitive reach, re-exports, prefix and bridging headers), so that files can
/// be resolved in any order, in parallel, with the same result.
///
/// Every reference that names an in-tree declaration ends as exactly one of: the file's own (its
/// file-scope declarations, its component's), an edge (one visible candidate), ambiguous (several),
/// not visible, or (Swift) the SDK's name. What a file sees comes from its target(s): `Resolver+Swift`
/// and `Resolver+CFamily`.
struct Resolver: Sendable {
    typealias IncludeOutcomes = [String: IncludeTable.Outcomes]

    let modules: ModuleMap
    let build: BuildModel
    let trustUniqueCNames: Bool
    let componentByPath: NameMap<Int>
    let index: SymbolIndex
    /// Component → modules its files re-export with `@_exported import`.
    let exports: [Int: Set<String>]
    /// Components of each target (index: target).
    let targetComponents: [Set<Int>]
    /// Components holding each target's prefix headers (index: target): what a `.pch` declares is
    /// seen by the files of the targets it is the prefix header of.
    let prefixHeaderComponents: [Set<Int>]
    /// What the prefix and bridging headers reach.
    let reach: HeaderReach
    /// Each C-family file's includes and what they resolved to.
    let includes: IncludeOutcomes
    /// What each C-family file reaches through the headers it includes (their components, and the
    /// modules and Swift they import), by file.
    let reachByFile: [String: IncludeTable.Reach]
    /// What every Swift file of a target sees besides its own imports (index: target): the modules
    /// its bridging or umbrella header imports, and those any of its Swift files `@_exported import`s
    /// (such an import is the whole module's, as Swift has it), with what they re-export. Of an
    /// inferred app target, whose folders may be modules of their own, the headers' only.
    private(set) var targetWideModules: [ModuleSight] = []
    /// What each target's prefix headers outside every component declare (Colloquy's root `Basic.pch`):
    /// names its files have from no component (index: target).
    private(set) var outsidePrefixNames: [Set<String>] = []
    /// What each component's files `@_exported import` (by component): what the files of that folder
    /// see of an inferred app target's re-exports.
    private(set) var componentExports: [Int: ModuleSight] = [:]
    /// The modules any Swift file of a target imports (index: target; of an inferred app target, by
    /// component): Swift shows the members their extensions add to every file of the module, not
    /// only to those that import them (the leak `MemberImportVisibility` closes; code that builds
    /// with it on names no member this adds).
    private(set) var targetImports: [ModuleSight] = []
    /// The same by component, for the files of an inferred app target.
    private(set) var componentImports: [Int: ModuleSight] = [:]

    /// Which files will be resolved: every file, or a few files that use only these names, in an
    /// environment whose prefix and bridging headers reach is known (from an earlier run).
    enum Scope {
        case all
        case some(cFamilyFiles: [String], names: Set<String>, reach: HeaderReach)
    }

    /// Components reachable from the prefix headers (seen by every C-family file) and from each
    /// target's bridging headers (seen by its Swift files): they depend on every file's includes
    /// only (the environment), not on any file's declarations.
    struct HeaderReach: Sendable, Equatable {
        /// Components each target's prefix headers reach (index: target).
        var prefix: [Set<Int>] = []
        /// Components whose Objective-C/C each target's Swift sees through its bridging header or,
        /// for a framework, its umbrella header (index: target).
        var bridging: [Set<Int>] = []
        /// Modules those headers import by name, seen whole by the target's Swift (index: target).
        var bridgingModules: [Set<String>] = []
        /// Modules a module's umbrella header imports: a clang module re-exports them, so importing
        /// the module shows them too.
        var reexports: [String: Set<String>] = [:]
        /// What the C-family files of each component reach through their includes (index:
        /// component): a forward declaration (`@class X;`) names the X its component knows.
        var byComponent: [Set<Int>] = []
        /// Components whose Swift the C-family files of each component see through generated
        /// headers (`App-Swift.h`; index: component): `@class X;` in a header may name a Swift class
        /// that its `.m` sees so.
        var swiftByComponent: [Set<Int>] = []
    }

    /// Everything files are resolved against, computed once, for the files of `scope` only; with
    /// scope `.all`, also the notes about includes that are not in the tree.
    static func prepare(
        tree: SourceTree, swiftFacts: [FileFacts], cFacts: [FileFacts], modules: ModuleMap, build: BuildModel,
        trustUniqueCNames: Bool, scope: Scope
    ) async -> (resolver: Resolver, notes: [Diagnostic]) {
        // The symbol index and the includes do not depend on each other: worked out side by side.
        let componentOf = tree.componentOfFile
        let names: Set<String>? = if case .some(_, let names, _) = scope { names } else { nil }
        async let index = SymbolIndex(
            swiftFacts: swiftFacts, cFamilyFacts: cFacts, only: names, componentOf: { componentOf[$0] },
            fileTargets: { build.fileTargets[$0] })

        var notes: [Diagnostic] = []
        var includes: IncludeOutcomes = [:]
        var reachByFile: [String: IncludeTable.Reach] = [:]
        var reach = HeaderReach(
            bridging: build.targets.map { _ in [] }, bridgingModules: build.targets.map { _ in [] },
            byComponent: tree.components.map { _ in [] }, swiftByComponent: tree.components.map { _ in [] })
        let cFiles: [String]
        switch scope {
        case .all: cFiles = cFacts.map(\.path)
        case .some(let files, _, let known):
            cFiles = files
            reach = known
        }
        // A few Swift files to resolve need no includes.
        if !cFiles.isEmpty {
            let searchPaths = build.targets.map(\.headerSearchPaths)
            let headers = HeaderResolver(
                // (A source file included as a header is one: Transmission's `#include "crypto-utils-fallback.cc"`.)
                headers: tree.files.filter { $0.language != .swift }.map(\.path), links: tree.headerLinks, modules: modules,
                componentOf: { componentOf[$0] },
                searchPaths: { path in
                    guard let component = componentOf[path] else { return [] }
                    let targets = build.targets(ofFile: path, component: component)
                    // (Several targets: each one's in turn; most files have one.)
                    return targets.count == 1 ? searchPaths[targets[0]] : targets.flatMap { searchPaths[$0] }
                }, swiftHeaders: Set(build.targets.compactMap(\.swiftHeader)),
                moduleSeenFrom: { module, path in componentOf[path].flatMap { build.components(ofModule: module, seenFrom: path, component: $0) } },
                moduleBuiltFor: { module, path in componentOf[path].map { build.buildsModule(module, for: path, component: $0) } ?? false },
                projectFolders: { path in
                    guard let component = componentOf[path] else { return [] }
                    return build.targets(ofFile: path, component: component).compactMap { target in
                        let source = build.targets[target].source
                        return source.hasSuffix(".xcodeproj") ? PathText.directory(of: source) : nil
                    }
                })
            var table = IncludeTable(headers: headers, cFacts: cFacts, componentOf: componentOf)
            for path in cFiles {
                includes[path] = table.outcomes(of: path)
                reachByFile[path] = table.reach(includedBy: path)
            }
            if case .all = scope {
                notes = table.unresolvedIncludeNotes(cFacts)
                reach.prefix = build.targets.map { table.reach(from: $0.prefixHeaders, modules: modules, startingComponents: false).components }
                // What each module's umbrella header reaches, worked out once: it is what importing the
                // module re-exports, and what a framework's own Swift sees.
                var umbrellaReach: [String: (components: Set<Int>, modules: Set<String>)] = [:]
                for module in modules.components.keys {
                    guard let umbrella = headers.umbrella(of: module) else { continue }
                    let seen = table.reach(from: [umbrella], modules: modules)
                    umbrellaReach[module] = seen
                    let exported = seen.modules.subtracting([module])
                    if !exported.isEmpty { reach.reexports[module] = exported }
                }
                for (index, target) in build.targets.enumerated() {
                    var seen = table.reach(from: target.bridgingHeaders, modules: modules)
                    if target.kind == .module, let own = umbrellaReach[target.name] {
                        seen.components.formUnion(own.components)
                        seen.modules.formUnion(own.modules)
                    }
                    reach.bridging[index] = seen.components
                    // A framework's header the bridging header includes by a quoted path is an import of
                    // its module, Swift included, as Clang makes it (Matrix's tests see MatrixSDK's
                    // Swift through `#import "MXSession.h"`).
                    // (Not a header of a folder the target compiles itself: AltStore's `Shared/`, which
                    // four targets compile, is no import of the other three.)
                    var bridgedModules = seen.modules
                    for component in seen.components where component < build.componentTargets.count && !target.components.contains(component) {
                        for other in build.componentTargets[component] where other != index && build.targets[other].kind == .module {
                            bridgedModules.insert(build.targets[other].name)
                        }
                    }
                    reach.bridgingModules[index] = bridgedModules.subtracting([target.name])
                }
                for (path, reached) in reachByFile {
                    guard let component = componentOf[path] else { continue }
                    reach.byComponent[component].formUnion(reached.components)
                    var generated = reached.swiftHeaders
                    for case (_, .swiftHeader(let header)) in includes[path] ?? [] { generated.insert(header) }
                    let own = build.targets(ofFile: path, component: component)
                    for header in generated {
                        // (Its own target's header shows its own target's Swift, as a file sees it.)
                        let named = build.targets(ofSwiftHeader: header)
                        let shown = named.isEmpty || named.contains(where: own.contains) ? own : named
                        for target in shown { reach.swiftByComponent[component].formUnion(build.targets[target].components) }
                    }
                }
            }
        }
        var exports: [Int: Set<String>] = [:]
        var targetExports = build.targets.map { _ in Set<String>() }
        var imports: [Int: Set<String>] = [:]
        var targetImports = build.targets.map { _ in Set<String>() }
        for facts in swiftFacts {
            guard let own = componentOf[facts.path] else { continue }
            let targets = build.targets(ofFile: facts.path, component: own)
            for item in facts.imports where !item.isOtherPlatformsOnly {
                imports[own, default: []].insert(item.name)
                for target in targets { targetImports[target].insert(item.name) }
                guard item.kind == .swiftExportedModule else { continue }
                exports[own, default: []].insert(item.name)
                for target in targets { targetExports[target].insert(item.name) }
            }
        }
        var resolver = Resolver(
            modules: modules, build: build, trustUniqueCNames: trustUniqueCNames, componentByPath: componentOf,
            index: await index, exports: exports, targetComponents: build.targets.map { Set($0.components) },
            prefixHeaderComponents: build.targets.map { Set($0.prefixHeaders.compactMap { componentOf[$0] }) }, reach: reach, includes: includes, reachByFile: reachByFile)
        var outsidePrefixes: [String: FileFacts] = [:]
        for facts in cFacts where componentOf[facts.path] == nil && facts.path.hasSuffix(".pch") { outsidePrefixes[facts.path] = facts }
        if !outsidePrefixes.isEmpty {
            resolver.outsidePrefixNames = build.targets.map { target in
                Set(target.prefixHeaders.compactMap { outsidePrefixes[$0] }.flatMap { $0.declarations.map(\.name) })
            }
        }
        resolver.targetWideModules = targetExports.indices.map { target in
            let bridged = target < reach.bridgingModules.count ? reach.bridgingModules[target] : []
            return resolver.sight(ofModules: build.targets[target].isInferredApp ? bridged : bridged.union(targetExports[target]))
        }
        // (Members: of every target of the imported modules' folders, as Swift shows the extension
        // members of every module loaded — a package's targets the imported ones depend on — not
        // only of those imported: Mastodon's app names `UserDefaults.shared` of a target its
        // imports depend on. Never an app's: no module loads one, though a framework may take files
        // from its folder, as DuckDuckGo's Core does from the app's.)
        let loadable = build.componentTargets.map { $0.filter { build.targets[$0].kind == .module } }
        resolver.targetImports = targetImports.indices.map { target in
            build.targets[target].isInferredApp
                ? ModuleSight() : resolver.sight(ofModules: targetImports[target]).loaded(loadable)
        }
        // (Per folder only where a file's target is an inferred app.)
        let guessedFolders = Set(build.targets.filter(\.isInferredApp).flatMap(\.components))
        resolver.componentExports = exports.filter { guessedFolders.contains($0.key) }.mapValues { resolver.sight(ofModules: $0) }
        resolver.componentImports = imports.filter { guessedFolders.contains($0.key) }.mapValues {
            resolver.sight(ofModules: $0).loaded(loadable)
        }
        return (resolver, notes)
    }

    /// The names the file declares for itself alone (`private` Swift types, a `.m`'s macros and
    /// static functions): inside the file they win over every other declaration. The set is made on
    /// first use: most files never ask (their references name nothing another component declares).
    struct FileScope {
        private let declarations: [Declaration]
        private var names: Set<String>?

        init(_ facts: FileFacts) {
            declarations = facts.declarations
        }

        mutating func contains(_ name: String) -> Bool {
            if names == nil {
                // (By index: a declaration is read in place, not copied whole.)
                var found = Set<String>()
                for index in declarations.indices where declarations[index].scope == .file { found.insert(declarations[index].name) }
                names = found
            }
            // (Most files declare nothing of their own: no name is hashed then.)
            guard let names, !names.isEmpty else { return false }
            return names.contains(name)
        }
    }
}
