import CouplingFrontendClang
import CouplingFrontendSwiftFast
import CouplingModel
import Foundation

/// Run-time coupling through strings: class names (`NSClassFromString`), registries (plist/JSON,
/// BeeHive), target-action mediators (CTMediator), URL routes and notifications/events, matched
/// by key value across components. Only files that contain a call shape's name are tokenised, then
/// the files that define the constants those calls spell (found through the frontends' declarations);
/// a warm run takes unchanged files' facts from the cache (`CachedRuntimeScan`).
public struct RuntimeReferencesPass: Pass {
    public static let id = "runtime-references"
    public static let summary = "find run-time references through strings (class names, registries, mediators, routes, events)"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(SwiftFactsKey.self),
        ArtifactID(CFamilyFactsKey.self), ArtifactID(ModuleMapKey.self), ArtifactID(KeptRuntimeFactsKey.self),
        ArtifactID(BuildModelKey.self),
    ]
    public static let produces = [ArtifactID(RuntimeReferencesKey.self)]

    public typealias Options = RuntimeOptions
    let options: RuntimeOptions
    public init(options: RuntimeOptions) { self.options = options }

    public func run(in context: PassContext) async throws {
        guard options.enabled else {
            try context.produce(RuntimeReferencesKey.self, .empty)
            return
        }
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let facts = [try context[SwiftFactsKey.self], try context[CFamilyFactsKey.self].files]
        let modules = try context[ModuleMapKey.self]

        var moduleOf: [Int: String] = [:]
        for mapping in modules.mappings.reversed() {
            if let index = tree.component(named: mapping.component) { moduleOf[index] = mapping.module }
        }
        for index in tree.components.indices where moduleOf[index] == nil { moduleOf[index] = tree.components[index].name }
        var declared: [(facts: FileFacts, component: Int)] = []
        var declaredOutside: Set<String> = []  // by files directly in the scanned folder
        for list in facts {
            for file in list.files {
                guard let component = tree.componentOfFile[file.facts.path] else {
                    declaredOutside.formUnion(file.facts.declarations.map(\.name))
                    continue
                }
                declared.append((file.facts, component))
            }
        }
        let declarations = RuntimeDeclarations(files: declared, moduleOf: moduleOf)

        var scanner = CachedRuntimeScan(tree: tree, options: options, kept: try context[KeptRuntimeFactsKey.self], context: context)
        // Files directly in the scanned folder too: no edge reaches them, but their constants count,
        // and no finding may say that what they post or declare is nowhere in the tree.
        let candidates = Array(tree.files.indices)
        var scanned = await scanner.scan(candidates, jobs: settings.jobs, constantsOnly: false)
        // The constants the calls spell, from the files that declare them (and an `extern`'s implementation file).
        var known = Set(scanned.flatMap(\.facts.constants).map(\.name))
        var done = Set(scanned.map(\.file))
        for _ in 0..<3 {
            let needed = Self.neededConstants(scanned.map(\.facts)).subtracting(known)
            if needed.isEmpty { break }
            let files = Self.files(declaring: needed, in: declared, tree: tree).subtracting(done).sorted()
            if files.isEmpty { break }
            scanned += await scanner.scan(files, jobs: settings.jobs, constantsOnly: true)
            done.formUnion(files)
            known.formUnion(needed)
        }
        // Wrappers (functions and methods that pass a parameter on as a call's key): their calls, by
        // a second scan of the files that name one.
        let wrappers = wrappersOf(scanned, tree: tree)
        // (Swift wrappers are called from Swift files, Objective-C ones from the C family's: only those are read.)
        let languages: (swift: Bool, cFamily: Bool) = (wrappers.contains { $0.swift != nil }, wrappers.contains { $0.objc != nil })
        let callers = tree.files.indices.filter { tree.files[$0].language == .swift ? languages.swift : languages.cFamily }
        scanned += await scanner.scanWrapperCalls(callers, jobs: settings.jobs, wrappers: wrappers)
        scanner.save(in: context)
        var found = Found(scanned, tree: tree, options: options)
        found.mentions += RegistryMentions(tree: tree, declarations: declarations, moduleOf: moduleOf, options: options).all()

        var linker = RuntimeLinker(
            componentNames: tree.components.map(\.name), declarations: declarations, constants: RuntimeConstantTable(found.constants),
            options: options)
        linker.noteOutside(mentions: found.outside, declared: declaredOutside)
        linker.dynamicUses = found.dynamicUses
        let build = try context[BuildModelKey.self]
        linker.processes = { path, component in build.processes(ofFile: path, component: component) }
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
        if linker.separateProcesses > 0 {
            context.diagnose(
                Diagnostic(
                    .note, code: "runtime-separate-processes",
                    "\(linker.separateProcesses) event observer–poster pair\(linker.separateProcesses == 1 ? " was" : "s were") not linked: no app target compiles both files (an app and its watch app or extension run apart)"))
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

        init(_ scanned: [(file: Int, facts: RuntimeFileFacts)], tree: SourceTree, options: RuntimeOptions) {
            for item in scanned.sorted(by: { $0.file < $1.file }) {
                let path = tree.files[item.file].path
                constants += item.facts.constants
                dynamicUses.formUnion(item.facts.dynamicUses)
                guard let component = tree.files[item.file].component else {
                    outside += item.facts.mentions
                    continue
                }
                dynamicKeys += item.facts.dynamicKeys
                let kept = item.facts.mentions.filter { $0.mechanism != "code table" || !options.isIgnoredByHeuristics(path) }
                mentions += kept.map { RuntimeLinker.Mention(mention: $0, component: component) }
            }
        }
    }

    /// The wrappers the scanned files define, in a stable order; not those of test, example and demo
    /// code (a test's helper posts what the test makes up).
    func wrappersOf(_ scanned: [(file: Int, facts: RuntimeFileFacts)], tree: SourceTree) -> [RuntimeShape] {
        Set(scanned.filter { !options.isIgnoredByHeuristics(tree.files[$0.file].path) }.flatMap(\.facts.wrappers)).sorted {
            ($0.swift ?? "", $0.objc ?? "", $0.family.rawValue, $0.role.rawValue, $0.names.rawValue, $0.key)
                < ($1.swift ?? "", $1.objc ?? "", $1.family.rawValue, $1.role.rawValue, $1.names.rawValue, $1.key)
        }
    }

    /// Constant names the mentions and constants spell, still to be defined.
    static func neededConstants(_ facts: [RuntimeFileFacts]) -> Set<String> {
        var names: Set<String> = []
        func add(_ expression: RuntimeKeyExpression?) {
            // Also the Objective-C name Swift's `.XYZDidChange` stands for.
            if case .constant(let name)? = expression { names.formUnion([name, name + "Notification"]) }
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
        for (facts, _) in declared {
            for declaration in facts.declarations where names.contains(declaration.name) {
                byName[declaration.name, default: []].insert(facts.path)
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
        return Set(tree.files.indices.filter { paths.contains(tree.files[$0].path) })
    }
}
