import Testing

@testable import CouplingKit

@Suite("Line count")
struct LineCountTests {
    /// The definition, a byte at a time.
    private func lines(_ bytes: [UInt8]) -> Int {
        bytes.filter { $0 == 0x0A }.count + (bytes.last.map { $0 != 0x0A ? 1 : 0 } ?? 0)
    }

    @Test("eight bytes at a time counts what the definition counts, whatever the bytes and the length")
    func matchesDefinition() {
        var generator = SystemRandomNumberGenerator()
        let samples: [[UInt8]] = [[], [0x0A], [0x41], Array("a\nb".utf8), Array("\n\n\n\n\n\n\n\n\n".utf8), [0x8A, 0x0A, 0xFF, 0x00, 0x0B, 0x09]]
            + (0..<200).map { n in (0..<(n * 3)).map { _ in [0x0A, 0x00, 0x8A, 0xFF, 0x7F, 0x41][Int.random(in: 0..<6, using: &generator)] } }
        for bytes in samples {
            #expect(LineCount.of(bytes) == lines(bytes), "\(bytes)")
        }
    }
}
