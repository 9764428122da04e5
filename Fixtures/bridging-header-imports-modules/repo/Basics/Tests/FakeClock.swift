import Basics
import XCTest

/// Compiled by the test bundle only.
final class FakeClock {
    let wrapped = BasicsClock()
}

final class BasicsClockTests: XCTestCase {
    func testNow() {
        XCTAssertNotNil(FakeClock().wrapped.now)
    }
}
