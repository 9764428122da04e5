import CouplingKit
import CouplingModel
import Foundation
import Testing

@Suite("Determinism")
struct DeterminismTests {
    @Test("same tree, any job count: byte-identical JSON", arguments: Fixture.all)
    func jobsDoNotChangeTheReport(fixture: Fixture) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let one = try encoder.encode(try await fixture.scan(jobs: 1))
        let two = try encoder.encode(try await fixture.scan(jobs: 2))
        let again = try encoder.encode(try await fixture.scan(jobs: 3))
        #expect(one == two)
        #expect(two == again)
    }
}
