extension DiscoverFilesPass.Walker {
    /// Property lists and JSON files: where plugin registries list class names (read by `runtime-references`).
    static func isResource(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            bytes.count >= 5 && (bytes[(bytes.count - 5)...].elementsEqual(".json".utf8)
                || (bytes.count >= 6 && bytes[(bytes.count - 6)...].elementsEqual(".plist".utf8)))
        }
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
