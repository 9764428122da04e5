import UIKit

// In the framework's folder, but the app target compiles it.
extension UIView {
    func roundCorners() { layer.cornerRadius = 8 }
}
