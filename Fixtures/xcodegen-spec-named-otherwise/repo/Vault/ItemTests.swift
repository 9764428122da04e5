import XCTest
@testable import Vault

final class ItemTests: VaultTestCase {
    func testName() { XCTAssertEqual(makeItem().name, "sample") }
}
