import Foundation

/// The app's logger. Objective-C code sees it as `LGNLogger`.
@objc(LGNLogger)
final class Logger: NSObject {
    @objc static let shared = Logger(subsystem: Bundle.main.bundleIdentifier ?? "app")

    private let subsystem: String
    private let queue = DispatchQueue(label: "logger", qos: .utility)

    init(subsystem: String) {
        self.subsystem = subsystem
    }

    @objc func info(_ message: String) {
        write("INFO", message)
    }

    @objc func error(_ message: String) {
        write("ERROR", message)
    }

    private func write(_ level: String, _ message: String) {
        let redacted = LogRedaction.redact(message)
        let line = "\(subsystem) [\(level)] \(redacted)"
        queue.async { NSLog("%@", line) }
    }
}
