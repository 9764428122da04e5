import CouplingModel

/// Which targets the tree builds, what each is made of, and so what each file can see: a file sees
/// its own target's declarations, the modules it imports, and Objective-C/C through its target's
/// bridging header. Components are the folders of the report; targets group them (an app target
/// spans many folders; a folder shared by two app targets belongs to both).
public struct BuildModel: Sendable {
    public struct Target: Sendable, Hashable {
        /// The module name (what `import` and `X-Swift.h` name).
        public var name: String
        public var kind: TargetSummary.Kind
        /// Sorted component indices.
        public var components: [Int]
        /// Why the target exists: `inferred: …`, `config`, or the manifest.
        public var source: String
        /// The file name of the Objective-C header generated for its Swift, when its project names one
        /// (nil: `NAME-Swift.h`).
        public var swiftHeader: String?
        /// Root-relative paths of its bridging headers.
        public var bridgingHeaders: [String]
        /// Its project sets `SWIFT_OBJC_BRIDGING_HEADER` to nothing: no header of its folders is one.
        public var statesNoBridgingHeader = false
        /// Root-relative paths of its prefix headers (`GCC_PREFIX_HEADER`; else the `.pch` files of its
        /// folders that no project target names): what every C-family file it compiles sees first.
        public var prefixHeaders: [String] = []
        /// Made up from the folders no manifest declares and nobody imports, not stated by a
        /// manifest or the configuration: whether those folders really are one module is a guess.
        public var isInferredApp = false
        /// A module whose manifest builds every source of its folders (less what it leaves out):
        /// Package.swift, a podspec, a Bazel file.
        public var buildsWholeFolders: Bool { kind == .module && Self.buildsWholeFolders(manifest: source) }

        static func buildsWholeFolders(manifest: String) -> Bool {
            let name = PathText.basename(manifest)
            return name == "Package.swift" || name.hasSuffix(".podspec") || name.hasPrefix("BUILD")
        }
        /// The platforms it builds for (`iOS`, `macOS`…), when its manifest says; sorted.
        public var platforms: [String] = []
        /// Root-relative folders its angled includes are looked up in, in order (`Folder/**`: below
        /// it too), from its project's header search paths.
        public var headerSearchPaths: [String] = []
    }

    /// Sorted by name, then source.
    public var targets: [Target]
    /// The targets of each component's files (index: component), unless `fileTargets` lists the file.
    public var componentTargets: [[Int]]
    /// Files a project file puts in targets other than their component's.
    public var fileTargets: [String: [Int]]
    /// Module name → targets.
    public var moduleTargets: [String: [Int]]
    /// Source files of folders a project's targets build that none of them compiles (stale files the
    /// project no longer lists), sorted: compiled nowhere, so never resolved and never seen.
    public var filesInNoTarget: [String] = []
    /// Swift pages of playgrounds (`X.playground/Contents.swift`), sorted: Xcode runs them, no target
    /// compiles them, so never resolved and never seen (Mapbox's playground `let mapView`).
    public var playgroundPages: [String] = []

    /// Every source file no target compiles: stale files and playground pages.
    /// Sources a Package.swift target's folder holds but its `exclude:` or `resources:` leave out
    /// (CotEditor's sample `.swift` files, copied into a test bundle): compiled by none.
    public var filesExcludedByPackages: [String] = []
    public var filesNotCompiled: [String] { filesInNoTarget + playgroundPages + filesExcludedByPackages }
    /// The file name of a generated Swift header (`App-Swift.h`) → the targets that generate one of
    /// that name (several when a project names them all `$(PROJECT_NAME)-Swift.h`).
    public var swiftHeaderTargets: [String: [Int]]

    public init(targets: [Target], componentTargets: [[Int]], fileTargets: [String: [Int]] = [:]) {
        self.targets = targets
        self.componentTargets = componentTargets
        self.fileTargets = fileTargets
        var modules: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() { modules[target.name, default: []].append(index) }
        moduleTargets = modules
        var headers: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() { headers[target.swiftHeader ?? target.name + "-Swift.h", default: []].append(index) }
        swiftHeaderTargets = headers
    }

    /// The targets that compile `path`, a file of `component`.
    public func targets(ofFile path: String, component: Int) -> [Int] {
        fileTargets[path] ?? componentTargets[component]
    }

