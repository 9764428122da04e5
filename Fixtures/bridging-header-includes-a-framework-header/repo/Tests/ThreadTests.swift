import XCTest

class ThreadTests: XCTestCase {
    func testThread() {
        let session = Session()
        let thread = Thread2(session: session)
        XCTAssertNotNil(thread)
    }
}
