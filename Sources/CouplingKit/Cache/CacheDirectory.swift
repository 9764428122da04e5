import CouplingModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the cache folder ready before a run, or refuses it. Inside the scanned folder (a `--cache-dir`
/// there, e.g. `PATH/.coupling/cache`) no part of it may be a symbolic link: a repository that ships
/// `.coupling` as a link must not make coupling read or write its state elsewhere. The run then goes
/// on without a cache and the report says why. A cache folder outside the scanned tree is the
/// user's own choice and is created as given, links and all.
enum CacheDirectory {
    /// The folder to use, or nil and a warning saying why there is no cache this run.
    static func prepare(_ directory: String, root: String) -> (directory: String?, diagnostic: Diagnostic?) {
        func refuse(_ reason: String) -> (String?, Diagnostic?) {
            (nil, Diagnostic(.warning, code: "cache-refused", "\(reason); the cache is neither read nor written this run"))
        }
        let inside = [root, FileSystem.realPath(root)].compactMap { $0 }.first { directory.hasPrefix($0 + "/") }
        guard let base = inside else {
            if FileSystem.resolvedKind(directory) != .directory {
                var path = directory.hasPrefix("/") ? "" : "."
                for part in directory.split(separator: "/") {
                    path += "/" + part
                    if FileSystem.resolvedKind(path) == nil { mkdir(path, 0o777) }
                }
            }
            guard FileSystem.resolvedKind(directory) == .directory else {
                return refuse("cannot create the cache folder \(directory)")
            }
            return (directory, nil)
        }
        var path = base
        for part in directory.dropFirst(base.count + 1).split(separator: "/") {
            path += "/" + part
            switch FileSystem.kind(path) {
            case .directory?: continue
            case nil:
                guard mkdir(path, 0o777) == 0 || FileSystem.kind(path) == .directory else {
                    return refuse("cannot create the cache folder \(path): \(String(cString: strerror(errno)))")
                }
            case .symlink?:
                return refuse("\(path) is a symbolic link, and coupling keeps its state inside the scanned folder")
            default:
                return refuse("\(path) is not a folder")
            }
        }
        // Inside a repository: the cache ignores itself, so `git status` stays clean.
        let ignore = directory + "/.gitignore"
        if FileSystem.kind(ignore) == nil {
            try? SafeWriter.replace(ignore, with: Array("# written by coupling: the cache is not for version control\n*\n".utf8))
        }
        return (directory, nil)
    }
}
