import CouplingModel
import Foundation

/// Infers the module → component map. Sources, by precedence: the configuration's `modules:`,
/// then manifests in the tree (SwiftPM `Package.swift` targets and their `path:`, CocoaPods
/// `module_name`/`header_dir`/`name`, Bazel `module_name`/`name`, `module.modulemap`, the targets of
/// Xcode projects and XcodeGen specs), then the
/// folder name of each component that no manifest names. A folder named like an Apple SDK module
/// (`Network`, `MediaPlayer`...) is not taken for that module unless configured, since
/// `import Network` almost always means the system's.
public struct ModuleMapPass: Pass {
    public static let id = "module-map"
    public static let summary = "map module and framework names to components (manifests, config, folder names)"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(XcodeProjectsKey.self),
    ]
    public static let produces = [ArtifactID(ModuleMapKey.self)]

    public init(options: NoOptions) {}

    /// `(X, component)` for every folder `Sources/X/` directly inside a component that holds files.
    /// The files are sorted by path, so a folder's files come one after another: its name is made
    /// once per run of them, not once per file.
    static func sourcesFolderModules(_ tree: SourceTree) -> [(String, Int)] {
        var folders = Set<FolderKey>()  // each `component folder` once: a target has many files
        var found = Set<FolderKey>()
        var result: [(String, Int)] = []
        let prefixes = tree.components.map { Array(($0.path + "/Sources/").utf8) }
        var previous: (component: Int, folder: [UInt8])?
        for file in tree.files {
            guard let component = file.component else { continue }
            let folder: [UInt8]? = file.path.withUTF8Bytes { path in
                let prefix = prefixes[component]
                guard path.count > prefix.count, path.starts(with: prefix) else { return nil }
                let rest = path[prefix.count...]
                guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return nil }
                if let previous, previous.component == component, rest[..<slash].elementsEqual(previous.folder) {
                    return nil
                }
                return Array(rest[..<slash])
            }
            guard let folder else { continue }
            previous = (component, folder)
            let name = String(decoding: folder, as: UTF8.self)
            guard folders.insert(FolderKey(component: component, name: name)).inserted else { continue }
            let module = ManifestParsing.c99Name(name)
            if found.insert(FolderKey(component: component, name: module)).inserted { result.append((module, component)) }
        }
        return result
    }

    /// `(X, component)` for each folder `X.framework` holding files of a component, in path order.
    static func frameworkBundles(_ tree: SourceTree) -> [(String, Int)] {
        var seen: Set<String> = []
        var result: [(String, Int)] = []
        for file in tree.files {
            guard let component = file.component, let bundle = HeaderResolver.enclosingBundle(file.path) else { continue }
            let folder = bundle.dropLast()  // (`…/X.framework`)
            let name = folder.split(separator: "/").last.map { String($0.dropLast(10)) } ?? ""
            guard !name.isEmpty, seen.insert(String(folder)).inserted else { continue }
            result.append((ManifestParsing.c99Name(name), component))
        }
        return result
    }

    /// Those of `components` holding a file one of the expressions matches, its path relative to `folder`.
    static func componentsMatching(
        _ expressions: [NSRegularExpression], of components: [Int], from folder: String, in tree: SourceTree
    ) -> [Int] {
        guard !expressions.isEmpty else { return [] }
        let wanted = Set(components)
        var matched: Set<Int> = []
        let prefix = folder.isEmpty ? "" : folder + "/"
        for file in tree.files {
            guard let component = file.component, wanted.contains(component), !matched.contains(component),
                file.path.hasPrefix(prefix)
            else { continue }
            let relative = String(file.path.dropFirst(prefix.count))
            let range = NSRange(location: 0, length: (relative as NSString).length)
            if expressions.contains(where: { $0.firstMatch(in: relative, range: range) != nil }) { matched.insert(component) }
        }
        return components.filter(matched.contains)
    }

    private struct FolderKey: Hashable {
        var component: Int
        var name: String
    }

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        var found: [(module: String, component: Int, source: String)] = []
        var unmapped: [String] = []
        var folders: [String: String] = [:]  // Package.swift module → its sources' folder ("": several)
        var manifestHomes: [String: Int] = [:]  // a module whose folder the configuration splits → the folder's own component
        var direct: Set<Int> = []  // components that are a manifest module's own folder
        var inside: [(module: String, component: Int, source: String, home: Int)] = []  // a pod's subfolders
        var unplacedPods: [(module: String, manifest: String)] = []
        var testTargets: [(name: String, folder: String, manifest: String)] = []
        var packageFolders: [(folder: String, uncompiled: [String])] = []

        for manifest in tree.manifests where !XcodeProjectsPass.isProjectFile(manifest) {
            guard let bytes = try? FileSystem.read(tree.absolutePath(manifest), limit: SourceReader.maximumSize),
                let text = String(validating: bytes, as: UTF8.self)
            else {
                context.diagnose(Diagnostic(.warning, code: "unreadable-manifest", "cannot read; ignored", path: manifest))
                continue
            }
            let folder = manifest.split(separator: "/").dropLast().joined(separator: "/")
            let name = manifest.split(separator: "/").last.map(String.init) ?? manifest
            let modules: [(String, String?)]  // (module, path of its sources relative to the manifest folder)
            if name == "Package.swift" {
                // (A target's module is its name made an identifier: `SyncUI-iOS` is `import SyncUI_iOS`.)
                let package = ManifestParsing.swiftPackage(text)
                let unnamed = package.unnamed
                modules = package.targets.map { (ManifestParsing.c99Name($0.0), $0.1) }
                for target in package.uncompiled {
                    guard let located = PathText.normalize(folder.isEmpty ? target.folder : folder + "/" + target.folder) else { continue }
                    let uncompiled = target.uncompiled.compactMap { PathText.normalize(located.isEmpty ? $0 : located + "/" + $0) }
                    packageFolders.append((located, uncompiled))
                }
                for test in package.testTargets {
                    if let located = PathText.normalize(folder.isEmpty ? test.path : folder + "/" + test.path) {
                        testTargets.append((ManifestParsing.c99Name(test.name), located, manifest))
                    }
                }
                if unnamed > 0 {
                    context.diagnose(
                        Diagnostic(
                            .note, code: "manifest-names-not-literal",
                            "\(unnamed) target declaration\(unnamed == 1 ? " names its target" : "s name their targets") with an expression (`name: .core`), not a string: their modules are not known (`modules:` in the configuration states them)",
                            path: manifest))
                }
            } else if name.hasSuffix(".podspec") {
                modules = ManifestParsing.podspecModules(text)
            } else if name == "module.modulemap" || name == "module.private.modulemap" {
                // A module map's modules are where the headers it names are (through links: SwiftPM's
                // `include/` folder of links to the target's headers), else its own folder's.
                let map = ClangModuleMapReader(text)
                let homes = Set(map.headers.compactMap { header -> Int? in
                    guard let path = PathText.normalize(folder.isEmpty ? header : folder + "/" + header) else { return nil }
                    return tree.componentOfFile[tree.headerLinks[path] ?? path]
                })
                if !homes.isEmpty {
                    for module in map.modules {
                        for component in homes.sorted() { found.append((module, component, manifest)) }
                    }
                    continue
                }
                modules = map.modules.map { ($0, nil) }
            } else {
                modules = ManifestParsing.bazelModules(text).map { ($0, nil) }
            }
            for (module, sourcePath) in modules {
                // (`path: "."` is the manifest's own folder.)
                guard let located = PathText.normalize(sourcePath.map { folder.isEmpty ? $0 : folder + "/" + $0 } ?? folder)
                else { continue }
                // (The component holding the folder: a component of its own, `A/B`, before the `A` around it.)
                if let component = tree.component(containing: located + "/x") ?? tree.component(containing: located) {
                    found.append((module, component, manifest))
                    // A pod's folder: components the configuration makes of its subfolders are the
                    // module's too (ChatSecure's `OTRAssets/Strings`: `@import OTRAssets` sees them),
                    // unless another manifest's module is one (below). So are a package target's,
                    // unless the manifest excludes something (`exclude:` is not read: which subfolders
                    // it leaves out, the manifest would have to say).
                    if name.hasSuffix(".podspec") || (name == "Package.swift" && !text.contains("exclude:")), !located.isEmpty {
                        for sub in tree.components(inside: located) where sub != component { inside.append((module, sub, manifest, component)) }
                    }
                    direct.insert(component)
                    // (Two manifests giving one module different folders: none is its.)
                    if name == "Package.swift", !located.isEmpty {
                        folders[module] = folders[module] == nil || folders[module] == located ? located : ""
                    }
                    continue
                }
                // A configuration that splits a package target's folder into components: the module
                // is all of them (`import Kit` sees each; none needs an import of the others). A module
                // of the whole root is every component, which no configuration means: that one is said.
                // So is a pod's folder of several components (Material Components' `components/`, one
                // subspec per folder, the configuration making a component of each): those holding a
                // file its `source_files` match, not its tests' (firebase's `FirebaseStorage/Tests/…`).
                guard name == "Package.swift" || name.hasSuffix(".podspec") else { continue }
                var inside = located.isEmpty ? [] : tree.components(inside: located)
                if name.hasSuffix(".podspec") {
                    inside = Self.componentsMatching(ManifestParsing.podspecSourceExpressions(text), of: inside, from: folder, in: tree)
                }
                for component in inside { found.append((module, component, manifest)) }
                guard name == "Package.swift" else {
                    if inside.isEmpty { unplacedPods.append((module, manifest)) }
                    continue
                }
                if inside.isEmpty, located.isEmpty || FileSystem.kind(tree.absolutePath(located)) == .directory {
                    unmapped.append(module)
                }
            }
            if !unmapped.isEmpty {
                context.diagnose(
                    Diagnostic(
                        .note, code: "manifest-module-without-component",
                        "module\(unmapped.count == 1 ? "" : "s") \(unmapped.sorted().joined(separator: ", ")) of this manifest hold\(unmapped.count == 1 ? "s" : "") no component's files (its folder is the scan's root, or outside the components): its imports name nothing in the tree (`modules:` in the configuration maps a module to a component)",
                        path: manifest))
                unmapped = []
            }
        }

        // A pod whose folder is not known (its patterns begin with several folders) and that no other
        // manifest places: said, not dropped without a word.
        let placed = Set(found.map(\.module))
        for (manifest, modules) in Dictionary(grouping: unplacedPods.filter { !placed.contains($0.module) }, by: \.manifest)
            .sorted(by: { $0.key < $1.key })
        {
            let names = modules.map(\.module).sorted().joined(separator: ", ")
            context.diagnose(
                Diagnostic(
                    .note, code: "manifest-module-without-component",
                    "module\(modules.count == 1 ? "" : "s") \(names) of this podspec hold\(modules.count == 1 ? "s" : "") no one component's files (its source_files patterns begin with several folders, or none of a component): its imports name nothing in the tree (`modules:` in the configuration maps a module to a component)",
                    path: manifest))
        }

        // (An import of such a pod's module is an edge to the folder that holds the rest.)
        for entry in inside where !direct.contains(entry.component) {
            found.append((entry.module, entry.component, entry.source))
            manifestHomes[entry.module] = entry.home
        }

        // Xcode projects and XcodeGen specs: each target's module name, for the folders of what it compiles.
        let targets = ProjectTarget.chosen(try context[XcodeProjectsKey.self])
        let fromManifests = Set(found.map(\.module))
        // (The folders manifests give each module: a project's home that agrees with them stands.)
        let manifestComponents = Dictionary(grouping: found, by: \.module).mapValues { Set($0.map(\.component)) }
        var projectHomes: [String: Int?] = [:]  // nil: several targets build the module
        for (target, files) in zip(targets, ProjectTarget.compiledFiles(of: targets, in: tree)) {
            var counts: [Int: Int] = [:]
            for component in files.compactMap(\.component) { counts[component, default: 0] += 1 }
            for component in counts.keys.sorted() {
                found.append((target.moduleName, component, target.source))
            }
            // (Most files, and more than half of them: a target whose files are spread over many
            // folders — an app split into components by the configuration — has no folder that
            // `import M` means, and the import stays `several-modules`.)
            let total = counts.values.reduce(0, +)
            let home = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }.flatMap { $0.value * 2 > total ? $0.key : nil }
            // (Targets of one module name — an iOS and a watchOS framework `Shared` — with one home agree.)
            if let known = projectHomes[target.moduleName] {
                projectHomes[target.moduleName] = known == home ? known : .some(nil)
            } else {
                projectHomes[target.moduleName] = home
            }
        }

        // Prebuilt framework bundles (`Vendor/X.framework/Headers/…`): module X, of the component holding
        // `X.framework`, unless a manifest or project builds a module X (then that one is `import X`; a
        // file of another project still finds the bundle's headers first: `HeaderResolver`).
        let built = Set(found.map(\.module))
        for (module, component) in Self.frameworkBundles(tree) where !built.contains(module) {
            found.append((module, component, "framework bundle"))
        }

        var named = Set(found.map(\.component))
        for (module, componentName) in settings.configuration.modules.sorted(by: { $0.key < $1.key }) {
            guard let component = tree.component(named: componentName) else {
                context.diagnose(
                    Diagnostic(
                        .warning, code: "unknown-component",
                        "configuration `modules`: `\(module)` maps to `\(componentName)`, which is not a component"))
                continue
            }
            found.removeAll { $0.module == module }
            found.append((module, component, "config"))
            named.insert(component)
        }
        // (Which modules are found, as a set: asked once per component and per `Sources/X` folder.)
        var foundModules = Set(found.map(\.module))
        // (A folder of other files but no sources is no module: DuckDuckGo's `Configuration/` of
        // `.xcconfig` files is not the remote package product its app imports. An empty one is a
        // submodule not checked out, OpenEmu's `OpenEmuKit/`: the module its name says.)
        let holdingFiles = Set(tree.files.compactMap(\.component))
        func mayBeModule(_ index: Int) -> Bool {
            holdingFiles.contains(index)
                || (try? FileManager.default.contentsOfDirectory(atPath: tree.absolutePath(tree.components[index].path)))?.isEmpty == true
        }
        for (index, component) in tree.components.enumerated() where !named.contains(index) && mayBeModule(index) {
            let module = ManifestParsing.c99Name(component.name)
            if AppleModules.names.contains(module) {
                context.diagnose(
                    Diagnostic(
                        .note, code: "component-named-like-sdk",
                        "component `\(component.name)` has the name of an Apple SDK module; `import \(module)` is taken as the system's (map it in `modules:` to change that)"))
                continue
            }
            if foundModules.insert(module).inserted {
                found.append((module, index, "folder"))
            }
        }
        // A package copied without its manifest still has SwiftPM's layout: `Sources/X/` is module X.
        for (module, component) in Self.sourcesFolderModules(tree) where !named.contains(component) {
            if AppleModules.names.contains(module) || !foundModules.insert(module).inserted { continue }
            found.append((module, component, "folder (Sources/\(module))"))
        }

        var components: [String: [Int]] = [:]
        var mappings: Set<ModuleMapping> = []
        for entry in found {
            components[entry.module, default: []].append(entry.component)
            mappings.insert(
                ModuleMapping(module: entry.module, component: tree.components[entry.component].name, source: entry.source))
        }
        components = components.mapValues { Array(Set($0)).sorted() }
        // The home of a module that one project target builds over several folders, when nothing
        // else (a manifest, the configuration) names another folder for it.
        var homes: [String: Int] = [:]
        for (module, home) in projectHomes {
            guard let home, !fromManifests.contains(module) || manifestComponents[module] == [home],
                let all = components[module], all.count > 1, all.contains(home)
            else { continue }
            homes[module] = home
        }
        for (module, home) in manifestHomes where homes[module] == nil && (components[module]?.count ?? 0) > 1 {
            homes[module] = home
        }
        // A package target's one folder, where a podspec of the name compiles more (firebase's
        // `FirebaseStorage` pod also compiles `FirebaseStorage/Typedefs`): `import M` means that folder.
        for (module, folder) in folders.sorted(by: { $0.key < $1.key }) where homes[module] == nil && !folder.isEmpty {
            guard let all = components[module], all.count > 1,
                let home = tree.component(containing: folder + "/x") ?? tree.component(containing: folder), all.contains(home)
            else { continue }
            homes[module] = home
        }
        var map = ModuleMap(components: components, mappings: mappings.sorted(), homes: homes, folders: folders.filter { !$0.value.isEmpty })
        map.testTargets = testTargets.sorted { ($0.folder, $0.name) < ($1.folder, $1.name) }
        map.packageFolders = packageFolders
        try context.produce(ModuleMapKey.self, map)
    }
}
