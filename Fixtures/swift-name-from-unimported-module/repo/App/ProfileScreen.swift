import UIKit
import Core

/// Does not import Analytics: the EventTracker written here cannot be Analytics' (this file would not
/// compile as it is; the tool reports the name as not visible instead of guessing).
final class ProfileScreen: UIViewController {
    var session: Session?
    var tracker: EventTracker?
}
