import CouplingModel

/// One target an Xcode project (`project.pbxproj`) or an XcodeGen spec (`project.yml`) builds:
/// what it compiles and under which module name. Every path is relative to the scan root,
/// `/`-separated and normalized; paths outside the root are never listed.
public struct ProjectTarget: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A product of its own that nothing imports: apps, extensions, watch apps, app clips,
        /// command-line tools, XPC services and loadable bundles (plug-ins).
        case app
        /// Frameworks and static or dynamic libraries: others link and import them.
        case module
        /// Unit and UI test bundles.
        case test
        /// Aggregate and external-build targets, and product types not known here.
        case other
    }

    public var name: String
    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (both expanded), else the target name; a C99 identifier.
    public var moduleName: String
    public var kind: Kind
    /// Source files it compiles (`.swift .m .mm .c .cc .cpp .cxx`) and headers of its Headers phase; sorted.
    public var files: [String]
    /// Folders whose every file it compiles, except what `excluded` matches (Xcode 16 synchronized
    /// folders, XcodeGen `sources` folders); sorted. `""` is the scan root.
    public var folders: [String]
    /// Globs (``Glob`` syntax) of what is not compiled although it lies in one of `folders`:
    /// synchronized-folder membership exceptions and `explicitFolders`, XcodeGen `excludes`. A file is
    /// excluded when a glob matches it or a folder above it. Sorted.
    public var excluded: [String]
    /// The platforms it builds for (`iOS`, `macOS`…), sorted; empty when not known.
    public var platforms: [String] = []
    /// An external-build target (`PBXLegacyTarget`: make, meson): its tool may compile any file of
    /// the project's folder.
    public var buildsExternally = false
    /// `SWIFT_OBJC_BRIDGING_HEADER`: nil when not set, empty when set to nothing (no bridging header,
    /// whatever `<Target>-Bridging-Header.h` lies beside it: Amethyst's).
    public var bridgingHeader: String?
    /// The file name of the header generated for its Swift when the project names one
    /// (`SWIFT_OBJC_INTERFACE_HEADER_NAME`); nil: `MODULE-Swift.h`.
    public var swiftHeader: String?
    /// `GCC_PREFIX_HEADER`.
    public var prefixHeader: String?
    /// Root-relative folders its `<X/Y.h>` includes are looked up in (`HEADER_SEARCH_PATHS`,
    /// `SYSTEM_HEADER_SEARCH_PATHS`, `USER_HEADER_SEARCH_PATHS`), in order; `Folder/**` searches below the folder too.
    public var headerSearchPaths: [String] = []
    /// Names of the targets of the same project it depends on or links; sorted. (A dependency on a
    /// target of another project is named by that target's name.)
    public var dependencies: [String]
    /// Swift package products it links (`packageProductDependencies`, XcodeGen `package:`); sorted.
    /// For a local package in the tree these are the modules it can import.
    public var packageProducts: [String]
    /// The project file it comes from.
    public var manifest: String

    public init(
        name: String, moduleName: String, kind: Kind, files: [String] = [], folders: [String] = [],
        excluded: [String] = [], platforms: [String] = [], bridgingHeader: String? = nil, prefixHeader: String? = nil,
        dependencies: [String] = [], packageProducts: [String] = [], manifest: String
    ) {
        self.name = name
        self.moduleName = moduleName
        self.kind = kind
        self.files = files
        self.folders = folders
        self.excluded = excluded
        self.platforms = platforms
        self.bridgingHeader = bridgingHeader
        self.prefixHeader = prefixHeader
        self.dependencies = dependencies
        self.packageProducts = packageProducts
        self.manifest = manifest
    }

    /// Its lists sorted and without duplicates; a target never depends on itself.
    mutating func normalize() {
        files = Array(Set(files)).sorted()
        folders = Array(Set(folders)).sorted()
        excluded = Array(Set(excluded)).sorted()
        dependencies = Array(Set(dependencies.filter { $0 != name })).sorted()
        packageProducts = Array(Set(packageProducts)).sorted()
    }

    /// Whether the target compiles the file at `path` (relative to the scan root), by its lists alone:
    /// an entry of `files`, or a file below one of `folders` that `excluded` does not match.
    public func compiles(_ path: String) -> Bool {
        if files.contains(path) { return true }
        guard folders.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") }) else { return false }
        let globs = excluded.map(Glob.init)
        var candidate = path
        while !candidate.isEmpty {
            if globs.contains(where: { $0.matches(candidate) }) { return false }
            candidate = PathText.directory(of: candidate)
        }
        return true
    }

    /// The kind of an Xcode product type (`com.apple.product-type.framework`) or XcodeGen `type`
    /// (`framework`), which is the same name without the prefix.
    public static func kind(ofProductType productType: String) -> Kind {
        let type = productType.hasPrefix("com.apple.product-type.")
            ? String(productType.dropFirst("com.apple.product-type.".count)) : productType
        if type.hasPrefix("bundle.") && (type.contains("test") || type.contains("testing")) { return .test }
        if ["framework", "framework.static", "library.static", "library.dynamic"].contains(type) { return .module }
        // A plain bundle with code is a plug-in loaded at run time: nothing imports it.
        let executables = [
            "application", "app-extension", "tv-app-extension", "watchkit-extension", "watchkit2-extension",
            "extensionkit-extension", "tool", "xpc-service", "system-extension", "driver-extension",
            "xcode-extension", "bundle", "instruments-package",
        ]
        if executables.contains(where: { type == $0 || type.hasPrefix($0 + ".") }) { return .app }
        return .other
    }
}
