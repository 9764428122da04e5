import UIKit

/// Imports none of the app's frameworks: it sees them through App-Bridging-Header.h.
final class MainController {
    let double = TestDouble()
    let session = CKSession()
    let clock = CoreClock()
    let basics = BasicsClock()
    let fake = FakeClock()

    func start() {
        session.start()
        clock.tick()
    }
}
