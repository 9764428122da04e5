/// A position in a scanned file. `path` is relative to the scan root, with `/` separators,
/// so reports do not depend on where the tree was checked out.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }

    public var description: String { "\(path):\(line):\(column)" }
}
