import XCTest
@testable import Core

final class MockStore: Store {
    func value(for key: String) -> String? { nil }
}
