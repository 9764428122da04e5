import Foundation
import Shared

final class Delegate {
    func changed() {
        NotificationCenter.default.post(name: Config.didChangeNotification, object: nil)
    }
}
