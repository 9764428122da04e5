import CouplingModel

/// Resolves `#import`/`#include` like Xcode: quoted paths relative to the including file (inside a
/// prebuilt `X.framework`, only its own headers), a written folder on the target's header search
/// paths, then against the tree's header folders (any header whose path ends with the written path:
/// for a bare `"Y.h"` that is a unique basename, as header maps do; of several, the one in the
/// including file's Xcode project, whose header map holds it, or the one on the search paths), then `"X/Y.h"` as framework X's header; `<X/Y.h>` in the including file's target's header
/// search paths, then a prebuilt bundle's `X.framework/Headers/Y.h`, then module or framework X's
/// header when X is built in the tree (as the file's own project builds it), else as the one in-tree header at `include/X/Y.h`
/// (a vendored library's public headers, which a header search path points at:
/// `deps/include/mpv/client.h`) unless X is a system or SDK folder — a copy elsewhere
/// (`deprecated/android/sqlcipher/sqlite3.h`) may be a stale one. `<Foundation/Foundation.h>`,
/// `<sys/types.h>` or `<float.h>` never match an in-tree file.
struct HeaderResolver {
    enum Outcome: Equatable, Sendable {
        /// An in-tree header.
        case header(String)
        /// A module or framework of the tree without a matching header file (umbrella, generated header).
        case module([Int])
        /// `X-Swift.h` (or the name a project gives it), the header the compiler generates for a
        /// target's Swift, by its file name: the build model says which targets generate one of that
        /// name (the including file's own, or another).
        case swiftHeader(String)
        /// Several in-tree headers match.
        case ambiguous([String])
        /// System or generated header.
        case external
    }

    /// The paths an include may name: the headers and the links to them.
    private let headers: Set<String>
    private let byBasename: [String: [String]]
    /// The same by lower-cased basename (a bare include spelled in another case).
    private let byFoldedBasename: [String: [String]]
    /// Symbolic links to headers: the header each names (`SourceTree.headerLinks`).
    private let links: [String: String]
    private let componentOf: (String) -> Int?
    /// The header search paths of a file's targets, in order (`BuildModel.Target.headerSearchPaths`).
    private let searchPaths: (String) -> [String]
    private let modules: ModuleMap
    /// File names the projects give their generated Swift headers (`SWIFT_OBJC_INTERFACE_HEADER_NAME`).
    private let swiftHeaders: Set<String>
    /// The folders of a module as a file's own project builds it (`BuildModel.components(ofModule:seenFrom:)`).
    private let moduleSeenFrom: (String, String) -> [Int]?
    /// Whether a target of the file's own project builds the module (`BuildModel.buildsModule`): then
    /// its headers, not a prebuilt bundle's; nil: not known (an inferred app's file).
    private let moduleBuiltFor: (String, String) -> Bool?
    /// The folders of the Xcode projects whose targets compile a file: their header maps hold the
    /// headers of the project, none of another project's.
    private let projectFolders: (String) -> [String]
    /// The headers of prebuilt framework bundles by the path an include writes: `X/Y.h` for
    /// `X.framework/Headers/Y.h` (or `Versions/A/Headers/`, `PrivateHeaders/`).
    private let bundleHeaders: [String: [String]]

    init(
        headers: [String], links: [String: String] = [:], modules: ModuleMap, componentOf: @escaping (String) -> Int?,
        searchPaths: @escaping (String) -> [String] = { _ in [] }, swiftHeaders: Set<String> = [],
        moduleSeenFrom: @escaping (String, String) -> [Int]? = { _, _ in nil },
        moduleBuiltFor: @escaping (String, String) -> Bool? = { _, _ in false },
        projectFolders: @escaping (String) -> [String] = { _ in [] }
    ) {
        self.projectFolders = projectFolders
        self.swiftHeaders = swiftHeaders
        self.moduleSeenFrom = moduleSeenFrom
        self.moduleBuiltFor = moduleBuiltFor
        self.searchPaths = searchPaths
        let paths = headers + links.keys
        self.headers = Set(paths)
        var byBasename: [String: [String]] = [:]
        var bundleHeaders: [String: [String]] = [:]
        for path in paths.sorted() {
            byBasename[Self.basename(path), default: []].append(path)
            if let written = Self.bundleInclude(path) { bundleHeaders[written, default: []].append(path) }
        }
        self.byBasename = byBasename
        self.bundleHeaders = bundleHeaders
        var byFoldedBasename: [String: [String]] = [:]
        for (name, paths) in byBasename { byFoldedBasename[name.lowercased(), default: []] += paths }
        self.byFoldedBasename = byFoldedBasename
        self.links = links
        self.modules = modules
        self.componentOf = componentOf
    }