    /// The targets whose compile of `path` decides what its names are: a package, pod or Bazel target
    /// that builds the file's folder whole is the file's home, and a project's target that borrows the
    /// file (VimR's demo apps compile files of the NvimView package with stand-ins of its types beside
    /// them) compiles a copy whose names are the borrower's business, not the file's dependencies.
    /// Else every target that compiles it.
    public func resolvingTargets(ofFile path: String, component: Int) -> [Int] {
        let all = targets(ofFile: path, component: component)
        guard all.count > 1 else { return all }
        let homes = all.filter { targets[$0].buildsWholeFolders }
        return homes.isEmpty ? all : homes
    }

    /// The processes `path` runs in: its app targets (apps, extensions, executables) when one project
    /// file compiles it, and every file of its folder, into such targets only; nil when that is not
    /// known: a library or framework runs in every app that links it, an inferred target is a guess.
    /// Only apps of one project are known apart: firebase's example and test apps, each project of
    /// its own, compile library sources that every real app links together; with their platforms
    /// (empty when any app's are not known), apps of other projects too when they share none (a plug-in
    /// of a macOS app never runs in an iOS app; it may run in any macOS app).
    public func processes(ofFile path: String, component: Int) -> (project: String, apps: Set<Int>, platforms: Set<String>)? {
        func isApp(_ index: Int) -> Bool { targets[index].kind == .app && !targets[index].isInferredApp && targets[index].source != "inferred" }
        let owners = targets(ofFile: path, component: component)
        // (A file its project lists runs where its own targets do, whatever else its folder gives to a
        // framework; another file, where its folder's targets do.)
        guard let project = owners.first.map({ targets[$0].source }), owners.allSatisfy({ isApp($0) && targets[$0].source == project }),
            fileTargets[path] != nil || componentTargets[component].allSatisfy(isApp)
        else { return nil }
        let known = owners.allSatisfy { !targets[$0].platforms.isEmpty }
        return (project, Set(owners), known ? Set(owners.flatMap { targets[$0].platforms }) : [])
    }

    /// The targets of a module name (empty: not built in the tree).
    public func targets(ofModule name: String) -> [Int] {
        moduleTargets[name] ?? []
    }

    /// The folders of module `name` as the projects of `path`'s targets build it, when targets of
    /// several projects build a module of that name and those projects one of them (Mapbox's iOS and
    /// macOS projects each build a framework `Mapbox`: an iOS test's `<Mapbox/Mapbox.h>` is the iOS
    /// one's); nil otherwise (every folder the name stands for).
    public func components(ofModule name: String, seenFrom path: String, component: Int) -> [Int]? {
        guard let module = moduleTargets[name], module.count > 1 else { return nil }
        let projects = Set(targets(ofFile: path, component: component).map { targets[$0].source })
        let same = module.filter { projects.contains(targets[$0].source) }
        guard !same.isEmpty, same.count < module.count else { return nil }
        return Array(Set(same.flatMap { targets[$0].components })).sorted()
    }

    /// Whether a manifest's or project's target builds module `name` for `path`: true when one of the
    /// file's own projects does, false when none does or none of the file's, nil when some does but no
    /// manifest says what the file's target links (an inferred app: not known).
    public func buildsModule(_ name: String, for path: String, component: Int) -> Bool? {
        let builders = (moduleTargets[name] ?? []).filter { !targets[$0].isInferredApp && targets[$0].source != "framework bundle" }
        guard !builders.isEmpty else { return false }
        let own = targets(ofFile: path, component: component).filter { !targets[$0].isInferredApp }
        guard !own.isEmpty else { return nil }
        let projects = Set(own.map { targets[$0].source })
        return builders.contains { projects.contains(targets[$0].source) }
    }

    /// The targets that generate a Swift header of this file name (empty: none of the tree's).
    public func targets(ofSwiftHeader name: String) -> [Int] {
        swiftHeaderTargets[name] ?? []
    }

    /// For the report, with component names.
    public func summary(componentNames: [String]) -> BuildSummary {
        BuildSummary(
            targets: targets.map { target in
                TargetSummary(
                    name: target.name, kind: target.kind, components: target.components.map { componentNames[$0] }.sorted(),
                    source: target.source, bridgingHeaders: target.bridgingHeaders)
            })
    }
}

public enum BuildModelKey: ArtifactKey {
    public typealias Value = BuildModel
    public static let name = "build-model"
}
