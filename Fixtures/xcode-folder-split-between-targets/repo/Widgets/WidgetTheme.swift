import Foundation

@objc final class WidgetTheme: NSObject {
    let accent = "blue"
}
