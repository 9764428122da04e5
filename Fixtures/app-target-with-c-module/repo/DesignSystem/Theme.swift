import UIKit

/// Colours and spacing shared by every screen.
enum Theme {
    static let background = UIColor.systemBackground
    static let accent = UIColor.systemBlue
    static let spacing: CGFloat = 8
}
