import CouplingModel

/// The reasoning of `build-model`, apart from the pass so that tests can call it on a tree.
struct BuildModelInference {
    let tree: SourceTree
    let modules: ModuleMap
    var diagnostics: [Diagnostic] = []

    init(tree: SourceTree, modules: ModuleMap) {
        self.tree = tree
        self.modules = modules
    }

    /// The configuration's `targets:`, with their component globs expanded.
    mutating func configuredTargets(_ entries: [TargetConfiguration]) throws -> [BuildModel.Target] {
        entries.map { entry in
            // (A component's whole name: `lib` is not `tests/lib`.)
            let globs = entry.components.map { Glob($0.contains("/") ? $0 : "/" + $0) }
            let components = tree.components.indices.filter { index in
                globs.contains { $0.matches(tree.components[index].name) }
            }
            if components.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning, code: "empty-target",
                        "configuration `targets`: `\(entry.name)` matches no component (\(entry.components.joined(separator: ", ")))"))
            }
            return BuildModel.Target(
                name: entry.name, kind: entry.kind, components: components, source: "config",
                bridgingHeaders: entry.bridgingHeader.map { [$0] } ?? [])
        }
    }

    /// The targets of Xcode projects and XcodeGen specs, for the components the configuration does
    /// not claim, each with the files it compiles (a file may be in several: two apps sharing a folder).
    func projectTargets(_ projects: [ProjectTarget], claimed: Set<Int>) -> [(target: BuildModel.Target, files: [String])] {
        let chosen = ProjectTarget.chosen(projects)
        guard !chosen.isEmpty else { return [] }
        let paths = Set(tree.files.map(\.path))
        return zip(chosen, ProjectTarget.compiledFiles(of: chosen, in: tree)).compactMap { project, files in
            let compiled = files.filter { file in file.component.map { !claimed.contains($0) } ?? false }
            let components = Set(compiled.compactMap(\.component)).sorted()
            guard !components.isEmpty else { return nil }
            var target = BuildModel.Target(
                name: project.moduleName, kind: project.kind == .module ? .module : .app, components: components,
                source: project.source, bridgingHeaders: project.bridgingHeader.map { paths.contains($0) ? [$0] : [] } ?? [])
            target.platforms = project.platforms
            target.statesNoBridgingHeader = project.bridgingHeader?.isEmpty == true
            target.headerSearchPaths = project.headerSearchPaths
            target.prefixHeaders = project.prefixHeader.map { paths.contains($0) ? [$0] : [] } ?? []
            target.swiftHeader = project.swiftHeader
            return (target, compiled.map(\.path))
        }
    }

    func model(configured: [BuildModel.Target], projects: [ProjectTarget] = [], imports: [(path: String, imports: [Import])])
        -> BuildModel
    {
        var claimed = Set(configured.flatMap(\.components))
        let fromProjects = projectTargets(projects, claimed: claimed)
        var targets = configured + fromProjects.map(\.target)
        claimed.formUnion(targets.flatMap(\.components))

        // Components a file of another component imports by module name.
        var imported = Set<String>()
        var swiftHeaderModules = Set<String>()
        // (A header the tree has is no generated one: it names no target.)
        let treeSwiftHeaders = Set(tree.files.map { PathText.basename($0.path) }.filter { $0.hasSuffix("-Swift.h") })
        for file in imports where !file.imports.isEmpty {
            guard let own = tree.componentOfFile[file.path] else { continue }
            for item in file.imports {
                guard let module = Self.moduleName(of: item) else {
                    if let generated = Self.swiftHeaderModule(of: item), !treeSwiftHeaders.contains(generated + "-Swift.h") {
                        swiftHeaderModules.insert(generated)
                    }
                    continue
                }
                if modules.components(ofModule: module).contains(where: { $0 != own }) { imported.insert(module) }
            }
        }

        // Modules: declared by a manifest or the configuration's `modules:`, or imported.
        var sources: [String: Set<String>] = [:]
        for mapping in modules.mappings { sources[mapping.module, default: []].insert(mapping.source) }
        // A project's target that compiles some files of a folder a package, pod or Bazel target builds
        // whole takes nothing from that module (VimR's demo apps compile files of its NvimView package
        // target, which stayed the module `import NvimView` names); unless the project's target is
        // that module itself.
        let claimedByProjects = Set(fromProjects.flatMap(\.target.components)).subtracting(configured.flatMap(\.components))
        let projectModules = Set(fromProjects.map(\.target.name))
        for (name, components) in modules.components.sorted(by: { $0.key < $1.key }) {
            let declaredBy = (sources[name] ?? []).filter { !$0.hasPrefix("folder") }.sorted()
            let buildsWholeFolders = !projectModules.contains(name)
                && declaredBy.contains(where: BuildModel.Target.buildsWholeFolders(manifest:))
            let free = components.filter { !claimed.contains($0) || (buildsWholeFolders && claimedByProjects.contains($0)) }
            guard !free.isEmpty else { continue }
            let source: String
            if let manifest = declaredBy.first {
                source = manifest
            } else if imported.contains(name) {
                source = "inferred: imported by module name"
            } else {
                continue
            }
            targets.append(BuildModel.Target(name: name, kind: .module, components: free, source: source, bridgingHeaders: []))
        }
        claimed.formUnion(targets.flatMap(\.components))

        // A package's test target, over components of its own folder (and below), is a bundle of its
        // own: never one app with the other test targets, whose folders would see each other's names
        // (DuckDuckGo's and CotEditor's local packages). (One lying inside a bigger component stays
        // that component's: firebase's tests inside its products' folders.)
        var holdsFiles = Array(repeating: false, count: tree.components.count)
        for file in tree.files { if let component = file.component { holdsFiles[component] = true } }
        for test in modules.testTargets {
            let own = tree.components.indices.filter { index in
                let path = tree.components[index].path
                return !claimed.contains(index) && holdsFiles[index] && (path == test.folder || path.hasPrefix(test.folder + "/"))
            }
            guard !own.isEmpty else { continue }
            targets.append(BuildModel.Target(name: test.name, kind: .app, components: own, source: test.manifest, bridgingHeaders: []))
            claimed.formUnion(own)
        }

        // Not in a folder another manifest builds too (an example app compiling one file of a library
        // that SwiftPM or CocoaPods builds whole, tests a podspec's test spec compiles).
        let projectSources = Set(fromProjects.map(\.target.source))
        let fromOtherManifests = Set(
            modules.mappings.filter { mapping in
                !mapping.source.hasPrefix("folder") && !projectSources.contains(mapping.source)
            }.map(\.component))
        // (Nor below a folder that holds another manifest: a Package.swift at the root may build any file;
        // nor, but for Swift, below a project that hands a build to an external tool: iSH's meson builds
        // the C sources, while Mullvad's script builds Go, and no such tool compiles Swift.)
        let otherManifestFolders = tree.manifests.filter { !XcodeProjectsPass.isProjectFile($0) }.map(PathText.directory(of:))
        let externalBuildFolders = projects.filter(\.buildsExternally).map { target in
            let folder = PathText.directory(of: target.manifest)  // (`X.xcodeproj/project.pbxproj`)
            return folder.hasSuffix(".xcodeproj") ? PathText.directory(of: folder) : folder
        }
        func builtByProjectsOnly(_ index: Int, swift: Bool = false) -> Bool {
            let path = tree.components[index].path
            func below(_ folder: String) -> Bool { folder.isEmpty || path == folder || path.hasPrefix(folder + "/") }
            return !fromOtherManifests.contains(tree.components[index].name) && !otherManifestFolders.contains(where: below)
                && (swift || !externalBuildFolders.contains(where: below))
        }
        // A component below the folder of a project (not the tree's root) that none of its targets
        // compiles a file of: stale files, not an app of their own (Go Map's `iOS/Extensions`, which
        // its project no longer lists, split from `iOS`).
        let projectFolders = Set(fromProjects.map { project in
            let folder = PathText.directory(of: project.target.source)
            return folder.hasSuffix(".xcodeproj") ? PathText.directory(of: folder) : folder
        }).filter { !$0.isEmpty }
        let staleComponents = Set(tree.components.indices.filter { index in
            let path = tree.components[index].path
            return !claimed.contains(index) && holdsFiles[index] && builtByProjectsOnly(index)
                && projectFolders.contains { path.hasPrefix($0 + "/") }
        })

        // The app target: every component no target has that holds a file (a folder of documents
        // builds nothing, and must not take the name of a generated header).
        let rest = tree.components.indices.filter { !claimed.contains($0) && holdsFiles[$0] && !staleComponents.contains($0) }
        if !rest.isEmpty {
            // Named after the generated header its Objective-C imports (`App-Swift.h`), when one is
            // that no target of a project generates (`$(PROJECT_NAME)-Swift.h` names a project's own).
            let generated = Set(targets.compactMap(\.swiftHeader))
            let name = swiftHeaderModules.filter { !generated.contains($0 + "-Swift.h") }.subtracting(targets.map(\.name)).sorted().first ?? "App"
            targets.append(
                BuildModel.Target(
                    name: name, kind: .app, components: rest,
                    source: "inferred: folders no manifest declares and no file imports by module name",
                    bridgingHeaders: [], isInferredApp: true))
        }

        // Bridging headers found in a target's folders (`*-Bridging-Header.h`), unless configured. A
        // project's target has the one its build settings name; a header in its folders counts only
        // when named after it (a folder shared by a watch app and its phone app gives its
        // `WatchApp-Bridging-Header.h` to the watch app alone).
        let bridging = tree.files.filter { $0.path.hasSuffix("-Bridging-Header.h") }
        let projectTargets = configured.count..<(configured.count + fromProjects.count)
        for index in targets.indices where targets[index].bridgingHeaders.isEmpty && !targets[index].statesNoBridgingHeader {
            let members = Set(targets[index].components)
            let named = targets[index].name + "-Bridging-Header.h"
            // (A project's target: one beside its project too — a macOS project's target named like the
            // iOS project's never takes the iOS one's header.)
            let projectFolder = PathText.directory(of: targets[index].source)
            targets[index].bridgingHeaders = bridging.filter { file in
                (file.component.map(members.contains) ?? false)
                    && (!projectTargets.contains(index)
                        || PathText.basename(file.path) == named
                            && (projectFolder.isEmpty || file.path.hasPrefix(projectFolder + "/")))
            }.map(\.path)
        }
        // Prefix headers: a project target's is the one its build settings name; a `.pch` no project
        // target names is its folder's targets' (a framework's own `Kit_Prefix.pch` is never the app's).
        let named = Set(targets.flatMap(\.prefixHeaders))
        let unnamed = tree.files.filter { $0.path.hasSuffix(".pch") && !named.contains($0.path) }
        for index in targets.indices where !projectTargets.contains(index) {
            let members = Set(targets[index].components)
            targets[index].prefixHeaders += unnamed.filter { $0.component.map(members.contains) ?? false }.map(\.path)
        }
        // Sorted by name and source; `position` follows each target to its place.
        let order = targets.indices.sorted { (targets[$0].name, targets[$0].source, $0) < (targets[$1].name, targets[$1].source, $1) }
        targets = order.map { targets[$0] }
        var position = Array(repeating: 0, count: order.count)
        for (place, index) in order.enumerated() { position[index] = place }

        var componentTargets = Array(repeating: [Int](), count: tree.components.count)
        for (index, target) in targets.enumerated() {
            for component in target.components { componentTargets[component].append(index) }
        }
        // The files a project compiles are in exactly the targets that compile them.
        var fileTargets: [String: [Int]] = [:]
        for (offset, (_, files)) in fromProjects.enumerated() {
            let index = position[configured.count + offset]
            for file in files { fileTargets[file, default: []].append(index) }
        }
        // The files of package targets that share a component (a package's `Sources/A`, `Sources/B`)
        // are only their own target's.
        // (Two targets of one folder, told apart by their `exclude:` lists, which are not read — firebase's
        // FirebaseAuth and FirebaseAuthInternal over `FirebaseAuth/Sources` — each may compile its files.)
        var byFolder: [String: Int] = [:]
        var sharedFolders: Set<String> = []
        for (index, target) in targets.enumerated() where target.kind == .module {
            guard let folder = modules.folders[target.name], target.components.contains(where: { componentTargets[$0].count > 1 })
            else { continue }
            if byFolder.updateValue(index, forKey: folder) != nil { sharedFolders.insert(folder) }
        }
        for folder in sharedFolders { byFolder[folder] = nil }
        if !byFolder.isEmpty {
            for file in tree.files {
                var folder = PathText.directory(of: file.path)
                while !folder.isEmpty, byFolder[folder] == nil, !sharedFolders.contains(folder) { folder = PathText.directory(of: folder) }
                if let index = byFolder[folder], let component = file.component, targets[index].components.contains(component),
                    !(fileTargets[file.path]?.contains(index) ?? false)
                {
                    fileTargets[file.path, default: []].append(index)
                }
            }
        }
        var model = BuildModel(
            targets: targets, componentTargets: componentTargets, fileTargets: fileTargets.mapValues { $0.sorted() })
        // Source files of the folders a project builds that none of its targets compiles (a stale file
        // the project no longer lists): compiled nowhere. (Headers are included, not compiled.)
        let projectComponents = Set(fromProjects.flatMap(\.target.components)).union(staleComponents)
        let checked = projectComponents.filter { builtByProjectsOnly($0) }
        let checkedForSwift = projectComponents.filter { builtByProjectsOnly($0, swift: true) }
        model.filesInNoTarget = tree.files.filter { file in
            guard file.language != .header, fileTargets[file.path] == nil, let component = file.component else { return false }
            return (file.language == .swift ? checkedForSwift : checked).contains(component)
        }.map(\.path)
        model.playgroundPages = tree.files.filter { $0.language == .swift && PathText.endOfLast(".playground/", in: $0.path) != nil }.map(\.path)
        // (Not where a podspec or a Bazel file may build the file: firebase's pods compile the tests its
        // Package.swift excludes.)
        let otherBuilders = tree.manifests.filter { $0.hasSuffix(".podspec") || PathText.basename($0).hasPrefix("BUILD") }.map(PathText.directory(of:))
        model.filesExcludedByPackages = Self.excludedByPackages(tree.files, modules.packageFolders, projectFiles: fileTargets).filter { path in
            !otherBuilders.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
        }
        return model
    }

    /// The sources that every package target whose folder holds them leaves out (`exclude:`,
    /// `resources:`), unless a project compiles them. (Two targets over one folder each leave out the
    /// other's part: firebase's FirebaseAuth and FirebaseAuthInternal; a file is left out only when
    /// all do.)
    static func excludedByPackages(
        _ files: [SourceFile], _ folders: [(folder: String, uncompiled: [String])], projectFiles: [String: [Int]]
    ) -> [String] {
        let withRules = folders.filter { !$0.uncompiled.isEmpty }
        guard !withRules.isEmpty else { return [] }
        func under(_ path: String, _ folder: String) -> Bool { folder.isEmpty || path.hasPrefix(folder + "/") }
        return files.filter { file in
            guard file.language != .header, projectFiles[file.path] == nil, withRules.contains(where: { under(file.path, $0.folder) })
            else { return false }
            return folders.allSatisfy { target in
                !under(file.path, target.folder) || target.uncompiled.contains { file.path == $0 || under(file.path, $0) }
            }
        }.map(\.path)
    }

    /// The module an import names, for the forms that name one: Swift `import M`, `@import M.Sub;`,
    /// `<M/Header.h>`.
    static func moduleName(of item: Import) -> String? {
        // (By bytes: a tree has hundreds of thousands of imports.)
        switch item.kind {
        case .swiftModule, .swiftExportedModule:
            return item.name
        case .objcModule:
            guard let dot = item.name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return item.name }
            return String(item.name[..<dot])
        case .angledInclude:
            guard let slash = item.name.utf8.firstIndex(of: UInt8(ascii: "/")) else { return nil }
            return String(item.name[..<slash])
        case .quotedInclude, .usingNamespace:
            return nil
        }
    }

    /// `X` of `#import "X-Swift.h"`, the header the compiler generates for target X's Swift.
    static func swiftHeaderModule(of item: Import) -> String? {
        let suffix = "-Swift.h".utf8
        let name = item.name.utf8
        guard name.count > suffix.count, name.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        return PathText.basename(String(item.name.dropLast(suffix.count)))
    }
}
