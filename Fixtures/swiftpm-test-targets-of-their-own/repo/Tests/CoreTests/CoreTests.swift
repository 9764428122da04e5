import XCTest
import SwiftTreeSitter
@testable import Core

/// A helper of this test target only.
struct Node {
    var name: String
}

final class CoreTests: XCTestCase {
    func testCore() {
        _ = Core()
        let tree: Tree? = nil          // SwiftTreeSitter's Tree
        XCTAssertNil(tree)
        _ = Node(name: "x")
    }
}
