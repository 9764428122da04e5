import Foundation
import Core

final class ContentBlocking {
    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(changed), name: Fireproofing.loginDetectionStateChanged, object: nil)
    }

    @objc func changed() {}
}
