import CouplingFrontendClang
import CouplingFrontendSwiftFast
import CouplingModel
import Foundation

/// Run-time coupling through strings: class names (`NSClassFromString`), registries (plist/JSON,
/// BeeHive), target-action mediators (CTMediator), URL routes and notifications/events, matched
/// by key value across components. The frontends scanned each file as they read it (the files that
/// hold a call shape's name, `RuntimeScanPlan`); this pass reads again only the files that define the
/// constants those calls spell (found through the frontends' declarations) and the callers of
/// wrappers; a warm run takes unchanged files' second reads from the cache (`CachedRuntimeScan`).
public struct RuntimeReferencesPass: Pass {
    public static let id = "runtime-references"
    public static let summary = "find run-time references through strings (class names, registries, mediators, routes, events)"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self),
        ArtifactID(CFamilyFactsKey.self), ArtifactID(ModuleMapKey.self), ArtifactID(KeptRuntimeFactsKey.self),
        ArtifactID(BuildModelKey.self), ArtifactID(RuntimeScanPlanKey.self),
    ]
    public static let produces = [ArtifactID(RuntimeReferencesKey.self)]

    public typealias Options = RuntimeOptions
    let options: RuntimeOptions
    public init(options: RuntimeOptions) { self.options = options }

    public func run(in context: PassContext) async throws {
        let plan = try context[RuntimeScanPlanKey.self]
        guard let scanOptions = plan.options else {  // (nil: `enabled: false`)
            try context.produce(RuntimeReferencesKey.self, .empty)
            return
        }
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let facts = [try context[SwiftFactsKey.self], try context[CFamilyFactsKey.self].files]
        let modules = try context[ModuleMapKey.self]

        var moduleOf = modules.moduleOfComponent()
        for index in tree.components.indices where moduleOf[index] == nil { moduleOf[index] = tree.components[index].name }
        let build = try context[BuildModelKey.self]
        // (A file no target compiles is as one outside the components: it declares nothing anyone
        // reaches and reaches nothing, yet no finding may say that what it names is missing.)
        let stale = Set(build.filesNotCompiled)
        var declared: [(facts: FileFacts, component: Int)] = []
        var declaredOutside: Set<String> = []  // by files directly in the scanned folder, or in no target
        for list in facts {
            for index in list.files.indices {  // (by index: only the facts are copied)
                let path = list.files[index].facts.path
                guard let component = tree.componentOfFile[path], !stale.contains(path) else {
                    declaredOutside.formUnion(list.files[index].facts.declarations.map(\.name))
                    continue
                }
                declared.append((list.files[index].facts, component))
            }
        }
        let declarations = RuntimeDeclarations(
            files: declared, moduleOf: moduleOf,
            targetModules: { path, component in
                // (A project's or manifest's targets; an inferred app's name is a guess.)
                build.targets(ofFile: path, component: component).filter { !build.targets[$0].isInferredApp }.map { build.targets[$0].name }
            })

        var scanner = CachedRuntimeScan(
            tree: tree, plan: plan, options: scanOptions, kept: try context[KeptRuntimeFactsKey.self], context: context)
        // What the frontends' scan found, files directly in the scanned folder too: no edge reaches
        // them, but their constants count, and no finding may say that what they post or declare is
        // nowhere in the tree.
        let frontendScans = Self.frontendScans(facts, tree: tree)
        var scanned = frontendScans.indices.compactMap { index in frontendScans[index]?.runtime.map { (file: index, facts: $0) } }
        // The constants the calls spell, from every file that declares one: a name one scanned file
        // defines may have other definitions, and all of them decide its value (`RuntimeConstantTable`).
        let aliases = Self.swiftNameAliases(declared)
        var searched: Set<String> = []
        var done = Set(scanned.map(\.file))
        for _ in 0..<3 {
            let needed = Self.neededConstants(scanned.map(\.facts) + [RuntimeFileFacts(constants: aliases)]).subtracting(searched)
            if needed.isEmpty { break }
            searched.formUnion(needed)
            let files = Self.files(declaring: needed, in: declared, tree: tree).subtracting(done).sorted()
            if files.isEmpty { break }
            scanned += await scanner.scanConstants(files, jobs: settings.jobs)
            done.formUnion(files)
        }
        // Wrappers (functions and methods that pass a parameter on as a call's key): their calls, by
        // a second scan of the files that may call one.
        let wrappers = wrappersOf(scanned, tree: tree)
        let callers = Self.files(mayCalling: wrappers, frontendScans, tree: tree)
        scanned += await scanner.scanWrapperCalls(callers, jobs: settings.jobs, wrappers: wrappers)
        scanner.save(in: context)
        var found = Found(scanned, tree: tree, options: options, stale: stale)
        found.constants += aliases
        found.mentions += RegistryMentions(tree: tree, declarations: declarations, moduleOf: moduleOf, options: options).all()

        var linker = RuntimeLinker(
            componentNames: tree.components.map(\.name), declarations: declarations, constants: RuntimeConstantTable(found.constants),
            options: options)
        linker.noteOutside(mentions: found.outside, declared: declaredOutside)
        linker.dynamicUses = found.dynamicUses
        linker.processes = { path, component in build.processes(ofFile: path, component: component) }
        linker.componentOfPath = { path in tree.component(containing: path) }
        let byFamily = Dictionary(grouping: found.mentions, by: \.mention.family)
        linker.linkClassNames(byFamily[.runtimeClass] ?? [])
        linker.linkRegistries(byFamily[.registry] ?? [])
        linker.linkMediators(byFamily[.targetAction] ?? [])
        linker.linkRoutes(byFamily[.route] ?? [])
        linker.linkEvents(byFamily[.event] ?? [])
        let references = linker.references.sorted {
            ($0.from, $0.to, $0.evidence.location, $0.evidence.symbol) < ($1.from, $1.to, $1.evidence.location, $1.evidence.symbol)
        }
        let findings = linker.findings.sorted { ($0.ruleID, $0.component, $0.key) < ($1.ruleID, $1.component, $1.key) }
        if let first = linker.firstSeparatePair {
            let count = linker.separateProcesses
            context.diagnose(
                Diagnostic(
                    .note, code: "runtime-separate-processes",
                    "\(count) event observer–poster pair\(count == 1 ? " was" : "s were") not linked: no app target compiles both files (an app and its watch app or extension, or apps of other platforms, run apart; a distributed center on both sides links them); the first: `\(first.name)` observed at \(first.observer.path):\(first.observer.line), posted at \(first.poster.path):\(first.poster.line)",
                    path: first.observer.path, line: first.observer.line))
        }
        try context.produce(
            RuntimeReferencesKey.self,
            RuntimeReferences(
                references: references, findings: findings, mentions: found.mentions.count, dynamicKeys: found.dynamicKeys,
                unresolvedConstants: linker.unresolvedConstants, probesInCycles: options.probesInCycles))
    }

    /// What the scans found, gathered in file order: the mentions of files in components (code tables
    /// of test, example and demo code left out: they are guesses from class-name literals), those of
    /// files directly in the scanned folder (no edge, but no finding may say their keys are missing),
    /// every constant, and the calls with a variable key.
    struct Found {
        var mentions: [RuntimeLinker.Mention] = []
        var outside: [RuntimeMention] = []
        var constants: [RuntimeConstant] = []
        var dynamicKeys = 0
        var dynamicUses: Set<RuntimeDynamicUse> = []

        init(_ scanned: [(file: Int, facts: RuntimeFileFacts)], tree: SourceTree, options: RuntimeOptions, stale: Set<String> = []) {
            // One call is one mention, whichever shapes it matches (a configured shape, and a wrapper of
            // it that forwards its key, read in another scan of the file: counted twice, its findings
            // said twice, before).
            var seen: Set<Place> = []
            // (In file order, a file's scans in the order they were made: which shape's mention stays is the same every run.)
            for item in scanned.enumerated().sorted(by: { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }).map(\.element) {
                let path = tree.files[item.file].path
                constants += item.facts.constants
                dynamicUses.formUnion(item.facts.dynamicUses)
                guard let component = tree.files[item.file].component, !stale.contains(path) else {
                    outside += item.facts.mentions
                    continue
                }
                dynamicKeys += item.facts.dynamicKeys
                let kept = item.facts.mentions.filter { mention in
                    (mention.mechanism != "code table" || !options.isIgnoredByHeuristics(path, component: tree.components[component].path))
                        && seen.insert(Place(mention)).inserted
                }
                mentions += kept.map { RuntimeLinker.Mention(mention: $0, component: component) }
            }
        }
    }

    /// What makes two mentions one: the same key, read the same way, at the same place.
    private struct Place: Hashable {
        var family: RuntimeFamily
        var role: RuntimeRole
        var key: RuntimeKeyExpression
        var key2: RuntimeKeyExpression?
        var location: SourceLocation

        init(_ mention: RuntimeMention) {
            (family, role, key, key2, location) = (mention.family, mention.role, mention.key, mention.key2, mention.location)
        }
    }

    /// The wrappers the scanned files define, in a stable order; not those of test, example and demo
    /// code (a test's helper posts what the test makes up).
    func wrappersOf(_ scanned: [(file: Int, facts: RuntimeFileFacts)], tree: SourceTree) -> [RuntimeShape] {
        Set(scanned.filter { item in
            let file = tree.files[item.file]
            return !options.isIgnoredByHeuristics(file.path, component: file.component.map { tree.components[$0].path })
        }.flatMap(\.facts.wrappers)).sorted {
            ($0.swift ?? "", $0.objc ?? "", $0.family.rawValue, $0.role.rawValue, $0.names.rawValue, $0.key)
                < ($1.swift ?? "", $1.objc ?? "", $1.family.rawValue, $1.role.rawValue, $1.names.rawValue, $1.key)
        }
    }

    /// What the frontends' scan gave each file of the tree, by index (nil: no frontend read it).
    struct FrontendScan {
        var runtime: RuntimeFileFacts?
        var calledNames: NameFilter?
    }

    static func frontendScans(_ lists: [ExtractedFacts], tree: SourceTree) -> [FrontendScan?] {
        var scans = [FrontendScan?](repeating: nil, count: tree.files.count)
        // Each frontend's list follows the tree's order: one walk pairs them.
        var next = Array(repeating: 0, count: lists.count)
        for index in tree.files.indices {
            for l in lists.indices where next[l] < lists[l].files.count {
                let facts = lists[l].files[next[l]].facts
                guard facts.path == tree.files[index].path else { continue }
                scans[index] = FrontendScan(runtime: facts.runtime, calledNames: facts.calledNames)
                next[l] += 1
                break
            }
        }
        if zip(lists, next).allSatisfy({ $0.files.count == $1 }) { return scans }
        // (Another order: by path.)
        var byPath: [String: FrontendScan] = [:]
        for list in lists {
            for index in list.files.indices {
                let facts = list.files[index].facts
                byPath[facts.path] = FrontendScan(runtime: facts.runtime, calledNames: facts.calledNames)
            }
        }
        return tree.files.map { byPath[$0.path] }
    }

    /// Indices of the files that may call one of `wrappers`, by the names the frontends saw each
    /// file call (Swift wrappers are called from Swift files, Objective-C ones from the C family's).
    static func files(mayCalling wrappers: [RuntimeShape], _ scans: [FrontendScan?], tree: SourceTree) -> [Int] {
        guard !wrappers.isEmpty else { return [] }
        let calls = RuntimeScanOptions(shapes: wrappers, targetPrefixes: [], actionPrefixes: [])
        let swiftNames = calls.swiftCallShapes.keys.map(NameFilter.hash)
        let cNames = (Array(calls.messageShapes.keys) + calls.functionShapes.keys).map(NameFilter.hash)
        return tree.files.indices.filter { index in
            let names = tree.files[index].language == .swift ? swiftNames : cNames
            guard let filter = scans[index]?.calledNames else { return !names.isEmpty }  // not known: read
            return names.contains(where: filter.mayContain)
        }
    }

    /// Objective-C constants Swift knows by another name: `extern NSNotificationName const
    /// MA_Notify_StyleChange NS_SWIFT_NAME(styleChanged);` makes Swift's `.styleChanged` that constant.
    static func swiftNameAliases(_ declared: [(facts: FileFacts, component: Int)]) -> [RuntimeConstant] {
        var aliases: [RuntimeConstant] = []
        for (facts, _) in declared where facts.language.isCFamily {
            let declarations = facts.declarations
            for index in declarations.indices where declarations[index].kind == .variable {
                let d = declarations[index]
                guard let swift = d.swiftName?.split(separator: ".").last.map(String.init), swift != d.name else { continue }
                aliases.append(RuntimeConstant(name: swift, value: .constant(d.name), location: d.location))
            }
        }
        return aliases
    }

    /// Constant names the mentions and constants spell, still to be defined.
    static func neededConstants(_ facts: [RuntimeFileFacts]) -> Set<String> {
        var names: Set<String> = []
        func add(_ expression: RuntimeKeyExpression?) {
            // Also the Objective-C name Swift's `.XYZDidChange` stands for.
            // (`Config.didChange`: declared as `didChange`.)
            if case .constant(let spelled)? = expression {
                let name = spelled.split(separator: ".").last.map(String.init) ?? spelled
                names.formUnion([name, name + "Notification"])
            }
        }
        for file in facts {
            for mention in file.mentions {
                add(mention.key)
                add(mention.key2)
            }
            for constant in file.constants { add(constant.value) }
        }
        return names
    }

    /// Indices of the files that declare one of `names` (at any scope: a `.m`'s constants, a type's
    /// `static let`), and of the implementation files beside headers that declare them `extern`.
    /// A name more files than this declare (`name`, `key`) is no distinctive constant: not searched.
    static let commonNameFiles = 16

    static func files(declaring names: Set<String>, in declared: [(facts: FileFacts, component: Int)], tree: SourceTree) -> Set<Int> {
        var byName: [String: Set<String>] = [:]
        // Most declarations are ruled out by their first byte and length, before any name is hashed
        // (a table of those shapes, not a set: hashing the shape cost as much as what it saved).
        var shapes = [Bool](repeating: false, count: 256 << 6)
        for name in names { shapes[Self.shape(name)] = true }
        for (facts, _) in declared {
            let declarations = facts.declarations
            for index in declarations.indices {
                let name = declarations[index].name
                if shapes[Self.shape(name)] && names.contains(name) { byName[name, default: []].insert(facts.path) }
            }
        }
        var paths: Set<String> = []
        for (_, files) in byName where files.count <= commonNameFiles {
            for path in files {
                paths.insert(path)
                if path.hasSuffix(".h"), let dot = path.lastIndex(of: ".") {
                    let stem = path[..<dot]
                    for ext in [".m", ".mm", ".c"] { paths.insert(stem + ext) }
                }
            }
        }
        if paths.isEmpty { return [] }
        return Set(tree.files.indices.filter { paths.contains(tree.files[$0].path) })
    }

    /// A name's first byte and length (63 for longer ones) as one index into a table of 16,384.
    private static func shape(_ name: String) -> Int { Int(name.utf8.first ?? 0) << 6 | min(name.utf8.count, 63) }
}
