import Foundation
import Core

/// Sends log lines to the unified system log, with the build number in front.
struct AppLogger: Logging {
    let build: String

    func log(_ level: LogLevel, _ message: String, file: String, line: Int) {
        NSLog("%@", "[\(build)] [\(level)] \(file):\(line) \(message)")
    }
}
