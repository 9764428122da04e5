/// Text operations on the tree's relative paths (`/`-separated, no leading `/`), shared by the
/// include resolution of the scan and the included-macro table given to libclang.
public enum PathText {
    // By bytes, as the file system splits paths (and without the cost of grapheme breaking:
    // these run for every file of the tree, several times).
    public static func basename(_ path: String) -> String {
        guard let slash = lastSlash(path) else { return path }
        return String(path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: slash + 1)...]) ?? path
    }

    public static func directory(of path: String) -> String {
        guard let slash = lastSlash(path) else { return "" }
        return String(path.utf8[..<path.utf8.index(path.utf8.startIndex, offsetBy: slash)]) ?? ""
    }

    /// The offset of the last `/` (a native string's bytes are read in place, not through the view's
    /// index, which cost hundreds of instructions a path).
    private static func lastSlash(_ path: String) -> Int? {
        path.withUTF8Bytes { bytes in bytes.lastIndex(of: UInt8(ascii: "/")) }
    }

    /// The offset just past the last `needle` in `path` (`.framework/`, `.playground/`: a needle that
    /// starts with a byte paths have few of), by bytes.
    public static func endOfLast(_ needle: StaticString, in path: String) -> Int? {
        path.withUTF8Bytes { bytes in
            let count = needle.utf8CodeUnitCount
            guard count > 0, bytes.count >= count else { return nil }
            let first = needle.utf8Start.pointee
            var end = bytes.count - count + 1
            while let found = bytes[..<end].lastIndex(of: first) {
                if (1..<count).allSatisfy({ bytes[found + $0] == needle.utf8Start[$0] }) { return found + count }
                end = found
            }
            return nil
        }
    }

    /// `folder/name`, its bytes copied once (a walk makes one for every entry of the tree).
    public static func join(_ folder: String, _ name: String) -> String {
        folder.withUTF8Bytes { folder in
            name.withUTF8Bytes { name in
                String(unsafeUninitializedCapacity: folder.count + 1 + name.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: folder)
                    buffer[end] = UInt8(ascii: "/")
                    end += 1
                    end = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: name) + end
                    return end
                }
            }
        }
    }

    /// Folds `.` and `..`; nil when the path leaves the root.
    public static func normalize(_ path: String) -> String? {
        // Most includes have nothing to fold: no `.` or empty segment.
        if !needsFolding(path) { return path }
        var parts: [Substring] = []
        for bytes in path.utf8.split(separator: UInt8(ascii: "/")) {
            let part = Substring(bytes)
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
        return path.withUTF8Bytes { bytes in
            var previous = slash  // the start of the path is the start of a segment
            var segmentIsDots = true
            for byte in bytes {
                if byte == slash {
                    if previous == slash || segmentIsDots { return true }
                    segmentIsDots = true
                } else if byte != dot {
                    segmentIsDots = false
                }
                previous = byte
            }
            // A final segment of dots (`a/.`, `.`, `..`); `a/` has an empty final segment, which split drops.
            return !bytes.isEmpty && segmentIsDots && previous == dot
        }
    }
}
