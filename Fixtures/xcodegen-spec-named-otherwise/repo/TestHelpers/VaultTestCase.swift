import XCTest
@testable import Vault

/// The base of the test bundle's cases: compiled with the tests, beside them in the same target.
class VaultTestCase: XCTestCase {
    func makeItem() -> Item { Item(name: "sample") }
}
