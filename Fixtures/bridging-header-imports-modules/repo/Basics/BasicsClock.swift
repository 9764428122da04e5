import Foundation

public final class BasicsClock {
    public init() {}
    public var now: Date { Date() }
}
