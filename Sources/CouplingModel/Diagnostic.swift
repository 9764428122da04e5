/// A problem that does not stop the run: a file that could not be read or parsed, a header
/// that did not resolve, a fallback that was taken. Listed in the report.
public struct Diagnostic: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error
        private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var severity: Severity
    /// A stable kebab-case code, e.g. `unreadable-file`, `invalid-utf8`, `libclang-missing`.
    public var code: String
    public var message: String
    /// The file it is about, relative to the scan root, if any.
    public var path: String?
    public var line: Int?

    public init(_ severity: Severity, code: String, _ message: String, path: String? = nil, line: Int? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.path = path
        self.line = line
    }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.path ?? "", a.line ?? 0, a.code, a.message) < (b.path ?? "", b.line ?? 0, b.code, b.message)
    }

    public var description: String {
        var place = path ?? ""
        if let line { place += ":\(line)" }
        return (place.isEmpty ? "" : place + ": ") + "\(severity.rawValue): \(message) [\(code)]"
    }
}
