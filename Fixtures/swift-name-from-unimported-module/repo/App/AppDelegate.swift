import UIKit
import Core
import Analytics

/// Imports Analytics: EventTracker is Analytics' tracker.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let session = Session(userID: "me")
    lazy var tracker = EventTracker(session: session)
}