    /// `X/Y.h` for a header of bundle `X.framework` (its `Headers/`, `PrivateHeaders/`, either under
    /// `Versions/V/`), as `<X/Y.h>` names it when the framework search path holds the bundle.
    static func bundleInclude(_ path: String) -> String? {
        guard enclosingBundle(path) != nil else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let bundle = segments.lastIndex(where: { $0.hasSuffix(".framework") && $0.count > 10 }) else { return nil }
        var index = bundle + 1
        if index + 2 < segments.count, segments[index] == "Versions" { index += 2 }
        guard index + 1 < segments.count, segments[index] == "Headers" || segments[index] == "PrivateHeaders" else { return nil }
        let name = segments[bundle].dropLast(10)
        return ([name] + segments[(index + 1)...]).joined(separator: "/")
    }

    /// The bundle `X.framework` a path lies in, its path up to and with the bundle's folder.
    static func enclosingBundle(_ path: String) -> Substring? {
        // (Asked of every file and every quoted include: bytes compared, no Foundation search.)
        guard let end = PathText.endOfLast(".framework/", in: path), end > ".framework/".utf8.count else { return nil }
        return path[..<path.utf8.index(path.utf8.startIndex, offsetBy: end)]
    }

    /// `<X/Y.h>` (or `"X/Y.h"`) as a prebuilt bundle's header: what the framework search path finds.
    private func bundleHeader(_ written: String) -> Outcome? {
        let matches = headers(bundleHeaders[written] ?? [])
        if let single = oneComponent(matches) { return .header(single) }
        return matches.count > 1 ? .ambiguous(matches) : nil
    }

    /// The header a path an include matched names: itself, or the one a link points to.
    private func header(_ path: String) -> String { links[path] ?? path }

    /// The headers of `matches` (paths or links), each once, in order.
    private func headers(_ matches: [String]) -> [String] {
        guard !links.isEmpty else { return matches }
        var seen: Set<String> = []
        return matches.map(header).filter { seen.insert($0).inserted }
    }

