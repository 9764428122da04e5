import CouplingModel
import Testing

@Suite("Names made safe to print")
struct DisplayTextTests {
    @Test("ordinary names, Unicode and backslashes included, print as they are")
    func unchanged() {
        for name in ["App/Session.swift", "Ünïcode Fïle.swift", "a\\b", "→ …", "日本語.h", "©"] {
            #expect(DisplayText.escaped(name) == name)
        }
    }

    @Test("line breaks, escape sequences, C1 controls and bidirectional overrides are escaped")
    func escapes() {
        #expect(DisplayText.escaped("a\nb\rc\td") == #"a\nb\rc\td"#)
        #expect(DisplayText.escaped("\u{1B}[31mred\u{07}") == #"\u{001B}[31mred\u{0007}"#)
        #expect(DisplayText.escaped("x\u{9B}2J\u{7F}") == #"x\u{009B}2J\u{007F}"#)
        #expect(DisplayText.escaped("a\u{2028}b\u{202E}c\u{2066}") == #"a\u{2028}b\u{202E}c\u{2066}"#)
    }

    @Test("free text goes on one line")
    func oneLine() {
        #expect(DisplayText.oneLine("two\nlines\r\nand\rmore\u{1B}") == #"two lines and more\u{001B}"#)
    }
}
