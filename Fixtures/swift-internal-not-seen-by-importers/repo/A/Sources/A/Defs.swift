/// Internal: seen by module A, and by a file that imports A `@testable`, only.
let dlog = Logger()

/// Internal too: B's public Theme is the only one importers of both see.
struct Theme {
    var dark = false
}

public struct Logger {
    public init() {}
    public func debug(_ message: String) {}
}
