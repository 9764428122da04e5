import CouplingModel

/// Assembles the versioned, sorted report value from the artifacts of a run.
enum ReportBuilder {
    static func build(from context: ArtifactStore, rules: [any RulePass.Type]) throws -> AnalysisReport {
        guard let tree = context.result(SourceTreeKey.self), let swift = context.result(SwiftFactsKey.self),
            let cFamily = context.result(CFamilyFactsKey.self), let modules = context.result(ModuleMapKey.self),
            let build = context.result(BuildModelKey.self), let settings = context.result(ScanSettingsKey.self),
            let resolution = context.result(ResolutionKey.self), let graph = context.result(ComponentGraphKey.self),
            let cycles = context.result(CyclesKey.self)
        else {
            throw CouplingError.internalError("the plan did not produce every artifact the report needs")
        }
        let lists = [swift.files, cFamily.files.files]

        // Edges in cycles: both ends in one group.
        var groupOf: [String: Int] = [:]
        for (index, group) in cycles.groups.enumerated() {
            for name in group.components { groupOf[name] = index }
        }
        let edges = graph.edges.map { edge in
            var edge = edge
            if let a = groupOf[edge.from], a == groupOf[edge.to] { edge.inCycle = true }
            return edge
        }

        // Counted by a case's place among the cases (a declaration kind, a language), named at the end:
        // tens of thousands of declarations, each counted without hashing its kind's name.
        let kinds = DeclarationKind.allCases
        var declarations = Array(repeating: Array(repeating: 0, count: kinds.count), count: tree.components.count)
        var files = Array(repeating: 0, count: tree.components.count)
        var bytes = Array(repeating: 0, count: tree.components.count)
        let languages = Language.allCases
        var filesOfLanguage = Array(repeating: 0, count: languages.count)
        var outside = 0
        for file in tree.files {
            filesOfLanguage[languages.firstIndex(of: file.language) ?? 0] += 1
            guard let component = file.component else {
                outside += 1
                continue
            }
            files[component] += 1
            bytes[component] += file.size
        }
        let componentOf = tree.componentOfFile
        var declarationCount = 0
        var referenceCount = 0
        // (What a file no target compiles declares is nobody's: not counted.)
        let notCompiled = Set(build.filesNotCompiled)
        // (By index, files and declarations: only the fields read are copied.)
        for list in lists {
            for file in list.indices {
                referenceCount += list[file].referenceCount
                guard let component = componentOf[list[file].facts.path], notCompiled.isEmpty || !notCompiled.contains(list[file].facts.path)
                else { continue }
                // The surface: a file's own declarations (`private`, a `.m`'s) and members are not counted.
                let fileDeclarations = list[file].facts.declarations
                for index in fileDeclarations.indices where fileDeclarations[index].scope.isSurface {
                    declarations[component][kinds.firstIndex(of: fileDeclarations[index].kind) ?? 0] += 1
                    declarationCount += 1
                }
            }
        }
        var modulesOf: [String: [String]] = [:]
        for mapping in modules.mappings { modulesOf[mapping.component, default: []].append(mapping.module) }
        var fanIn: [String: Int] = [:]
        var fanOut: [String: Int] = [:]
        for edge in edges {
            fanOut[edge.from, default: 0] += 1
            fanIn[edge.to, default: 0] += 1
        }
        let components = tree.components.enumerated().map { index, component in
            ComponentSummary(
                name: component.name, path: component.path, files: files[index], bytes: bytes[index],
                declarations: Dictionary(
                    uniqueKeysWithValues: zip(kinds, declarations[index]).filter { $0.1 > 0 }.map { ($0.0.rawValue, $0.1) }),
                modules: Array(Set(modulesOf[component.name] ?? [])).sorted(),
                fanIn: fanIn[component.name] ?? 0, fanOut: fanOut[component.name] ?? 0)
        }.withMetrics(lines: context.result(LineCountsKey.self))
        let surface = context.result(SurfaceKey.self) ?? []

        var diagnostics = Set(context.diagnostics)
        diagnostics.formUnion(settings.configuration.warnings)
        for list in lists {
            for file in list.indices where !list[file].facts.diagnostics.isEmpty { diagnostics.formUnion(list[file].facts.diagnostics) }
        }
        if tree.components.isEmpty {
            diagnostics.insert(
                Diagnostic(.warning, code: "no-components", "the folder has no sub-folders: there are no components to analyse"))
        }
        if outside > 0 {
            diagnostics.insert(
                Diagnostic(
                    .note, code: "files-outside-components",
                    "\(outside) source file(s) outside every component folder (directly in the scanned folder, or in a folder that holds the manifest's target folders) belong to no component and were not analysed for edges",
                    path: tree.files.first { $0.component == nil }?.path))
        }

        let byLanguage = Dictionary(
            uniqueKeysWithValues: zip(languages, filesOfLanguage).filter { $0.1 > 0 }.map { ($0.0.rawValue, $0.1) })
        let stats = ScanStats(
            files: tree.files.count, bytes: tree.files.reduce(0) { $0 + $1.size }, filesByLanguage: byLanguage,
            declarations: declarationCount, references: referenceCount, outcomes: resolution.outcomes,
            filesOutsideComponents: outside)

        let violations = rules.flatMap { context.violations(of: $0) }.sorted(by: ReportBuilder.violationOrder)
        let catalogue = rules.flatMap { $0.descriptors }.sorted { $0.id < $1.id }

        return AnalysisReport(
            tool: ToolInfo(version: CouplingVersion.current), resolution: ResolutionInfo(cFamilyFrontend: cFamily.readerName),
            build: build.summary(componentNames: tree.components.map(\.name)), components: components,
            modules: modules.mappings, edges: edges, cycles: CutHints.annotate(cycles, edges: edges, surface: surface),
            unresolved: resolution.unresolved, diagnostics: diagnostics.sorted(), stats: stats, rules: catalogue,
            violations: violations
        ).withSurface(surface)
    }

    /// (ruleID, from, to, components, message): the order reports promise.
    static func violationOrder(_ a: Violation, _ b: Violation) -> Bool {
        (a.ruleID, a.from ?? "", a.to ?? "", a.components.joined(separator: ","), a.message)
            < (b.ruleID, b.from ?? "", b.to ?? "", b.components.joined(separator: ","), b.message)
    }
}
