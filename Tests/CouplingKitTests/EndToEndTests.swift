import CouplingKit
import CouplingModel
import Foundation
import Testing

@Suite("End to end over Fixtures/")
struct EndToEndTests {
    @Test("the graph matches the hand-written expected/edges.txt", arguments: Fixture.all)
    func graphMatchesHandWrittenExpectation(fixture: Fixture) async throws {
        let text = try String(contentsOf: fixture.expectedFolder.appendingPathComponent("edges.txt"), encoding: .utf8)
        let expected = ExpectedGraph(parsing: text)
        let actual = ExpectedGraph(report: try await fixture.scan())
        #expect(expected == actual, "\(fixture.name):\n\(expected.difference(from: actual))")
    }

    @Test("there are fixtures to test")
    func fixturesExist() {
        #expect(Fixture.all.count >= 6)
    }
}
