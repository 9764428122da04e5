/// The `objects` of a `project.pbxproj`, with the lookups the reader needs: typed fields and
/// where a file reference or group lies, through the group tree.
struct PBXObjectGraph {
    typealias Object = [String: OpenStepPlist]

    let objects: [String: Object]
    /// Group (or variant group) → the group that lists it among its `children`.
    private let parents: [String: String]
    /// Product file reference → the target that builds it.
    let productOwners: [String: String]
    /// Every Xcode 16 synchronized folder, sorted by id.
    let synchronizedGroups: [String]
    let location: ProjectLocation

    init(objects: [String: Object], location: ProjectLocation) {
        self.objects = objects
        self.location = location
        var parents: [String: String] = [:]
        var productOwners: [String: String] = [:]
        var synchronizedGroups: [String] = []
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] {
                if let childID = child.string { parents[childID] = id }
            }
            if let product = object["productReference"]?.string, let name = object["name"]?.string {
                productOwners[product] = name
            }
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append(id) }
        }
        self.parents = parents
        self.productOwners = productOwners
        self.synchronizedGroups = synchronizedGroups.sorted()
    }

    func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

    func string(_ id: String, _ key: String) -> String? { objects[id]?[key]?.string }

    /// A list of object ids (or of strings).
    func list(_ id: String, _ key: String) -> [String] {
        (objects[id]?[key]?.array ?? []).compactMap(\.string)
    }

    /// Where a file reference or group lies, relative to the scan root; nil when it is outside the
    /// scan root or not in the file system (built products, the SDK, the developer folder).
    func path(of id: String) -> String? {
        var components: [String] = []  // innermost first
        var current = id
        // Bounded: a hostile file may make groups their own ancestors.
        for _ in 0..<256 {
            guard let object = objects[current] else { return nil }
            let written = object["path"]?.string ?? ""
            if !written.isEmpty { components.append(written) }
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if let parent = parents[current] {
                    current = parent
                    continue
                }
                return join(components.reversed())
            case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
                return join(components.reversed())
            case "<absolute>":
                return join(components.reversed())
            default:
                return nil
            }
        }
        return nil
    }

    /// Outermost first. From the last absolute component on, the path is absolute; otherwise it
    /// starts at SRCROOT.
    private func join(_ components: [String]) -> String? {
        if let absolute = components.lastIndex(where: { $0.hasPrefix("/") }) {
            return location.fromAbsolute(components[absolute...].joined(separator: "/"))
        }
        return location.rootRelative(components.joined(separator: "/"), from: location.sourceRoot)
    }

    /// The files a build file's `fileRef` stands for: the file itself, or the children of a
    /// variant group (localized files) or version group (Core Data models).
    func files(ofReference id: String) -> [String] {
        switch isa(id) {
        case "PBXVariantGroup", "XCVersionGroup": return list(id, "children").compactMap(path(of:))
        case "PBXFileReference": return path(of: id).map { [$0] } ?? []
        default: return []
        }
    }

    /// Settings of each configuration of a configuration list, in its order: the configuration
    /// file's (`baseConfigurationReference`) assignments, then `buildSettings`.
    func configurations(
        ofList id: String?, read: (String) -> String?, notes: inout [String]
    ) -> [(name: String, assignments: [(key: String, value: String)])] {
        guard let id else { return [] }
        return list(id, "buildConfigurations").map { configuration in
            var assignments: [(key: String, value: String)] = []
            if let file = configurationFile(of: configuration) {
                assignments += XCConfigFile.assignments(at: file, location: location, read: read, notes: &notes)
            } else if string(configuration, "baseConfigurationReference") != nil
                || string(configuration, "baseConfigurationReferenceAnchor") != nil
            {
                notes.append("configuration file of `\(string(configuration, "name") ?? configuration)` is outside the scanned folder; ignored")
            }
            let settings = objects[configuration]?["buildSettings"]?.dictionary ?? [:]
            for key in settings.keys.sorted() {
                guard let value = settings[key].flatMap(Self.settingText) else { continue }
                assignments.append((key, value))
            }
            return (string(configuration, "name") ?? "", assignments)
        }
    }

    /// The `.xcconfig` a configuration is based on: a file reference, or (Xcode 16) a path inside a
    /// synchronized folder.
    private func configurationFile(of configuration: String) -> String? {
        if let reference = string(configuration, "baseConfigurationReference") { return path(of: reference) }
        guard let anchor = string(configuration, "baseConfigurationReferenceAnchor"), let folder = path(of: anchor),
            let relative = string(configuration, "baseConfigurationReferenceRelativePath")
        else { return nil }
        return location.rootRelative(relative, from: folder)
    }

    /// A setting written as a string, or as a list (`HEADER_SEARCH_PATHS = (a, b)`) joined by spaces,
    /// an item with spaces in quotes (as Xcode writes it in the string form).
    private static func settingText(_ value: OpenStepPlist) -> String? {
        if let text = value.string { return text }
        return value.array.map { items in
            items.compactMap(\.string).map { $0.contains(" ") && !$0.hasPrefix("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        }
    }
}
