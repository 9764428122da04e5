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
    static func sourcesFolderModules(_ tree: SourceTree) -> [(String, Int)] {
        var folders = Set<String>()  // each `component folder` once: a target has many files
        var found = Set<String>()
        var result: [(String, Int)] = []
        let prefixes = tree.components.map { Array(($0.path + "/Sources/").utf8) }
        for file in tree.files {
            guard let component = file.component else { continue }
            let path = file.path.utf8
            let prefix = prefixes[component]
            guard path.starts(with: prefix) else { continue }
            let rest = path.dropFirst(prefix.count)
            guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { continue }
            let folder = String(decoding: rest[..<slash], as: UTF8.self)
            guard folders.insert("\(component) \(folder)").inserted else { continue }
            let module = ManifestParsing.c99Name(folder)
            if found.insert("\(component) \(module)").inserted { result.append((module, component)) }
        }
        return result
    }

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        var found: [(module: String, component: Int, source: String)] = []

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
                modules = ManifestParsing.swiftPackageTargets(text).map { (ManifestParsing.c99Name($0.0), $0.1) }
                let unnamed = ManifestParsing.swiftPackageTargetsNamedByExpression(text)
                if unnamed > 0 {
                    context.diagnose(
                        Diagnostic(
                            .note, code: "manifest-names-not-literal",
                            "\(unnamed) target declaration\(unnamed == 1 ? " names its target" : "s name their targets") with an expression (`name: .core`), not a string: their modules are not known (`modules:` in the configuration states them)",
                            path: manifest))
                }
            } else if name.hasSuffix(".podspec") {
                modules = ManifestParsing.podspecModules(text)
            } else if name == "module.modulemap" {
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
                let located = sourcePath.map { folder.isEmpty ? $0 : folder + "/" + $0 } ?? folder
                guard let component = tree.component(containing: located) ?? tree.component(containing: located + "/x")
                else { continue }
                found.append((module, component, manifest))
            }
        }

        // Xcode projects and XcodeGen specs: each target's module name, for the folders of what it compiles.
        let targets = ProjectTarget.chosen(try context[XcodeProjectsKey.self])
        let fromManifests = Set(found.map(\.module))
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
            projectHomes[target.moduleName] = projectHomes[target.moduleName] == nil ? home : .some(nil)
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
        for (index, component) in tree.components.enumerated() where !named.contains(index) {
            let module = ManifestParsing.c99Name(component.name)
            if AppleModules.names.contains(module) {
                context.diagnose(
                    Diagnostic(
                        .note, code: "component-named-like-sdk",
                        "component `\(component.name)` has the name of an Apple SDK module; `import \(module)` is taken as the system's (map it in `modules:` to change that)"))
                continue
            }
            if !found.contains(where: { $0.module == module }) {
                found.append((module, index, "folder"))
            }
        }
        // A package copied without its manifest still has SwiftPM's layout: `Sources/X/` is module X.
        for (module, component) in Self.sourcesFolderModules(tree) where !named.contains(component) {
            if AppleModules.names.contains(module) || found.contains(where: { $0.module == module }) { continue }
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
            guard let home, !fromManifests.contains(module), let all = components[module], all.count > 1, all.contains(home)
            else { continue }
            homes[module] = home
        }
        try context.produce(
            ModuleMapKey.self, ModuleMap(components: components, mappings: mappings.sorted(), homes: homes))
    }
}

/// Just enough reading of build manifests to learn module names; nothing is executed.
enum ManifestParsing {
    /// `.target(name: "X", ..., path: "P")` and the like → (X, P or `Sources/X`, `Tests/X` for tests).
    /// A name spelled by a constant of the manifest (`name: Targets.core`) is that constant's value.
    static func swiftPackageTargets(_ text: String, includingTests: Bool = false) -> [(String, String?)] {
        let kinds = ["target", "executableTarget", "macro", "systemLibrary", "plugin"] + (includingTests ? ["testTarget"] : [])
        return swiftPackageTargetDeclarations(text).compactMap { declaration in
            guard kinds.contains(declaration.kind) else { return nil }
            return declaration.name.map { ($0, declaration.path) }
        }
    }

    /// How many `.target(name: …)`-like declarations name their target with an expression that the
    /// manifest's own constants do not spell out (a call, a parameter): it would have to run to say.
    static func swiftPackageTargetsNamedByExpression(_ text: String) -> Int {
        swiftPackageTargetDeclarations(text).filter { $0.name == nil }.count
    }

