import CouplingModel

/// Reads the targets of an Xcode project (`X.xcodeproj/project.pbxproj`): what each compiles
/// (build phases, Xcode 16 synchronized folders), its module name, bridging and prefix headers
/// (build settings, with `.xcconfig` files), and which targets it depends on. Pure reading:
/// nothing of the project is run.
public struct XcodeProjectReader: Sendable {
    /// The targets, in the project's order, and notes on what was left out.
    public struct Result: Sendable, Equatable {
        public var targets: [ProjectTarget]
        public var notes: [String]
    }

    let manifest: String
    let location: ProjectLocation
    let projectName: String
    let readFile: @Sendable (String) -> String?

    /// - Parameters:
    ///   - manifest: the `project.pbxproj`, relative to the scan root.
    ///   - absoluteRoot: the scan root as an absolute path, for `<absolute>` paths inside it.
    ///   - readFile: reads a file of the tree (a path relative to the scan root), for `.xcconfig`s.
    public init(manifest: String, absoluteRoot: String?, readFile: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.manifest = manifest
        let bundle = PathText.directory(of: manifest)  // X.xcodeproj
        projectName = String(PathText.basename(bundle).split(separator: ".").dropLast().joined(separator: "."))
        location = ProjectLocation(
            manifest: manifest, sourceRoot: PathText.directory(of: bundle), absoluteRoot: absoluteRoot)
        self.readFile = readFile
    }

    public func read(_ bytes: [UInt8]) throws(ProjectFileError) -> Result {
        guard bytes.contains(where: { !(Character(Unicode.Scalar($0)).isWhitespace) }) else {
            throw ProjectFileError("the file is empty")
        }
        let plist: OpenStepPlist
        do {
            plist = try OpenStepPlist.parse(bytes)
        } catch {
            throw ProjectFileError("not a property list: \(error.message) (column \(error.column))", line: error.line)
        }
        guard let root = plist.dictionary, let objectList = root["objects"]?.dictionary else {
            throw ProjectFileError("no `objects` dictionary: not an Xcode project")
        }
        let objects = objectList.compactMapValues(\.dictionary)
        guard let projectID = root["rootObject"]?.string, objects[projectID]?["isa"]?.string == "PBXProject" else {
            throw ProjectFileError("`rootObject` is not a PBXProject: not an Xcode project")
        }
        var location = location
        if let directory = objects[projectID]?["projectDirPath"]?.string, !directory.isEmpty {
            guard let moved = location.rootRelative(directory, from: location.sourceRoot) else {
                throw ProjectFileError("`projectDirPath` `\(directory)` is outside the scanned folder")
            }
            location.sourceRoot = moved
        }
        let graph = PBXObjectGraph(objects: objects, location: location)
        var notes: [String] = []
        let projectConfigurations = graph.configurations(
            ofList: graph.string(projectID, "buildConfigurationList"), read: readFile, notes: &notes)
        var targets: [ProjectTarget] = []
        for id in graph.list(projectID, "targets") {
            guard let target = readTarget(id, graph: graph, projectID: projectID, projectConfigurations: projectConfigurations, notes: &notes)
            else { continue }
            targets.append(target)
        }
        return Result(targets: targets, notes: Array(Set(notes)).sorted())
    }

    private func readTarget(
        _ id: String, graph: PBXObjectGraph, projectID: String,
        projectConfigurations: [(name: String, assignments: [(key: String, value: String)])], notes: inout [String]
    ) -> ProjectTarget? {
        guard let name = graph.string(id, "name") else { return nil }
        let kind: ProjectTarget.Kind
        switch graph.isa(id) {
        case "PBXNativeTarget": kind = ProjectTarget.kind(ofProductType: graph.string(id, "productType") ?? "")
        case "PBXAggregateTarget", "PBXLegacyTarget": kind = .other
        default: return nil
        }

        // Each of the target's configurations on top of the project's configuration of that name
        // (only the first is used; see `BuildSettings.combined`).
        let configurations = graph.configurations(
            ofList: graph.string(id, "buildConfigurationList"), read: readFile, notes: &notes
        ).prefix(1).map { configuration in
            var settings = BuildSettings()
            settings.apply(projectConfigurations.first { $0.name == configuration.name }?.assignments ?? [])
            settings.apply(configuration.assignments)
            return settings
        }
        let settings = TargetSettings.resolve(
            BuildSettings.combined(configurations), targetName: name, projectName: projectName,
            location: graph.location, notes: &notes)

        var target = ProjectTarget(
            name: name, moduleName: settings.moduleName, kind: kind, bridgingHeader: settings.bridgingHeader,
            prefixHeader: settings.prefixHeader, manifest: manifest)
        target.platforms = settings.platforms
        target.buildsExternally = graph.isa(id) == "PBXLegacyTarget"
        target.headerSearchPaths = settings.headerSearchPaths
        target.swiftHeader = settings.swiftHeader
        readBuildPhases(of: id, graph: graph, into: &target)
        readSynchronizedFolders(of: id, graph: graph, into: &target, notes: &notes)
        for dependency in graph.list(id, "dependencies") {
            if let name = dependencyName(dependency, graph: graph, projectID: projectID) {
                target.dependencies.append(name)
            }
        }
        for product in graph.list(id, "packageProductDependencies") {
            // Build-tool plug-ins (`plugin:X`) are run, not linked.
            if let name = graph.string(product, "productName"), !name.hasPrefix("plugin:") {
                target.packageProducts.append(name)
            }
        }
        target.normalize()
        return target
    }

