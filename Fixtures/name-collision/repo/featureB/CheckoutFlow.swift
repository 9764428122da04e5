import Foundation

public final class CheckoutFlow {
    public private(set) var summary: CartSummary
    private let logger = Logger()

    public init(summary: CartSummary) {
        self.summary = summary
    }

    public func confirm() {
        logger.event("checkout.confirm", ["items": String(summary.itemCount)])
    }
}