    func resolve(_ include: Import, from file: String) -> Outcome {
        let written = include.name
        let base = Self.basename(written)
        // (Generated: `X-Swift.h`, or a name a project gives its targets' headers — unless the tree has
        // a header of that name that no project generates: ChatSecure's `ChatSecureCoreCompat-Swift.h`
        // is a wrapper that includes the generated one.)
        if swiftHeaders.contains(base) || base.hasSuffix("-Swift.h") && byBasename[base] == nil {
            return .swiftHeader(base)
        }
        let hasFolder = written.withUTF8Bytes { $0.contains(UInt8(ascii: "/")) }  // (in the bytes: the view's search is generic)
        switch include.kind {
        case .quotedInclude:
            let folder = Self.directory(of: file)
            if let relative = Self.normalize(folder.isEmpty ? written : folder + "/" + written), headers.contains(relative) {
                return .header(header(relative))
            }
            // Inside a prebuilt bundle a header includes its own bundle's headers, or the system's:
            // no header map of the project reaches there (FriBidi's "debug.h" is not libpurple's).
            if let bundle = Self.enclosingBundle(file) {
                let own = headers(suffixMatches(written).filter { $0.hasPrefix(bundle) })
                if let single = own.first { return .header(single) }
                return hasFolder ? bundleHeader(written) ?? .external : .external
            }
            // (A written folder, `"../src/MGLSignpost.h"`: the target's header search paths, as the
            // compiler looks after the including file's folder; Mapbox's `platform/darwin/include`.)
            if hasFolder, case .header(let path)? = searched(written, from: file) { return .header(path) }
            if let found = bySuffix(written, from: file) {
                // (Two copies, `libsixel/include/sixel.h` and `libsixel-x86/include/sixel.h`: the one on
                // the target's header search paths, as the compiler finds it.)
                if case .ambiguous = found, case .header(let path)? = searched(written, from: file) { return .header(path) }
                return found
            }
            // A bare name spelled in another case (`"IGListMoveIndexPathINternal.h"`): macOS's file
            // system and Xcode's header maps ignore case; one header of that name is the one.
            if !hasFolder, let folded = byFoldedBasename[written.lowercased()], let single = oneComponent(headers(folded)) {
                return .header(single)
            }
            // `"leveldb/write_batch.h"` never means some other folder's `write_batch.h`: a basename
            // alone decides only when nothing but a basename was written.
            if hasFolder, let bundle = bundleHeader(written) { return bundle }
            if hasFolder, let framework = framework(written.split(separator: "/").map(String.init), from: file) {
                return framework
            }
            return .external
        case .angledInclude:
            guard hasFolder else {
                // `<crc32x.h>` in a folder on the file's header search paths (a bare name of the SDK's
                // libraries, `<zlib.h>`, is the tree's only there).
                if let found = searched(written, from: file) { return found }
                // `<FLEX.h>`: a module's umbrella header of its own name, written bare, as CocoaPods' public
                // header folder (and a package's `publicHeadersPath`) on the search path lets a file write it.
                guard base.hasSuffix(".h"), !Self.sdkLibraryHeaders.contains(base), case let module = String(base.dropLast(2)),
                    case let owners = moduleSeenFrom(module, file) ?? modules.components(ofModule: module), !owners.isEmpty,
                    let single = oneComponent(headers(byBasename[base] ?? []).filter { componentOf($0).map(owners.contains) ?? false })
                else { return .external }
                return .header(single)
            }
            let segments = written.split(separator: "/").map(String.init)
            // (The file's own header search paths first, as the compiler looks: Provenance's app has its
            // own `include/net/net_compat.h` beside a package's target named `net`. Then the framework
            // search path: a prebuilt bundle `X.framework` before a checkout of X's sources that no
            // project here builds, iTerm2's `CoreParse/` beside the `CoreParse.framework` it links.)
            if let found = searched(written, from: file) { return found }
            // (A module's own sources name their headers so: the checkout's `<CoreParse/CPToken.h>` is its own.
            // Asked only of an include a bundle answers: most are none.)
            if let bundle = bundleHeader(written),
                !(componentOf(file).map { modules.components(ofModule: segments[0]).contains($0) } ?? false),
                case let built = moduleBuiltFor(segments[0], file), built != true
            {
                // (A bundle and a module the tree builds, for a file whose target's links no manifest
                // states: which one the build finds, the tree does not say.)
                if built == nil, case .header(let prebuilt) = bundle, case .header(let module)? = framework(segments, from: file), module != prebuilt {
                    return .ambiguous([module, prebuilt].sorted())
                }
                return bundle
            }
            if let framework = framework(segments, from: file) { return framework }
            guard !Self.systemFolders.contains(segments[0]), !AppleModules.names.contains(segments[0]) else { return .external }
            // The tree's own path from its root, for a file no search path of a project describes
            // (Transmission's CMake puts the root on the path: `<libtransmission/log.h>` from `gtk/`,
            // whose folder an Xcode project builds as the module `transmission`).
            if searchPaths(file).isEmpty, let path = Self.normalize(written), headers.contains(path) { return .header(header(path)) }
            // (A link's own path decides: `include/X/Y.h` may be a link to `X/Y.h`.)
            if case .header(let path)? = bySuffix(written, from: file),
                suffixMatches(written).contains(where: { header($0) == path && ($0 == "include/" + written || $0.hasSuffix("/include/" + written)) })
            {
                return .header(path)
            }
            return .external
        case .objcModule:
            let module = written.split(separator: ".").first.map(String.init) ?? written
            let components = moduleSeenFrom(module, file) ?? modules.components(ofModule: module)
            return components.isEmpty ? .external : .module(components)
        case .swiftModule, .swiftExportedModule, .usingNamespace:
            return .external
        }
    }

    /// `written` in the first of the file's header search paths that has it, as the compiler looks:
    /// `Folder/written`, or for `Folder/**` a header below the folder whose path ends with it.
    private func searched(_ written: String, from file: String) -> Outcome? {
        for path in searchPaths(file) {
            var matches: [String]
            if path == "**" || path.hasSuffix("/**") {
                let folder = path == "**" ? "" : String(path.dropLast(3))
                matches = headers(suffixMatches(written).filter { folder.isEmpty || $0.hasPrefix(folder + "/") })
            } else {
                guard let candidate = Self.normalize(path.isEmpty ? written : path + "/" + written), headers.contains(candidate)
                else { continue }
                matches = [header(candidate)]
            }
            if let single = oneComponent(matches) { return .header(single) }
            if matches.count > 1 { return .ambiguous(matches) }
        }
        return nil
    }

    /// The first in-tree header whose path ends with `written` of an angled include taken for a
    /// system or other project's header; nil when there is none, or `written` names a system folder.
    func unreachedHeader(_ written: String) -> String? {
        guard let first = written.split(separator: "/").first.map(String.init), written.utf8.contains(UInt8(ascii: "/")),
            !Self.systemFolders.contains(first), !AppleModules.names.contains(first)
        else { return nil }
        return headers(suffixMatches(written)).min()
    }

    /// The umbrella header of module `name`, `<name/name.h>`, when the tree has it.
    func umbrella(of name: String) -> String? {
        guard !name.isEmpty, case .header(let path)? = framework([name, name + ".h"], from: "") else { return nil }
        return path
    }

