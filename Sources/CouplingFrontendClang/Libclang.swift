import CLibclang

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loaded libclang: a table of function pointers, immutable once loaded, so it can be
/// shared between workers. Indexes and translation units made from it are not shareable
/// (see `ClangSession`).
public final class Libclang: @unchecked Sendable {
    /// The file that was loaded.
    public let path: String
    /// `clang_getClangVersion()`, e.g. "clang version 14.0.6".
    public let version: String
    let api: CLibclangAPI

    private init(path: String, api: CLibclangAPI) {
        self.path = path
        self.api = api
        let string = api.getClangVersion()
        if let cString = api.getCString(string) {
            self.version = String(cString: cString)
        } else {
            self.version = "unknown"
        }
        api.disposeString(string)
    }

    /// Loads the library at exactly `path`.
    public static func load(path: String) -> Result<Libclang, LibclangLoadError> {
        var api = CLibclangAPI()
        var buffer = [CChar](repeating: 0, count: 1024)
        let status = buffer.withUnsafeMutableBufferPointer { error in
            clibclang_load(path, &api, error.baseAddress, error.count)
        }
        if status != 0 {
            let message = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return .failure(LibclangLoadError(tried: [.init(path: path, reason: message)]))
        }
        return .success(Libclang(path: path, api: api))
    }

    /// Finds and loads a libclang. Search order:
    /// 1. `explicitPath` (`--libclang PATH`), else `COUPLING_LIBCLANG` from `environment`:
    ///    when one is given, only that one is tried (a wrong explicit path is an error, not
    ///    silently replaced by another library);
    /// 2. Debian's libclang (`/usr/lib/llvm-*/lib/libclang.so`, `/usr/lib/*-linux-gnu/libclang-*.so*`),
    ///    highest version first;
    /// 3. the libclang of the Swift toolchain (`swift` on `PATH`, symlinks resolved, `../lib/libclang.so`);
    /// 4. Xcode's and the Command Line Tools' `libclang.dylib` on macOS.
    public static func locate(explicitPath: String?, environment: [String: String]) -> Result<Libclang, LibclangLoadError> {
        let explicit = explicitPath ?? environment["COUPLING_LIBCLANG"].flatMap { $0.isEmpty ? nil : $0 }
        let candidates = explicit.map { [$0] } ?? LibclangSearch.candidates(environment: environment)
        var tried: [LibclangLoadError.Attempt] = []
        for candidate in candidates {
            if explicit == nil && !LibclangSearch.fileExists(candidate) { continue }
            switch load(path: candidate) {
            case .success(let library): return .success(library)
            case .failure(let error): tried += error.tried
            }
        }
        if explicit == nil && tried.isEmpty {
            tried = candidates.map { .init(path: $0, reason: "not found") }
        }
        return .failure(LibclangLoadError(tried: tried))
    }
}

/// No libclang could be loaded; lists every path tried and why it failed.
public struct LibclangLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public struct Attempt: Hashable, Sendable {
        public var path: String
        public var reason: String
    }
    public var tried: [Attempt]

    public var description: String {
        if tried.isEmpty { return "no libclang found (no candidate path)" }
        return "no libclang could be loaded; tried: "
            + tried.map { "\($0.path) (\($0.reason))" }.joined(separator: "; ")
    }
}

enum LibclangSearch {
    static func candidates(environment: [String: String]) -> [String] {
        var result: [String] = []
        #if os(Linux)
        result += debianCandidates()
        #endif
        if let toolchain = swiftToolchainLib(environment: environment) {
            #if os(macOS)
            result.append(toolchain + "/libclang.dylib")
            #else
            result.append(toolchain + "/libclang.so")
            #endif
        }
        #if os(macOS)
        result.append("/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib")
        result.append("/Library/Developer/CommandLineTools/usr/lib/libclang.dylib")
        #endif
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// `/usr/lib/llvm-N/lib/libclang.so` and `/usr/lib/<triple>/libclang-N.so*`, highest N first.
    static func debianCandidates() -> [String] {
        var versioned: [(version: [Int], path: String)] = []
        for entry in listDirectory("/usr/lib") {
            if entry.hasPrefix("llvm-") {
                let version = versionNumbers(entry.dropFirst(5))
                for name in ["libclang.so", "libclang.so.1"] {
                    versioned.append((version, "/usr/lib/\(entry)/lib/\(name)"))
                }
            } else if entry.hasSuffix("-linux-gnu") {
                for name in listDirectory("/usr/lib/\(entry)") where name.hasPrefix("libclang-") && name.contains(".so") {
                    let version = versionNumbers(name.dropFirst("libclang-".count))
                    versioned.append((version, "/usr/lib/\(entry)/\(name)"))
                }
            }
        }
        // Highest version first; for one version, shorter names (the dev symlink) first.
        versioned.sort { a, b in
            a.version != b.version ? a.version.lexicographicallyPrecedes(b.version) == false : a.path.count < b.path.count
        }
        return versioned.map(\.path)
    }

    static func versionNumbers<S: StringProtocol>(_ text: S) -> [Int] {
        var numbers: [Int] = []
        var current: Int? = nil
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                current = (current ?? 0) * 10 + digit
            } else {
                if let value = current { numbers.append(value) }
                current = nil
                if character != "." { break }
            }
        }
        if let value = current { numbers.append(value) }
        return numbers
    }

    /// The `lib` folder next to the `bin` folder of the first `swift` on `PATH`.
    static func swiftToolchainLib(environment: [String: String]) -> String? {
        guard let pathVariable = environment["PATH"] else { return nil }
        for directory in pathVariable.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/swift"
            guard fileExists(candidate), let resolved = realPath(candidate) else { continue }
            guard let slash = resolved.lastIndex(of: "/") else { continue }
            let binDirectory = resolved[..<slash]
            guard let parentSlash = binDirectory.lastIndex(of: "/") else { continue }
            return String(binDirectory[..<parentSlash]) + "/lib"
        }
        return nil
    }

    static func fileExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func listDirectory(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