    /// Sources and headers it compiles; targets whose products it links; package products.
    private func readBuildPhases(of id: String, graph: PBXObjectGraph, into target: inout ProjectTarget) {
        for phase in graph.list(id, "buildPhases") {
            let isa = graph.isa(phase)
            for buildFile in graph.list(phase, "files") {
                let reference = graph.string(buildFile, "fileRef")
                switch isa {
                case "PBXSourcesBuildPhase":
                    target.files += reference.map(graph.files(ofReference:))?.filter { Self.isCompiled($0) } ?? []
                case "PBXHeadersBuildPhase":
                    target.files += reference.map(graph.files(ofReference:))?.filter { Self.isHeader($0) } ?? []
                case "PBXFrameworksBuildPhase":
                    if let reference, let owner = productOwner(reference, graph: graph) {
                        target.dependencies.append(owner)
                    }
                    if let product = graph.string(buildFile, "productRef"),
                        let name = graph.string(product, "productName"), !name.hasPrefix("plugin:")
                    {
                        target.packageProducts.append(name)
                    }
                default:
                    continue
                }
            }
        }
    }

    /// Xcode 16 folders: a folder in the target's `fileSystemSynchronizedGroups` is the target's,
    /// except the files an exception set for this target lists; in another folder, the files an
    /// exception set for this target lists are the target's too.
    private func readSynchronizedFolders(
        of id: String, graph: PBXObjectGraph, into target: inout ProjectTarget, notes: inout [String]
    ) {
        let owned = Set(graph.list(id, "fileSystemSynchronizedGroups"))
        for group in graph.synchronizedGroups {
            let exceptions = graph.list(group, "exceptions").filter {
                graph.isa($0) == "PBXFileSystemSynchronizedBuildFileExceptionSet" && graph.string($0, "target") == id
            }
            guard owned.contains(group) || !exceptions.isEmpty else { continue }
            guard let folder = graph.path(of: group) else {
                notes.append("target `\(target.name)`: a synchronized folder lies outside the scanned folder; ignored")
                continue
            }
            // Entries are relative to the folder; `/Localized/...` names a localized resource.
            let entries = exceptions.flatMap { graph.list($0, "membershipExceptions") }.filter { !$0.hasPrefix("/") }
                .compactMap { graph.location.rootRelative($0, from: folder) }
            if owned.contains(group) {
                target.folders.append(folder)
                target.excluded += entries
                target.excluded += graph.list(group, "explicitFolders").compactMap {
                    graph.location.rootRelative($0, from: folder)
                }
            } else {
                for entry in entries {
                    let name = PathText.basename(entry)
                    if Self.isCompiled(entry) || Self.isHeader(entry) {
                        target.files.append(entry)
                    } else if !name.contains(".") {
                        target.folders.append(entry)
                    }
                }
            }
        }
    }

    /// The target whose product a linked file reference is (in this project or, through a
    /// reference proxy, in another).
    private func productOwner(_ reference: String, graph: PBXObjectGraph) -> String? {
        if graph.isa(reference) == "PBXReferenceProxy" {
            return graph.string(reference, "remoteRef").flatMap { graph.string($0, "remoteInfo") }
        }
        return graph.productOwners[reference]
    }

    private func dependencyName(_ id: String, graph: PBXObjectGraph, projectID: String) -> String? {
        if let target = graph.string(id, "target"), let name = graph.string(target, "name") { return name }
        guard let proxy = graph.string(id, "targetProxy") else { return nil }  // a package plug-in
        if graph.string(proxy, "containerPortal") == projectID,
            let remote = graph.string(proxy, "remoteGlobalIDString"), let name = graph.string(remote, "name")
        {
            return name
        }
        return graph.string(proxy, "remoteInfo")
    }

    static func isCompiled(_ path: String) -> Bool {
        guard let language = language(of: path) else { return false }
        return language != .header
    }

    static func isHeader(_ path: String) -> Bool { language(of: path) == .header }

    private static func language(of path: String) -> Language? {
        Language(fileName: PathText.basename(path))
    }
}
