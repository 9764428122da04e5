import CouplingModel

/// Walks the scan root: which files there are, in which language, in which component.
/// Hidden folders and build/dependency folders are skipped; symbolic links to folders are never
/// followed (no escape from the root, no loops); links to files are followed only inside the root.
public struct DiscoverFilesPass: Pass {
    public static let id = "discover-files"
    public static let summary = "find the source files and assign each to its component (top-level folder, root Package.swift target or configured glob)"
    public static let requires = [ArtifactID(ScanSettingsKey.self)]
    public static let produces = [ArtifactID(SourceTreeKey.self)]

    /// Folder names never descended into.
    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "DerivedData", "build", "vendor", "node_modules", "xcuserdata",
    ]
    static let skippedFolderExtensions: Set<String> = [
        "xcassets", "xcodeproj", "xcworkspace", "framework", "xcframework", "bundle", "lproj", "dSYM",
        "playground", "xcdatamodeld", "docc",
    ]
    static let manifestNames = ["Package.swift", "BUILD", "BUILD.bazel", "module.modulemap", "module.private.modulemap"]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        var walker = Walker(settings: settings)
        let tree = try await walker.walk(jobs: settings.jobs)
        context.diagnose(walker.diagnostics)
        if let manifest = walker.layout.manifest {
            context.diagnose(
                Diagnostic(
                    .note, code: "components-from-manifest",
                    "components are the \(walker.layout.targetFolders.count) target folders of \(manifest) and the other top-level folders (`components:` in the configuration changes that)",
                    path: manifest))
        }
        try context.produce(SourceTreeKey.self, tree)
    }

    struct Walker: Sendable {
        let root: String
        let realRoot: String
        let layout: ComponentLayout
        let include: [Glob]
        let exclude: [Glob]
        var diagnostics: [Diagnostic] = []
        var files: [(path: String, language: Language, size: Int, modified: Int64?)] = []
        var componentPaths: [String] = []
        var manifests: [String] = []
        var resources: [String] = []
        /// Links to files inside the root: (link, name, target relative to the root).
        var links: [(relative: String, name: String, target: String)] = []
        /// Dependency folders skipped (`Pods`, `Carthage`, `vendor`…): said in a note.
        var skippedDependencyFolders: [String] = []

        init(settings: ScanSettings) {
            root = settings.root
            realRoot = FileSystem.realPath(settings.root) ?? settings.root
            layout = ComponentLayout(configured: settings.configuration.components, root: settings.root)
            include = settings.configuration.include.map(Glob.init)
            exclude = settings.configuration.exclude.map(Glob.init)
        }

        /// Each top-level entry is walked on its own task; what they find is put together in order.
        mutating func walk(jobs: Int) async throws -> SourceTree {
            switch FileSystem.resolvedKind(root) {
            case nil: throw CouplingError.invalidRoot("\(root): no such file or folder")
            case .directory?: break
            default: throw CouplingError.invalidRoot("\(root): not a folder (coupling scans a folder of components)")
            }
            let top: [FileSystem.Entry]
            do {
                top = try FileSystem.entries(root, signing: Self.isSourceFile)
            } catch {
                throw CouplingError.invalidRoot("\(root): cannot list the folder: \(error.localizedDescription)")
            }
            let empty = self
            let parts = await ParallelChunks.map(
                count: top.count, jobs: jobs, chunkSize: 1,
                body: { range in
                    var part = empty
                    part.walk(range.map { (top[$0].name, top[$0].name, top[$0].kind, top[$0].signature) })
                    return part
                })
            for part in parts {
                diagnostics += part.diagnostics
                files += part.files
                componentPaths += part.componentPaths
                manifests += part.manifests
                resources += part.resources
                links += part.links
                skippedDependencyFolders += part.skippedDependencyFolders
            }
            // A pattern no folder matches (a typo, a file's path, a folder the tree lacks) gives no
            // component: said, never dropped without a word.
            for (pattern, glob) in zip(layout.patterns, layout.globs) where !componentPaths.contains(where: glob.matches) {
                diagnostics.append(
                    Diagnostic(
                        .warning, code: "component-pattern-unmatched",
                        "configuration `components`: `\(pattern)` matches no folder of the tree, so no component comes from it (a pattern names folders, not files)"))
            }
            if let first = skippedDependencyFolders.min() {
                diagnostics.append(
                    Diagnostic(
                        .note, code: "dependency-folders-skipped",
                        "\(skippedDependencyFolders.count) dependency folder(s) not analysed (`Pods`, `Carthage`, `vendor`…), e.g. \(first); a component the configuration names inside one is read",
                        path: first))
            }
            // A link to a header the walk found is that header, not a second copy of its declarations;
            // any other link to a file is read as a file of its own folder (a `.m` or `.swift` linked
            // into a folder is compiled there too).
            let found = links.isEmpty ? [] : Set(files.map(\.path))
            var headerLinks: [String: String] = [:]
            for link in links {
                if Self.language(ofFileNamed: link.name) == .header, found.contains(link.target) {
                    headerLinks[link.relative] = link.target
                } else {
                    addFile(link.relative, name: link.name)
                }
            }
            if !headerLinks.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .note, code: "header-links",
                        "\(headerLinks.count) symbolic link(s) to headers of the tree are read as the headers they point to, e.g. \(headerLinks.min { $0.key < $1.key }.map { "\($0.key) → \($0.value)" } ?? "")",
                        path: headerLinks.keys.min()))
            }
            var tree = makeTree()
            tree.headerLinks = headerLinks
            return tree
        }

        /// Walks `entries` (relative path, name, kind when the listing said, size and time when it
        /// looked) and everything below.
        private mutating func walk(
            _ entries: [(relative: String, name: String, kind: FileSystem.Kind?, signature: (size: Int, modified: Int64)?)]
        ) {
            var stack = Array(entries.reversed())
            while let (relative, name, listedKind, signature) = stack.popLast() {
                if exclude.contains(where: { $0.matches(relative) }) { continue }
                // Made only when asked for: most files come with their kind, size and time.
                var absolute: String { PathText.join(root, relative) }
                switch listedKind ?? FileSystem.kind(absolute) {
                case .directory?:
                    if name.hasSuffix(".xcodeproj") {
                        // Only its project file is read, as a manifest; the rest is Xcode's own state.
                        let project = relative + "/project.pbxproj"
                        if FileSystem.kind(root + "/" + project) == .file { manifests.append(project) }
                    }
                    if name.hasSuffix(".bundle") { addBundleResources(relative, absolute: absolute) }
                    if DiscoverFilesPass.isSkipped(folder: name), !layout.configures(below: relative) {
                        if DiscoverFilesPass.skippedFolders.contains(name) { skippedDependencyFolders.append(relative) }
                        continue
                    }
                    if isComponent(relative) { componentPaths.append(relative) }
                    do {
                        let children = try FileSystem.entries(absolute, signing: Self.isSourceFile)
                        stack.append(
                            contentsOf: children.reversed().map { (PathText.join(relative, $0.name), $0.name, $0.kind, $0.signature) })
                    } catch {
                        diagnostics.append(
                            Diagnostic(
                                .warning, code: "unreadable-folder", "cannot list the folder; skipped",
                                path: relative))
                    }
                case .file?:
                    addFile(relative, name: name, signature: signature)
                case .symlink?:
                    followLink(relative, name: name, absolute: absolute)
                default:
                    continue
                }
            }
        }

        private func isComponent(_ relative: String) -> Bool { layout.isComponent(relative) }

        private mutating func followLink(_ relative: String, name: String, absolute: String) {
            guard let target = FileSystem.realPath(absolute) else {
                diagnostics.append(
                    Diagnostic(.note, code: "broken-link", "symbolic link to nothing (or a loop); skipped", path: relative))
                return
            }
            guard target.hasPrefix(realRoot + "/") else {
                diagnostics.append(
                    Diagnostic(
                        .note, code: "link-outside-root", "symbolic link out of the scanned folder; not followed",
                        path: relative))
                return
            }
            if FileSystem.resolvedKind(target) == .file {
                // (Decided once the whole tree is walked: whether the walk finds what it points to.)
                links.append((relative, name, String(target.dropFirst(realRoot.count + 1))))
            }
        }

        /// A source file (not a manifest) by its name: the files whose size and time the listing gets.
        @Sendable static func isSourceFile(_ name: String) -> Bool {
            !isManifest(name) && language(ofFileNamed: name) != nil
        }

        static func isManifest(_ name: String) -> Bool {
            // (Compared as bytes: every file of a tree asks.)
            name.withUTF8Bytes { bytes in
                DiscoverFilesPass.manifestNames.contains { bytes.elementsEqual($0.utf8) }
                    || (bytes.count >= 8 && bytes[(bytes.count - 8)...].elementsEqual(".podspec".utf8))
            }
        }

        /// An XcodeGen spec has a top-level `targets:` or `include:` key; other `project*.yml` files are not manifests.
        static func isXcodeGenSpec(_ path: String) -> Bool {
            guard let size = FileSystem.signature(path)?.size, size <= 4 << 20, let bytes = try? FileSystem.read(path)
            else { return false }
            // (A spec may take all its targets from the specs it includes.)
            return String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains {
                $0.hasPrefix("targets:") || $0.hasPrefix("include:")
            }
        }

        static func language(ofFileNamed name: String) -> Language? {
            Language(fileName: name, prefixHeaders: true)
        }

        /// `signature`: the size and time the listing got, if it did.
        private mutating func addFile(
            _ relative: String, name: String, signature: (size: Int, modified: Int64)? = nil
        ) {
            var absolute: String { root + "/" + relative }
            if Self.isManifest(name) {
                manifests.append(relative)
                return
            }
            if XcodeProjectsPass.isXcodeGenSpecName(name), Self.isXcodeGenSpec(absolute) {
                manifests.append(relative)
                return
            }
            if Self.isResource(name) {
                if include.isEmpty || include.contains(where: { $0.matches(relative) }) { resources.append(relative) }
                return
            }
            guard let language = Self.language(ofFileNamed: name) else { return }
            if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return }
            let signature = signature ?? FileSystem.signature(absolute)
            files.append((relative, language, signature?.size ?? 0, signature?.modified))
        }

        private func makeTree() -> SourceTree {
            var names: [String: Int] = [:]
            for path in componentPaths { names[lastSegment(path), default: 0] += 1 }
            var components = componentPaths.map { path in
                ComponentInfo(name: names[lastSegment(path)] == 1 ? lastSegment(path) : path, path: path)
            }
            components.sort { ($0.name, $0.path) < ($1.name, $1.path) }
            let folders = SourceTree(root: root, components: components, files: [], manifests: manifests.sorted())
            // A folder's files come one after another, sorted: its component is looked up once.
            var folder: (path: Substring, component: Int?)?
            var tree = folders.with(
                files: files.sorted { $0.path < $1.path }.map { file in
                    let directory = file.path[..<(file.path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? file.path.startIndex)]
                    if folder?.path != directory { folder = (directory, folders.component(containing: file.path)) }
                    return SourceFile(
                        path: file.path, component: folder?.component ?? nil, language: file.language,
                        size: file.size, modified: file.modified)
                })
            tree.resources = resources.sorted()
            return tree
        }

        private func lastSegment(_ path: String) -> String {
            path.split(separator: "/").last.map(String.init) ?? path
        }
    }

    static func isSkipped(folder name: String) -> Bool {
        if name.hasPrefix(".") || skippedFolders.contains(name) { return true }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            return skippedFolderExtensions.contains(String(name[name.utf8.index(after: dot)...]))
        }
        return false
    }
}
