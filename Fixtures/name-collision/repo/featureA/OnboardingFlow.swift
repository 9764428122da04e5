import Foundation

public struct OnboardingFlow {
    public enum Step: String, CaseIterable, Sendable {
        case welcome, permissions, account, done
    }

    public private(set) var current: Step = .welcome
    private let logger = Logger(category: "flow")

    public init() {}

    public var isFinished: Bool { current == .done }

    public mutating func advance() {
        let all = Step.allCases
        guard let index = all.firstIndex(of: current), index + 1 < all.count else { return }
        current = all[index + 1]
        logger.log("advanced to \(current.rawValue)")
    }
}
