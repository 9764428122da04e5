/// Text operations on the tree's relative paths (`/`-separated, no leading `/`), shared by the
/// include resolution of the scan and the included-macro table given to libclang.
public enum PathText {
    public static func basename(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Folds `.` and `..`; nil when the path leaves the root.
    public static func normalize(_ path: String) -> String? {
        // Most includes have nothing to fold: no `.` or empty segment.
        if !needsFolding(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// A segment that is empty, `.` or `..` (a leading `/`, `//`, `./`, a trailing `/.`, or `.` alone).
    private static func needsFolding(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var previous = slash  // the start of the path is the start of a segment
        var segmentIsDots = true
        var sawByte = false
        for byte in path.utf8 {
            if byte == slash {
                if previous == slash || segmentIsDots { return true }
                segmentIsDots = true
            } else if byte != dot {
                segmentIsDots = false
            }
            previous = byte
            sawByte = true
        }
        // A final segment of dots (`a/.`, `.`, `..`); `a/` has an empty final segment, which split drops.
        return sawByte && segmentIsDots && previous == dot
    }
}
