import Testing

@testable import CouplingKit

@Suite("Line count")
struct LineCountTests {
    /// The definition, a byte at a time.
    private func lines(_ bytes: [UInt8]) -> Int {
        bytes.filter { $0 == 0x0A }.count + (bytes.last.map { $0 != 0x0A ? 1 : 0 } ?? 0)
    }

    @Test("eight bytes at a time (and thousands of newlines) counts what the definition counts, whatever the bytes and the length")
    func matchesDefinition() {
        var generator = SystemRandomNumberGenerator()
        let samples: [[UInt8]] = [[], [0x0A], [0x41], Array("a\nb".utf8), Array("\n\n\n\n\n\n\n\n\n".utf8), [0x8A, 0x0A, 0xFF, 0x00, 0x0B, 0x09]]
            + (0..<200).map { n in (0..<(n * 3)).map { _ in [0x0A, 0x00, 0x8A, 0xFF, 0x7F, 0x41][Int.random(in: 0..<6, using: &generator)] } }
            // Past the 255 words whose per-byte sums are added up at once, every byte a newline.
            + [[UInt8](repeating: 0x0A, count: 255 * 8 * 3 + 5), [UInt8](repeating: 0x0A, count: 255 * 8)]
            + (0..<4).map { _ in (0..<10_000).map { _ in [0x0A, 0x0A, 0x8A, 0x41][Int.random(in: 0..<4, using: &generator)] } }
        for bytes in samples {
            #expect(LineCount.of(bytes) == lines(bytes), "\(bytes)")
        }
    }
}

@Suite("Invalid UTF-8")
struct InvalidUTF8Tests {
    @Test("a bad byte is found wherever it is in the words read at once, on its line")
    func badByteAnywhere() {
        let text = Array(String(repeating: "let x = 1\n", count: 10).utf8)
        #expect(SourceReader.firstInvalidUTF8Line(text) == nil)
        #expect(SourceReader.firstInvalidUTF8Line(text + Array("é\n".utf8)) == nil)
        for offset in text.indices {
            var bytes = text
            bytes[offset] = 0xE9
            let line = text[..<offset].filter { $0 == 0x0A }.count + 1
            #expect(SourceReader.firstInvalidUTF8Line(bytes) == line, "byte \(offset)")
        }
    }

    @Test("well-formed exactly when the standard library says so, for every lead byte and its neighbours")
    func agreesWithTheStandardLibrary() {
        // Every lead byte with continuations at the edges of their ranges, complete, cut short and
        // overlong, between and around ASCII runs longer than the eight bytes skipped at once.
        let seconds: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        var samples: [[UInt8]] = []
        for lead in UInt8(0x80)...UInt8(0xFF) {
            for second in seconds {
                for tail in [[], [0x80], [0x80, 0x80], [0xBF, 0xBF], [0x41]] as [[UInt8]] {
                    samples.append([lead, second] + tail)
                    samples.append(Array("0123456789".utf8) + [lead, second] + tail + Array("abcdefghij".utf8))
                }
            }
        }
        samples += [Array("é→😀 ok".utf8), [0xF4, 0x90, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xE0, 0x80], []]
        for bytes in samples {
            let valid = bytes.withUnsafeBytes(SourceReader.isValidUTF8)
            #expect(valid == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
    }
}
