import CouplingModel

public struct ComponentInfo: Sendable, Hashable {
    public var name: String
    /// Folder relative to the scan root.
    public var path: String
}

public struct SourceFile: Sendable, Hashable {
    /// Relative to the scan root, `/`-separated.
    public var path: String
    /// Index into `SourceTree.components`; nil for files directly in the root.
    public var component: Int?
    public var language: Language
    public var size: Int
    /// Modification time in nanoseconds when the file was listed; nil when unknown.
    public var modified: Int64?
}

/// The files of the scan, each assigned to a component. Sorted by path; components by name.
public struct SourceTree: Sendable {
    public var root: String
    public let components: [ComponentInfo]
    public let files: [SourceFile]
    /// The component of each file that has one, by path: built here, once, for every pass.
    public let componentOfFile: NameMap<Int>
    /// Relative paths of build manifests (Package.swift, *.podspec, BUILD, module.modulemap,
    /// X.xcodeproj/project.pbxproj, XcodeGen's project.yml).
    public var manifests: [String]
    /// Relative paths of property lists and JSON files (run-time registries), sorted.
    public var resources: [String] = []
    /// Symbolic links to the tree's headers, by the link's path (SwiftPM's `include/` folders of
    /// links to a target's public headers): one header, read once, at the path it points to; an
    /// include that names the link means that header.
    public var headerLinks: [String: String] = [:]

    /// Each component's folder by its name (rules match either).
    public var componentPaths: [String: String] {
        Dictionary(components.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    public func absolutePath(_ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    public func component(named name: String) -> Int? {
        components.firstIndex { $0.name == name }
    }

    /// The component that owns a relative path: the deepest component folder containing it.
    public func component(containing path: String) -> Int? {
        // The deepest component folder wins; looked up by slices of the path, nothing allocated. Only
        // prefixes as deep as the deepest component are looked up (a file is often far deeper).
        let utf8 = path.utf8
        var end = utf8.startIndex
        var seen = 0
        var found: Int?
        while seen < componentDepth, let slash = utf8[end...].firstIndex(of: UInt8(ascii: "/")) {
            seen += 1
            if let index = componentIndexByPath[path[..<slash]] { found = index }
            end = utf8.index(after: slash)
        }
        // (The path itself, a component's own folder, only when no folder above it is one.)
        return found ?? componentIndexByPath[path[...]]
    }

    private static func segments(_ path: String.UTF8View) -> Int {
        path.isEmpty ? 0 : path.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
    }

    private let componentIndexByPath: [Substring: Int]
    /// The most segments of a component's path.
    private let componentDepth: Int

    public init(root: String, components: [ComponentInfo], files: [SourceFile], manifests: [String]) {
        self.root = root
        self.components = components
        self.manifests = manifests
        componentIndexByPath = Dictionary(
            components.enumerated().map { ($1.path[...], $0) }, uniquingKeysWith: { first, _ in first })
        componentDepth = components.map { Self.segments($0.path.utf8) }.max() ?? 0
        self.files = files
        // (A tree's paths are all different.)
        self.componentOfFile = NameMap(
            uniqueKeysWithValues: files.compactMap { file in file.component.map { (file.path, $0) } })
    }

    /// The components whose folders are strictly inside `folder` (root-relative), in index order.
    public func components(inside folder: String) -> [Int] {
        let prefix = folder + "/"
        return components.indices.filter { components[$0].path.hasPrefix(prefix) }
    }

    /// The same tree with these files.
    func with(files: [SourceFile]) -> SourceTree {
        SourceTree(root: root, components: components, files: files, manifests: manifests)
    }
}

public enum SourceTreeKey: ArtifactKey {
    public typealias Value = SourceTree
    public static let name = "source-tree"
}

/// Facts of every Swift file, sorted by path.
public enum SwiftFactsKey: ArtifactKey {
    public typealias Value = ExtractedFacts
    public static let name = "swift-facts"
}

/// Facts of every C-family file (headers, .m, .mm, .c, .cpp), sorted by path, and which
/// declaration reader read the headers (nil: there were none).
public struct CFamilyFacts: Sendable {
    public var files: ExtractedFacts
    public var reader: CFamilyDeclarationReader?

    /// What the report says: the reader's name, or `none`.
    public var readerName: String { reader?.rawValue ?? "none" }
}

public enum CFamilyFactsKey: ArtifactKey {
    public typealias Value = CFamilyFacts
    public static let name = "cfamily-facts"
}
