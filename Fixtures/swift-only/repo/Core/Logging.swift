import Foundation

public enum LogLevel: Int, Comparable, Sendable {
    case debug, info, warning, error

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Anything that can write a log line. Inject it; never reach for a singleton.
public protocol Logging: Sendable {
    func log(_ level: LogLevel, _ message: String, file: String, line: Int)
}

public struct ConsoleLogger: Logging {
    public var minimumLevel: LogLevel

    public init(minimumLevel: LogLevel = .info) {
        self.minimumLevel = minimumLevel
    }

    public func log(_ level: LogLevel, _ message: String, file: String, line: Int) {
        guard level >= minimumLevel else { return }
        print("[\(level)] \(file):\(line) \(message)")
    }
}
