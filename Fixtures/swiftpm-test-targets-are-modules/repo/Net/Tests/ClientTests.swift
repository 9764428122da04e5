import XCTest
@testable import Net

final class ClientTests: XCTestCase {
    func testFetch() {
        XCTAssertEqual(Client().fetch("a"), "a")
        // Another package's test helper: NetTests neither compiles Core/Tests nor depends on CoreTests.
        _ = MockStore()
    }
}
