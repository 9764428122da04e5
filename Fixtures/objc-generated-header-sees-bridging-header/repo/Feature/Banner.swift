import UIKit
@objc class Banner: NSObject {
    @objc func show() { _ = ThemeService.shared() }
}
