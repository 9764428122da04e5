import CouplingModel
import CouplingTestSupport
import Testing

@testable import CouplingFrontendClang

/// The one `#if` model every C-family reader asks: branches found by hand from each text.
@Suite("C-family conditionals")
struct ConditionalsTests {
    /// For each directive's line (1-based), the line of the directive that ends its branch.
    static func branchEnds(_ text: String) -> (ends: [Int: Int], balanced: Bool) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let tokens = CFamilyLexer.lex(buffer, path: "t.h").tokens
            let model = CConditionals(tokens)
            var ends: [Int: Int] = [:]
            for index in tokens.indices where tokens[index].kind == .directive {
                if let end = model.branchEnd(of: index) { ends[Int(tokens[index].line)] = Int(tokens[end].line) }
            }
            return (ends, model.isBalanced)
        }
    }

    @Test func nestedBranchesEndAtTheirOwnLevel() {
        let text = """
            #if A
            #ifdef B
            int b;
            #else
            int c;
            #endif
            #elif C
            #ifndef D
            #endif
            #else
            #endif
            """
        let (ends, balanced) = Self.branchEnds(text)
        #expect(ends == [1: 7, 2: 4, 4: 6, 7: 10, 8: 9, 10: 11])
        #expect(balanced)
    }

    @Test func elifdefAndElifndefAreBranchesNotNewConditionals() {
        let (ends, balanced) = Self.branchEnds("#ifdef A\n#elifdef B\n#elifndef C\n#endif\n")
        #expect(ends == [1: 2, 2: 3, 3: 4])
        #expect(balanced)
    }

    @Test func unbalancedFilesAreSaidToBe() {
        #expect(!Self.branchEnds("#if A\nint a;\n").balanced)
        #expect(!Self.branchEnds("#endif\n").balanced)
        #expect(!Self.branchEnds("#else\n#if A\n#endif\n").balanced)
        #expect(Self.branchEnds("int a;\n").balanced)
    }

    /// iSH: a file's disabled sketch (`#if 0 … #endif`) included another component's header and called
    /// its function, an edge no compiler sees; the `#else` branch is read.
    @Test func noReaderSeesAnIfZeroBlock() {
        let source = MarkedSource("""
            #include "kept.h"
            #if 0
            #include "A/a.h"
            int sketch(void) { return a_func(current); }
            #else
            static int 1️⃣real(void) { return 2️⃣b_func(); }
            #endif
            """)
        let found = facts(source, path: "B/b.c", language: .c)
        #expect(found.imports.map(\.name) == ["kept.h"])
        #expect(found.references.map(\.location) == [source.location("1️⃣", path: "B/b.c"), source.location("2️⃣", path: "B/b.c")])
        #expect(found.declarations.map(\.location) == [source.location("1️⃣", path: "B/b.c")])
    }

    @Test func ifZeroIsOnlyTheLiteralZero() {
        for (text, expected) in [("#if 0\n", true), ("#if 00\n", false), ("#if 0 // off\n", true), ("#if 0 || A\n", false), ("#ifdef 0\n", false)] {
            let bytes = Array(text.utf8)
            let found = bytes.withUnsafeBufferPointer { buffer in
                let tokens = CFamilyLexer.lex(buffer, path: "t.h").tokens
                return CConditionals.isIfZero(tokens, at: 0, base: buffer.baseAddress!)
            }
            #expect(found == expected, "\(text)")
        }
    }
}
