import UIKit
import featureA

/// Drives the onboarding screens. Only onboarding is imported here, so Logger is featureA's.
final class OnboardingCoordinator {
    private var flow = OnboardingFlow()
    private let logger = Logger(category: "coordinator")
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func next() {
        flow.advance()
        logger.log("showing \(flow.current.rawValue)")
        if flow.isFinished {
            navigationController.dismiss(animated: true)
        }
    }
}