    /// Every target declaration: its kind, its name (nil: an expression not read) and its sources' folder.
    private static func swiftPackageTargetDeclarations(_ text: String) -> [(kind: String, name: String?, path: String?)] {
        // (`target(name: .core, …)` in an extension of `Target` has no dot; `func binaryTarget(name:` declares.)
        let pattern =
            #"(?<!func )(?<![A-Za-z0-9_])\.?(target|executableTarget|testTarget|macro|systemLibrary|plugin|binaryTarget)\s*\(\s*name:\s*(?:"([^"]+)"|(\.?[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?=\s*[,)])|[^"\s])"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        // (`.target(name: X)` inside `dependencies: [...]` names a dependency, not a declaration.)
        let dependencyLists = dependencyListRanges(text)
        let matches = regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).filter { match in
            !dependencyLists.contains { $0.contains(match.range.location) }
        }
        var constants: ManifestConstants?
        var result: [(kind: String, name: String?, path: String?)] = []
        for (i, match) in matches.enumerated() {
            let kind = ns.substring(with: match.range(at: 1))
            let name: String?
            if match.range(at: 2).location != NSNotFound {
                // (A literal name declares a target only in `.target(…)` or `Target.target(…)`:
                // `target(name: "X")` undotted is a helper's own call.)
                let start = match.range.location
                guard ns.character(at: start) == 0x2E || (start > 0 && ns.character(at: start - 1) == 0x2E) else { continue }
                name = ns.substring(with: match.range(at: 2))
            } else if match.range(at: 3).location != NSNotFound {
                if constants == nil { constants = ManifestConstants(text) }
                name = constants?.evaluate(ns.substring(with: match.range(at: 3)))
            } else {
                name = nil
            }
            let end = i + 1 < matches.count ? matches[i + 1].range.location : ns.length
            let body = ns.substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            let path = firstCapture(#"\bpath:\s*"([^"]+)""#, in: body)
            guard let name else {
                result.append((kind, nil, path))
                continue
            }
            result.append((kind, name, path ?? (kind == "testTarget" ? "Tests/\(name)" : kind == "plugin" ? "Plugins/\(name)" : "Sources/\(name)")))
        }
        return result
    }

    /// The spans of the `dependencies: [...]` lists of a manifest (brackets inside strings ignored).
    private static func dependencyListRanges(_ text: String) -> [NSRange] {
        let ns = text as NSString
        let pattern = try? NSRegularExpression(pattern: #"\bdependencies:\s*\["#)
        return (pattern?.matches(in: text, range: NSRange(location: 0, length: ns.length)) ?? []).compactMap { match in
            ManifestConstants.span(ns, from: match.range.location + match.range.length - 1, opening: 0x5B, closing: 0x5D)
        }
    }

    /// `s.module_name = 'X'`, else `s.name = 'X'`; `header_dir` names the framework folder of `<X/Y.h>`.
    static func podspecModules(_ text: String) -> [(String, String?)] {
        var modules: [String] = []
        if let module = firstCapture(#"\.module_name\s*=\s*['"]([^'"]+)['"]"#, in: text) {
            modules.append(module)
        } else if let name = firstCapture(#"\.name\s*=\s*['"]([^'"]+)['"]"#, in: text) {
            modules.append(c99Name(name))
        }
        if let headerDir = firstCapture(#"\.header_dir\s*=\s*['"]([^'"]+)['"]"#, in: text) {
            modules.append(headerDir)
        }
        // A podspec beside the sources names its own folder; one at the root of the tree names the
        // folder its `source_files` patterns all start with, and nothing when they disagree.
        let patterns = allCaptures(#"['"]([^'"]*\*[^'"]*)['"]"#, in: sourceFilesSection(text))
        let folders = Set(patterns.compactMap { $0.split(separator: "/").first.map(String.init) })
        let folder = folders.count == 1 ? folders.first : nil
        return modules.map { ($0, folder) }
    }

    /// The text of the `source_files` assignment(s), to read their patterns.
    static func sourceFilesSection(_ text: String) -> String {
        allCaptures(#"(?m)\.source_files\s*=\s*(\[[^\]]*\]|['"][^'"]*['"])"#, in: text).joined(separator: "\n")
    }

    static func bazelModules(_ text: String) -> [String] {
        var modules = allCaptures(#"\bmodule_name\s*=\s*"([^"]+)""#, in: text)
        if modules.isEmpty {
            modules = allCaptures(#"(?:swift_library|objc_library|ios_framework|apple_static_framework_import)\s*\(\s*name\s*=\s*"([^"]+)""#, in: text)
        }
        return modules
    }

    /// SwiftPM's module name for a target or folder name.
    static func c99Name(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    static func firstCapture(_ pattern: String, in text: String) -> String? {
        allCaptures(pattern, in: text).first
    }

    static func allCaptures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
            ns.substring(with: $0.range(at: 1))
        }
    }
}
