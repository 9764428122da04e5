import CouplingModel
import Foundation

/// Reads `.xcconfig` build configuration files: `KEY = value` lines, `//` comments and
/// `#include "other.xcconfig"` (`#include?` when it may be missing), relative to the including file.
enum XCConfigFile {
    /// Including files include each other at most this deep (and never in a loop).
    static let maximumDepth = 16

    /// The assignments of the file at `path` (relative to the scan root) and of what it includes,
    /// in order. A file that cannot be read gives a note, unless its include was optional.
    static func assignments(
        at path: String, location: ProjectLocation, read: (String) -> String?, notes: inout [String]
    ) -> [(key: String, value: String)] {
        var including: [String] = []
        return assignments(at: path, optional: false, location: location, read: read, including: &including, notes: &notes)
    }

    private static func assignments(
        at path: String, optional: Bool, location: ProjectLocation, read: (String) -> String?,
        including: inout [String], notes: inout [String]
    ) -> [(key: String, value: String)] {
        guard including.count < maximumDepth, !including.contains(path) else {
            notes.append("configuration file `\(path)` includes itself or nests too deep; the inner include is ignored")
            return []
        }
        guard let text = read(path) else {
            if !optional { notes.append("configuration file `\(path)` cannot be read; its settings are ignored") }
            return []
        }
        including.append(path)
        defer { including.removeLast() }
        var result: [(key: String, value: String)] = []
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            // `//` starts a comment anywhere on the line (URLs are written with `/$()/` in xcconfig files).
            var line = rawLine[...]
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                guard let included = includedPath(trimmed, from: path, location: location) else { continue }
                result += assignments(
                    at: included, optional: trimmed.hasPrefix("#include?"), location: location, read: read,
                    including: &including, notes: &notes)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            guard !key.isEmpty, !key.contains(" ") else { continue }
            result.append((key, value))
        }
        return result
    }

    /// `#include "x.xcconfig"` relative to the including file; nil for `<...>` (the developer
    /// directory) and for paths that leave the scan root.
    private static func includedPath(_ line: String, from path: String, location: ProjectLocation) -> String? {
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { return nil }
        let written = String(line[line.index(after: open)..<close])
        return location.rootRelative(written, from: PathText.directory(of: path))
    }
}
