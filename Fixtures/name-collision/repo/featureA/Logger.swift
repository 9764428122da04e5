import Foundation

/// Onboarding's own logger: prefixes every line with the onboarding step.
public final class Logger {
    public let category: String

    public init(category: String) {
        self.category = category
    }

    public func log(_ message: String) {
        NSLog("[onboarding/%@] %@", category, message)
    }
}
