import CouplingModel

extension DiscoverFilesPass {
    /// Which folders are components when the configuration names none: every top-level folder, or,
    /// when the root holds a `Package.swift`, each target's folder and every other folder beside one
    /// or at the top level that holds no target (an Xcode app beside the package in `Sources/`,
    /// scripts). Scanning a package's root then gives its targets, not `Sources` and `Tests` as two
    /// components.
    struct ComponentLayout: Sendable {
        /// The configuration's component patterns, as written, and as globs.
        let patterns: [String]
        let globs: [Glob]
        /// The configured component patterns' literal beginnings (`Pods/Nuke` of `Pods/Nuke/*`).
        let configuredPrefixes: [String]
        /// Folders of the root manifest's targets, relative to the root.
        let targetFolders: Set<String>
        /// Every folder that holds a target folder (`Sources`, `Sources/Features`).
        let targetAncestors: Set<String>
        /// Those that are not a target's folder or inside one: the other folders they hold are
        /// components of their own (what a target's folder holds is the target's).
        let sharedAncestors: Set<String>

        init(configured: [String], root: String) {
            // A folder pattern without `/` names a top-level folder (`App`, `*`): as an exclude glob
            // it would match a folder of that name at any depth (`Net/Sources/Net` for `Net`).
            patterns = configured
            globs = configured.map { Glob($0.contains("/") ? $0 : "/" + $0) }
            configuredPrefixes = configured.map { pattern in
                let trimmed = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
                return String(trimmed.prefix { !"*?[".contains($0) })
            }
            let folders = configured.isEmpty ? Self.rootPackageTargetFolders(root: root) : []
            targetFolders = Set(folders)
            var ancestors = Set<String>()
            for folder in folders {
                var parts = folder.split(separator: "/").dropLast()
                while !parts.isEmpty {
                    ancestors.insert(parts.joined(separator: "/"))
                    parts = parts.dropLast()
                }
            }
            targetAncestors = ancestors
            sharedAncestors = ancestors.filter { ancestor in
                !folders.contains { ancestor == $0 || ancestor.hasPrefix($0 + "/") }
            }
        }

        /// Whether the configuration names a component at or below `folder` (a dependency folder such
        /// as `Pods` is then read: AltStore's committed pods).
        func configures(below folder: String) -> Bool {
            configuredPrefixes.contains { $0 == folder || $0.hasPrefix(folder + "/") }
        }

        /// The manifest the components came from, for the note that says so (nil: folders or config).
        var manifest: String? { targetFolders.isEmpty ? nil : "Package.swift" }

        func isComponent(_ relative: String) -> Bool {
            if !globs.isEmpty { return globs.contains { $0.matches(relative) } }
            if targetFolders.contains(relative) { return true }
            if targetAncestors.contains(relative) { return false }
            // Top-level, or beside target folders (`Sources/WireGuardApp` beside `Sources/WireGuardKit`).
            guard let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) else { return true }
            return sharedAncestors.contains(String(relative[..<slash]))
        }

        /// The folders of the root `Package.swift`'s targets (tests included) that exist in the tree;
        /// none when a target's folder is the root itself or outside it, which a component cannot be.
        static func rootPackageTargetFolders(root: String) -> [String] {
            let manifest = root + "/Package.swift"
            guard FileSystem.resolvedKind(manifest) == .file,
                let bytes = try? FileSystem.read(manifest, limit: SourceReader.maximumSize),
                let text = String(validating: bytes, as: UTF8.self)
            else { return [] }
            var folders: [String] = []
            for (_, path) in ManifestParsing.swiftPackageTargets(text, includingTests: true) {
                let parts = (path ?? "").split(separator: "/").filter { $0 != "." }
                if parts.isEmpty || parts.contains("..") { return [] }
                let folder = parts.joined(separator: "/")
                if FileSystem.kind(root + "/" + folder) == .directory, !folders.contains(folder) { folders.append(folder) }
            }
            return folders
        }
    }
}
