import UIKit
import featureA
import featureB

/// Both features are imported here, so the checkout logger is named with its module.
final class AppCoordinator {
    private let logger = featureB.Logger(subsystem: "app")
    private var onboarding: OnboardingFlow?
    private var checkout: CheckoutFlow?

    func start() {
        onboarding = OnboardingFlow()
        logger.event("app.start")
    }

    func startCheckout(items: Int, total: Int) {
        checkout = CheckoutFlow(summary: CartSummary(itemCount: items, totalMinorUnits: total, currencyCode: "EUR"))
        logger.event("checkout.start", ["items": String(items)])
    }
}