    /// `<X/Y.h>` where X is a module of the tree: a header named Y.h in X's component(s).
    private func framework(_ segments: [String], from file: String) -> Outcome? {
        let components = moduleSeenFrom(segments[0], file) ?? modules.components(ofModule: segments[0])
        guard !components.isEmpty else { return nil }
        let rest = segments.dropFirst().joined(separator: "/")
        let matches = headers(
            (byBasename[Self.basename(rest)] ?? []).filter { path in
                guard let owner = componentOf(header(path)), components.contains(owner) else { return false }
                return path == rest || path.hasSuffix("/" + rest)
            })
        if let single = oneComponent(matches) { return .header(single) }
        // (Module X of two folders, a checkout and a prebuilt bundle: the including folder's own first.)
        if let own = componentOf(file), let mine = oneComponent(matches.filter { componentOf($0) == own }) { return .header(mine) }
        if matches.count > 1 { return .ambiguous(matches) }
        // `<yoga/algorithm/Align.h>` where module yoga's folder holds `algorithm/`, a component of
        // its own: the header the whole path names, not the module's folder.
        if segments.count > 2, let single = oneComponent(headers(suffixMatches(segments.joined(separator: "/")))) {
            return .header(single)
        }
        // No such header in the module's folders but another folder's: the build copies that one there
        // (MMKV's CMake copies its C++ core's `MMKVLog.h` into `include/MMKV/`), not a header of the
        // module's (its Objective-C wrapper, which has none of that name).
        if !Self.systemFolders.contains(segments[0]) {
            let elsewhere = headers(suffixMatches(rest)).filter { componentOf($0) != nil }
            if let single = oneComponent(elsewhere) { return .header(single) }
            if elsewhere.count > 1 { return .ambiguous(elsewhere) }
        }
        // No such header in the module's folders: one the build makes or copies there (`<Kit/Kit.h>`, a
        // pod's headers, a binary framework's that the folder wraps: `<FirebaseAnalytics/FIRAnalytics.h>`),
        // unless the folder has a system folder's name: iSH's `<linux/stddef.h>` beside its own `linux/`
        // folder is Linux's header, no edge to the folder (a false cycle).
        return Self.systemFolders.contains(segments[0]) && byBasename[Self.basename(rest)] == nil ? nil : .module(components)
    }

    private func bySuffix(_ written: String, from file: String) -> Outcome? {
        let matches = headers(suffixMatches(written))
        if let single = oneComponent(matches) { return .header(single) }
        if matches.count > 1 {
            let own = componentOf(file)
            let local = matches.filter { componentOf($0) == own }
            if local.count == 1 { return .header(local[0]) }
            // (The header map of the file's project: App Center's three sample apps each have their
            // own `Constants.h`, which another project's file never includes.)
            let folders = projectFolders(file)
            if !folders.isEmpty, !written.hasPrefix("../"),
                let single = oneComponent(matches.filter { match in folders.contains { $0.isEmpty || match.hasPrefix($0 + "/") } })
            {
                return .header(single)
            }
            return .ambiguous(matches)
        }
        return nil
    }

    /// The headers and links whose path ends with `written`.
    private func suffixMatches(_ written: String) -> [String] {
        (byBasename[Self.basename(written)] ?? []).filter { $0 == written || $0.hasSuffix("/" + written) }
    }

    /// The first of several matching headers when they all belong to one component: which copy is
    /// meant does not change the component edge.
    private func oneComponent(_ matches: [String]) -> String? {
        guard let first = matches.first else { return nil }
        let owner = componentOf(first)
        return matches.allSatisfy { componentOf($0) == owner } ? first : nil
    }

    /// Folders of the system's and the compiler's headers, whatever copies a tree carries.
    static let systemFolders: Set<String> = [
        "sys", "net", "netinet", "netinet6", "arpa", "mach", "mach-o", "machine", "libkern", "os", "dispatch", "xpc",
        "objc", "simd", "malloc", "secure", "bsm", "uuid", "libproc", "i386", "arm", "arm64", "x86_64", "architecture",
        "bits", "ext", "experimental", "tr1", "linux", "asm", "asm-generic", "android", "CommonCrypto", "sandbox",
    ]

    /// Headers of libraries every Apple SDK ships in `usr/include`: a tree's copy (App Center's
    /// `Vendor/SQLite3/sqlite3.h`) is what its own build may include, but a file that cannot see the
    /// copy includes the SDK's `<sqlite3.h>`, whose names are the SDK's.
    static let sdkLibraryHeaders: Set<String> = [
        "sqlite3.h", "sqlite3ext.h", "zlib.h", "zconf.h", "bzlib.h", "expat.h", "expat_external.h", "iconv.h", "lzma.h",
        "pcap.h", "curses.h", "ncurses.h", "ffi.h",
    ]

    static func basename(_ path: String) -> String { PathText.basename(path) }
    static func directory(of path: String) -> String { PathText.directory(of: path) }
    static func normalize(_ path: String) -> String? { PathText.normalize(path) }
}
