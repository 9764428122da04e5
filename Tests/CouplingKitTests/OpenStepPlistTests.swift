import CouplingKit
import CouplingTestSupport
import Testing

@Suite("Old-style (OpenStep) property lists")
struct OpenStepPlistTests {
    private func parse(_ text: String) throws -> OpenStepPlist {
        try OpenStepPlist.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> OpenStepPlistError? {
        do {
            _ = try OpenStepPlist.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test("dictionaries, arrays with a trailing comma, bare and quoted strings, data, comments")
    func values() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \t/* Begin PBXBuildFile section */
            \tlist = ( a, "b c", 'd', );
            \tpath = "Photos-iOS-Bridging-Header.h"; // a line comment
            \tsetting = $SRCROOT/iOS-x_y:z+1.h;
            \tescapes = "tab\\tquote\\"backslash\\\\newline\\nU\\U00e9octal\\101";
            \tblob = <0fbd 77A2>;
            \tempty = {};
            }
            """
        #expect(
            try parse(text)
                == .dictionary([
                    "archiveVersion": .string("1"),
                    "list": .array([.string("a"), .string("b c"), .string("d")]),
                    "path": .string("Photos-iOS-Bridging-Header.h"),
                    "setting": .string("$SRCROOT/iOS-x_y:z+1.h"),
                    "escapes": .string("tab\tquote\"backslash\\newline\nU\u{e9}octalA"),
                    "blob": .data([0x0F, 0xBD, 0x77, 0xA2]),
                    "empty": .dictionary([:]),
                ]))
    }

    @Test("non-ASCII text in quoted strings is kept; a byte-order mark is skipped")
    func unicode() throws {
        #expect(try parse("\u{FEFF}{ name = \"Café ☕️\"; }") == .dictionary(["name": .string("Café ☕️")]))
    }

    @Test(
        "bad input is an error with the line and column where reading stopped",
        arguments: [
            ("{\n  a = b\n}", "expected `;` after the value of `a`, found `}`", 3, 1),
            ("{ a = (x y); }", "expected `,` or `)` in an array, found `y`", 1, 10),
            ("{ a = \"open; }", "unterminated string (missing closing quote)", 1, 7),
            ("{ a = <0f1>; }", "odd number of hex digits in data", 1, 7),
            ("{ a = <zz>; }", "`z` in data (only hex digits are allowed)", 1, 8),
            ("{ /* never closed", "unterminated comment (missing `*/`)", 1, 3),
            ("{ a = b; } }", "unexpected text after the end of the property list", 1, 12),
            ("{ = b; }", "unexpected `=`", 1, 3),
            ("", "unexpected end of file where a value was expected", 1, 1),
            ("{ a = {", "unexpected end of file inside a dictionary (missing `}`)", 1, 8),
            ("{ a = b", "unexpected end of file: expected `;` after the value of `a`", 1, 8),
        ])
    func errors(text: String, message: String, line: Int, column: Int) {
        #expect(error(text) == OpenStepPlistError(message: message, line: line, column: column))
    }

    @Test("deep nesting is refused, never a stack overflow")
    func deepNesting() {
        let deep = String(repeating: "(", count: 100_000)
        #expect(error(deep)?.message == "nested more than 64 levels deep")
        let mixed = String(repeating: "{a=(", count: 50_000)
        #expect(error(mixed)?.message == "nested more than 64 levels deep")
        // 64 levels are fine.
        let fine = String(repeating: "(", count: 64) + String(repeating: ")", count: 64)
        #expect(error(fine) == nil)
    }

    @Test("every truncation of a project file is an error, not a crash")
    func truncations() throws {
        let text = Array(
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tAB12 /* x.swift */ = {isa = PBXFileReference; path = "x y.swift"; sourceTree = "<group>"; };
            \t\tCD34 = {isa = PBXGroup; children = (AB12, ); data = <00ff>; };
            \t};
            \trootObject = CD34 /* Project object */;
            }
            """.utf8)
        _ = try OpenStepPlist.parse(text)
        // Every prefix that has begun the dictionary (before it, `/` alone is a valid bare string).
        let start = try #require(text.firstIndex(of: UInt8(ascii: "{")))
        for length in (start + 1)..<text.count {
            #expect(throws: OpenStepPlistError.self, "prefix of \(length) bytes") {
                try OpenStepPlist.parse(Array(text[..<length]))
            }
        }
    }

    @Test("random bytes and random punctuation never crash the parser")
    func garbage() {
        var generator = SplitMix64(state: 0x0BAD_F00D)
        let alphabet = Array("{}()=;,\"'<>/*\\ \n\tab0$".utf8)
        for round in 0..<2_000 {
            let count = Int.random(in: 0..<200, using: &generator)
            let bytes: [UInt8] =
                round.isMultiple(of: 2)
                ? (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
                : (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            _ = try? OpenStepPlist.parse(bytes)
        }
    }
}
