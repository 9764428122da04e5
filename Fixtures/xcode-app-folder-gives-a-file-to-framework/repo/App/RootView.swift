import Foundation
import Shared

final class RootView {
    func observe() {
        NotificationCenter.default.addObserver(forName: Config.didChangeNotification, object: nil, queue: .main) { _ in }
    }
}
