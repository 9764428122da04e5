import Foundation

/// A test helper of the test bundle's own Swift.
@objc public final class CartFixture: NSObject {
    @objc public static func sampleItems() -> [String] { ["tea", "milk"] }
}
