/// A value of an old-style (OpenStep) property list, the text format of `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, quoted or bare strings, `<0a1b>` data.
public enum OpenStepPlist: Sendable, Hashable {
    case string(String)
    case data([UInt8])
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [OpenStepPlist]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: OpenStepPlist]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// Parses a whole file. Never traps: bad, truncated or too deeply nested text is an error
    /// with the line and column where reading stopped.
    public static func parse(_ bytes: [UInt8]) throws(OpenStepPlistError) -> OpenStepPlist {
        var parser = OpenStepPlistParser(bytes)
        return try parser.parseDocument()
    }
}

/// Why a property list could not be read, and where (1-based line and column; the column
/// counts bytes).
public struct OpenStepPlistError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
