import Foundation

/// Exponential backoff for idempotent requests.
public struct RetryPolicy: Sendable {
    public var maxAttempts: Int
    public var baseDelay: TimeInterval

    public init(maxAttempts: Int = 3, baseDelay: TimeInterval = 0.5) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
    }

    public func delay(beforeAttempt attempt: Int) -> TimeInterval {
        baseDelay * pow(2, Double(max(0, attempt - 1)))
    }

    public func shouldRetry(_ method: HTTPMethod, attempt: Int) -> Bool {
        attempt < maxAttempts && method != .post
    }
}
