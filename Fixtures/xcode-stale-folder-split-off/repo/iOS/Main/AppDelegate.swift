import UIKit

final class AppDelegate: UIResponder {
    static let shared = AppDelegate()
}
