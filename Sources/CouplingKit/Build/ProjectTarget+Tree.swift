import CouplingModel

extension ProjectTarget {
    /// The files of the tree each target compiles (its `files`, and what lies below its `folders`
    /// and no `excluded` glob matches), in tree order. One walk over the tree for all targets: a
    /// workspace of many projects has hundreds of targets, and a walk per target cost more than
    /// reading the projects.
    static func compiledFiles(of targets: [ProjectTarget], in tree: SourceTree) -> [[SourceFile]] {
        var listedBy: [String: [Int]] = [:]
        var folderOf: [String: [Int]] = [:]  // "" is the scan root
        for (index, target) in targets.enumerated() {
            for file in Set(target.files) { listedBy[file, default: []].append(index) }
            for folder in Set(target.folders) { folderOf[folder, default: []].append(index) }
        }
        let globs = targets.map { $0.excluded.map(Glob.init) }
        func isExcluded(_ path: String, by target: Int) -> Bool {
            var candidate = path
            while !candidate.isEmpty {
                if globs[target].contains(where: { $0.matches(candidate) }) { return true }
                candidate = PathText.directory(of: candidate)
            }
            return false
        }
        var compiled = Array(repeating: [SourceFile](), count: targets.count)
        var owners: [Int] = []
        for file in tree.files {
            owners.removeAll(keepingCapacity: true)
            owners += listedBy[file.path] ?? []
            if !folderOf.isEmpty {
                // Every folder above the file, the scan root included.
                var folder = PathText.directory(of: file.path)
                while true {
                    for target in folderOf[folder] ?? [] where globs[target].isEmpty || !isExcluded(file.path, by: target) {
                        owners.append(target)
                    }
                    if folder.isEmpty { break }
                    folder = PathText.directory(of: folder)
                }
            }
            for target in Set(owners) { compiled[target].append(file) }
        }
        return compiled
    }

    /// Where it comes from, for the report: `Photos.xcodeproj`, `App/project.yml`.
    var source: String {
        manifest.hasSuffix("/project.pbxproj") ? PathText.directory(of: manifest) : manifest
    }

    /// The targets to use: an XcodeGen spec and the project generated from it beside it both list
    /// the same targets; the project's are kept.
    static func chosen(_ targets: [ProjectTarget]) -> [ProjectTarget] {
        var fromProjects = Set<String>()
        for target in targets where target.manifest.hasSuffix(".pbxproj") {
            let folder = PathText.directory(of: PathText.directory(of: target.manifest))
            fromProjects.insert(folder + "\u{0}" + target.name)
        }
        return targets.filter { target in
            target.kind != .other
                && (target.manifest.hasSuffix(".pbxproj")
                    || !fromProjects.contains(PathText.directory(of: target.manifest) + "\u{0}" + target.name))
        }
    }
}
