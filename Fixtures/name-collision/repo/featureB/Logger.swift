import Foundation

/// Checkout's logger: structured lines for the payments dashboard.
public struct Logger: Sendable {
    public var subsystem: String

    public init(subsystem: String = "checkout") {
        self.subsystem = subsystem
    }

    public func event(_ name: String, _ fields: [String: String] = [:]) {
        let rendered = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        print("\(subsystem) \(name) \(rendered)")
    }
}
