import CouplingModel

extension ProjectTarget {
    /// The files of the tree the target compiles (its `files`, and what lies below its `folders`
    /// and no `excluded` glob matches), in tree order.
    func compiledFiles(in tree: SourceTree) -> [SourceFile] {
        let listed = Set(files)
        let globs = excluded.map(Glob.init)
        func isExcluded(_ path: String) -> Bool {
            var candidate = path
            while !candidate.isEmpty {
                if globs.contains(where: { $0.matches(candidate) }) { return true }
                candidate = PathText.directory(of: candidate)
            }
            return false
        }
        return tree.files.filter { file in
            if listed.contains(file.path) { return true }
            guard folders.contains(where: { $0.isEmpty || file.path.hasPrefix($0 + "/") }) else { return false }
            return globs.isEmpty || !isExcluded(file.path)
        }
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
