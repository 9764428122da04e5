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
