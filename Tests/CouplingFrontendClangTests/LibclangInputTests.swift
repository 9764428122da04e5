import Testing

@testable import CouplingFrontendClang

/// The text libclang gets: directives that name a file are blanked, nothing else moves.
func blanked(_ text: String) -> String {
    var bytes = Array(text.utf8)
    LibclangInput.blankDirectives(&bytes, from: 0)
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("libclang's input names no file")
struct LibclangInputTests {
    @Test(
        "directives that name or probe a file are blanked, whatever their spelling",
        arguments: [
            "#include \"/etc/passwd\"", "#import <Foundation/Foundation.h>", "  #  include_next <x.h>", "#embed \"x.bin\"",
            "#pragma GCC dependency \"/tmp/x\"", "#pragma clang module import X", "#__include_macros \"x.h\"",
            "%:include \"x.h\"", "/* c */ #include \"x.h\"", "\u{A0}#include \"x.h\"", "#/* c */include \"x.h\"",
            "#unknown_directive \"x.h\"", "#\\u0069nclude \"x.h\"",
        ])
    func blanks(_ line: String) {
        let out = blanked(line + "\nint kept;\n")
        #expect(out.utf8.count == (line + "\nint kept;\n").utf8.count)
        #expect(out.hasSuffix("\nint kept;\n"))
        #expect(!out.contains("include") && !out.contains("import") && !out.contains("pragma") && !out.contains("embed"), "\(out)")
    }

    @Test("spliced, after a comment over lines, after a CR: still found")
    func hiddenDirectives() {
        func spaces(_ text: String) -> String { String(repeating: " ", count: text.utf8.count) }
        #expect(blanked("#\\\ninclude \"x.h\"\n") == spaces("#\\") + "\n" + spaces("include \"x.h\"") + "\n")
        #expect(blanked("/* a\n */ #include \"x.h\"\n") == "/* a\n */ " + spaces("#include \"x.h\"") + "\n")
        #expect(blanked("int a;\r#include \"x.h\"\r") == "int a;\r" + spaces("#include \"x.h\"") + "\r")
        #expect(blanked("#include \\\n  \"x.h\"\nint b;\n") == spaces("#include \\") + "\n" + spaces("  \"x.h\"") + "\nint b;\n")
    }

    @Test("harmless directives and the code around them are kept byte for byte")
    func keeps() {
        let text = """
            #define A 1
            #if defined(A) && __has_include("x.h")
            #elif B
            #else
            #endif
            # 12 "file.h"
            #line 3 "other.h"
            #error stop
            #
            int include = 0; const char *s = "#include \\"x.h\\"";

            """
        #expect(blanked(text) == text)
    }

    @Test("a block comment that outlives the directive keeps its opening: what it comments out stays out")
    func commentOpeningKept() {
        let text = "#import \"a.h\" /* legacy:\n@interface Junk\n@end */\n@interface Real\n@end\n"
        let out = blanked(text)
        #expect(out.hasSuffix("/* legacy:\n@interface Junk\n@end */\n@interface Real\n@end\n"), "\(out)")
        #expect(!out.contains("import"))
        // A header name's `/*` is no comment.
        #expect(blanked("#include <a/*b>\nint c;\n") == "               \nint c;\n")
    }

    @Test("the end of the text never loops: a directive cut short at every length")
    func truncated() {
        let text = Array("#include \\\n \"a.h\" /* x */ // y\n%:import <b>\n".utf8)
        for length in 0...text.count {
            var bytes = Array(text[..<length])
            LibclangInput.blankDirectives(&bytes, from: 0)
            #expect(bytes.count == length)
        }
    }

    @Test("the prelude turns the file-probing builtins and _Pragma into plain macros")
    func guards() {
        for name in ["__has_include", "__has_include_next", "__has_embed", "_Pragma"] {
            #expect(LibclangInput.guardMacros.contains("#define \(name)(...)"))
        }
    }

    @Test("found by fuzzing: what follows a directive that ends at an opened comment is searched too")
    func restOfLine() {
        // `#im…` is blanked up to `/*/`; the `*/` in `/*/` then leads to `#\u{FA}`, which must be
        // blanked by the same pass (a second pass changes nothing).
        let bytes: [UInt8] = Array("PRECAT.\n/*/\n\n#imoundation.ULNh>L_/*/#".utf8) + [0xFA] + Array("\ni\n#".utf8) + [0x13]
            + Array("ympor]_NONNULL_END\n".utf8)
        var once = bytes
        LibclangInput.blankDirectives(&once, from: 0)
        var twice = once
        LibclangInput.blankDirectives(&twice, from: 0)
        #expect(twice == once)
        #expect(once.count == bytes.count)
    }

    @Test("found by fuzzing: a name-less `#` before a comment that a blanked directive reopens")
    func reopenedComment() {
        // `#/*/#\u{99}/**/*/include …`: blanking `#\u{99}/**/` leaves `#/*/      */include …`, where
        // the first comment now ends at the last `*/` and `include` follows `#`: it must go too.
        for tail in ["n", "include \"/etc/passwd\""] {
            let bytes: [UInt8] = Array("#/*/#".utf8) + [0x99] + Array("/**/*/\(tail)".utf8)
            var once = bytes
            LibclangInput.blankDirectives(&once, from: 0)
            var twice = once
            LibclangInput.blankDirectives(&twice, from: 0)
            #expect(twice == once)
            #expect(!String(decoding: once, as: UTF8.self).contains("include"))
        }
    }

    @Test("found by fuzzing: a `#` inside a comment that closes on its line leaves the closing `*/` in place")
    func commentCloserKept() {
        for input in [Array("/*/#".utf8) + Array(repeating: 0xFF, count: 93) + Array("*/# n\n n\n".utf8), Array("/*/#n*/#".utf8) + [0x8A]] {
            var bytes = input
            LibclangInput.blankDirectives(&bytes, from: 0)
            var again = bytes
            LibclangInput.blankDirectives(&again, from: 0)
            #expect(again == bytes)
        }
        // Blanked or not, `/*/#import "x" */` stays a comment that closes before `int x;`.
        let out = blanked("/*/#import \"x\" */ int x;\n")
        #expect(out.hasSuffix("*/ int x;\n") && out.hasPrefix("/*/"), "\(out)")
    }

    @Test(
        "found by fuzzing: after one pass a second blanks no name, only a stray `#` the first pass's spaces uncovered",
        arguments: [
            Array("]]/*/#*/#/*.#*/#nn/*/#/#nn".utf8),
            Array("]]/*/#*/#/*.#*/#nn/*/#*/#/*/#/*#nn".utf8),
            Array("]##?/**/#/*.#*".utf8) + Array(repeating: 0x94, count: 33) + Array("ukkkkkkk".utf8) + Array(repeating: 0x94, count: 6)
                + Array("?/**/#/*.#*".utf8) + Array(repeating: 0x94, count: 33) + Array("ukkkkkkk".utf8)
                + Array(repeating: 0x94, count: 8) + Array("/#nn".utf8),
        ])
    func secondPass(_ input: [UInt8]) {
        var once = input
        LibclangInput.blankDirectives(&once, from: 0)
        var twice = once
        LibclangInput.blankDirectives(&twice, from: 0)
        for (a, b) in zip(once, twice) where a != b {
            #expect(a == UInt8(ascii: "#") || a == UInt8(ascii: "%") || a == UInt8(ascii: ":"), "blanked \(a) in a second pass")
        }
    }
}
