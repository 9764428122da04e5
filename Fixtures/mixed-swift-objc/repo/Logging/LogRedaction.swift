import Foundation

/// Masks e-mail addresses and tokens before a message reaches the log.
enum LogRedaction {
    private static let emailPattern = try! NSRegularExpression(
        pattern: "[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,}", options: [.caseInsensitive])

    static func redact(_ message: String) -> String {
        let range = NSRange(message.startIndex..., in: message)
        return emailPattern.stringByReplacingMatches(in: message, range: range, withTemplate: "<email>")
    }
}
