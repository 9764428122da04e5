import SwiftUI

extension Color {
    static let shadowTone = Color.black
    static let accent = Color.blue
}

extension NSLayoutConstraint {
    func activate() -> Self {
        isActive = true
        return self
    }
}

extension UIFont {
    static func preferredFont(withTextStyle style: UIFont.TextStyle, maxSize: CGFloat) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}
