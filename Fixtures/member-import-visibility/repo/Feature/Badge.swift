import UIKit

// No `import Kit` here: Kit's extension member is seen (another file of the module imports Kit),
// its top-level class is not.
final class Badge: UIView {
    var tint: UIColor { UIColor.brand }
    var theme: KitTheme? { nil }
}
