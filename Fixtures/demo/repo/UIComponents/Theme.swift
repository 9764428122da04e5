import UIKit

public enum Theme {
    public static let accent = UIColor.systemIndigo
    public static let secondaryText = UIColor.secondaryLabel
    public static let cornerRadius: CGFloat = 12

    public static func title() -> UIFont {
        .preferredFont(forTextStyle: .headline)
    }

    public static func body() -> UIFont {
        .preferredFont(forTextStyle: .body)
    }
}
