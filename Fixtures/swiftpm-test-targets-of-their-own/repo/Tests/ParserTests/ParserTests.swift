import XCTest
import SwiftTreeSitter
@testable import Parser

/// A helper of this test target only.
struct Tree {
    var depth: Int
}

final class ParserTests: XCTestCase {
    func testParser() {
        _ = Parser()
        let node: Node? = nil          // SwiftTreeSitter's Node
        XCTAssertNil(node)
        _ = Tree(depth: 1)
    }
}
