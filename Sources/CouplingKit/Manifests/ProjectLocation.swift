import CouplingModel
import Foundation

/// Where a project file lies in the scan, and how the paths it writes map onto the scan root.
struct ProjectLocation: Sendable {
    /// The project file, relative to the scan root.
    let manifest: String
    /// `SRCROOT` (`PROJECT_DIR`), relative to the scan root: the folder holding the `.xcodeproj`
    /// (or the spec). Relative paths in build settings start here.
    var sourceRoot: String
    /// The scan root as an absolute path, to take back `<absolute>` paths that lie inside it.
    let absoluteRoot: String?

    /// A path written relative to `base` (a folder relative to the scan root), or absolute, as a
    /// path relative to the scan root; nil when it leaves the root.
    func rootRelative(_ path: String, from base: String) -> String? {
        if path.hasPrefix("/") { return fromAbsolute(path) }
        if path.isEmpty { return PathText.normalize(base) }
        return PathText.normalize(base.isEmpty ? path : base + "/" + path)
    }

    /// An absolute path inside the scan root, relative to it; nil outside.
    func fromAbsolute(_ path: String) -> String? {
        guard var root = absoluteRoot, !root.isEmpty else { return nil }
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        if path == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return PathText.normalize(String(path.dropFirst(prefix.count)))
    }

    /// A path from a build setting: quotes around it dropped, relative to `SRCROOT`.
    func settingPath(_ value: String) -> String? {
        var text = value.trimmingCharacters(in: .whitespaces)
        while text.count >= 2, text.first == text.last, text.first == "\"" || text.first == "'" {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        guard !text.isEmpty else { return nil }
        return rootRelative(text, from: sourceRoot)
    }
}

/// A project file that cannot be read as one: what is wrong, and where when known.
public struct ProjectFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int?

    public init(_ message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }

    public var description: String { message }
}
