import ApiClient
import HomeFeature
import XCTest

final class HomeViewTests: XCTestCase {
    func testStartsEmpty() {
        let view = HomeView(client: ApiClient(fetch: { [] }))
        XCTAssertTrue(view.items.isEmpty)
    }
}
