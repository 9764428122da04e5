import Foundation

/// The shopping cart, shown to the app's Objective-C through the generated header.
@objc public final class Cart: NSObject {
    @objc public private(set) var items: [String] = []

    @objc public func add(_ item: String) {
        items.append(item)
    }
}
