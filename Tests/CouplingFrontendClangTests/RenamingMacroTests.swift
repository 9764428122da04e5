import Testing

@testable import CouplingFrontendClang

@Suite("Macros that name themselves")
struct RenamingMacroTests {
    /// Whether the text's first `#define` is a renaming, as the lexer's tokens show it.
    private func namesItself(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let start = Int32(text.utf8.count - text.drop { $0 != " " }.dropFirst().utf8.count)  // after `#define `
        return bytes.withUnsafeBufferPointer { buffer in
            DeclarationSupport.renamingMacros(tokens: CFamilyLexer.lex(buffer, path: "m.h").tokens, base: buffer.baseAddress!)
                .contains(start)
        }
    }

    @Test("a renaming or a self-definition names itself; a macro whose body only contains the name as part of another does not")
    func cases() {
        #expect(namesItself("#define KSRecorder KS_NS(KSRecorder)\n"))
        #expect(namesItself("#define X X\n"))
        #expect(namesItself("#define Y \\\n    PREFIX_CONCAT(Y)\nint Y;\n"))  // continued on the next line
        #expect(!namesItself("#define Z Z_IMPL\n"))
        #expect(!namesItself("#define W 1\nint W;\n"))  // the next line is no longer the definition
        #expect(!namesItself("#define V(x) V2(x)\n"))
        #expect(!namesItself("#define U 2U\n"))  // a number's suffix is no name
        #expect(!namesItself("#define kKey @\"kKey\"\n"))  // a string of its own name, as settings keys are
        #expect(!namesItself("#define kQuote @\"a \\\"kQuote\\\"\" // kQuote\n"))
        #expect(!namesItself("#define C 'C' /* C */\n"))
        #expect(namesItself("#define D /* a renaming */ PREFIX(D)\n"))
        // iSH's lock: the body names the parameter of the macro's name, not the macro.
        #expect(!namesItself("#define lock(lock) __lock(lock, __FILE__, __LINE__)\n"))
        #expect(namesItself("#define wrap(x) wrap_impl(x, wrap)\n"))
    }
}
