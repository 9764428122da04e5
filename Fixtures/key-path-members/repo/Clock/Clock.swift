import Dependencies
import Foundation

extension DependencyValues {
    /// AppDependencies declares `now` too.
    public var now: Date { Date(timeIntervalSince1970: 0) }
}
