extension DiscoverFilesPass.Walker {
    /// Property lists and JSON files: where plugin registries list class names (read by `runtime-references`).
    static func isResource(_ name: String) -> Bool {
        name.hasSuffix(".plist") || name.hasSuffix(".json")
    }

    /// A `.bundle` folder is not walked (its contents are resources, not sources), but the
    /// registries it holds (`BeeHive.bundle/BeeHive.plist`) are read.
    mutating func addBundleResources(_ relative: String, absolute: String) {
        guard !exclude.contains(where: { $0.matches(relative) }),
            let children = try? FileSystem.entries(absolute)
        else { return }
        for child in children where child.kind == .file && Self.isResource(child.name) {
            resources.append(relative + "/" + child.name)
        }
    }
}
