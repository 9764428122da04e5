import UIKit

public final class KitTheme {
    public init() {}
}

extension UIColor {
    public static let brand = UIColor(red: 0.1, green: 0.4, blue: 0.8, alpha: 1)
}
