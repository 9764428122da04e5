/// The body of a Swift type or extension in one file: its lines, the type's name (the extended
/// type's, for an extension) and the names its inheritance clause lists. Where a bare name may be a
/// member of a type (Swift looks in the enclosing types first) is known by place, not by file.
public struct TypeSpan: Hashable, Sendable, Codable {
    /// The type's name first, then the inherited names (the last part of each: `Base` of `Kit.Base`).
    public var names: [String]
    public var firstLine: Int
    public var lastLine: Int

    public init(names: [String], firstLine: Int, lastLine: Int) {
        self.names = names
        self.firstLine = firstLine
        self.lastLine = lastLine
    }

    public func contains(line: Int) -> Bool { line >= firstLine && line <= lastLine }
}
