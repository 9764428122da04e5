import Foundation
import featureB

/// Collects a card for the cart that checkout hands over.
final class PaymentSheet {
    private let summary: CartSummary
    private let logger = Logger()

    init(summary: CartSummary) {
        self.summary = summary
    }

    func authorize(cardToken: String, completion: @escaping (Bool) -> Void) {
        logger.log("authorizing \(summary.itemCount) items")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
            completion(!cardToken.isEmpty)
        }
    }
}
