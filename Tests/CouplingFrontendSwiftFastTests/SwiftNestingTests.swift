import CouplingFrontendSwiftFast
import Testing

@Suite("Swift nesting, measured before swift-syntax")
struct SwiftNestingTests {
    func measure(_ text: String) -> SwiftNesting { SwiftNesting.measure(Array(text.utf8)) }

    @Test("brackets, generic clauses, #if and prefix keywords count; comments and strings do not")
    func measures() {
        #expect(measure("let x = f([1, (2)], { 3 })") == SwiftNesting(depth: 3, squareBrackets: 1))
        #expect(measure("let x: A<B<[C]>> = [[1]]") == SwiftNesting(depth: 3, squareBrackets: 2))
        #expect(measure("// ((((((\nlet s = \"[[[[\"") == SwiftNesting(depth: 0, squareBrackets: 0))
        #expect(measure("#if A\n#if B\nf()\n#endif\n#endif") == SwiftNesting(depth: 3, squareBrackets: 0))
        #expect(measure("let x = try await f(try g())").depth == 3)
        #expect(measure("let f: () -> () -> () -> A").depth == 3)
        // A comparison without spaces counts until the statement's end, never past it.
        #expect(measure("if a<b { x }; if c<d { y }").depth == 1)
    }

    @Test("real code is safe; what made swift-syntax crash or run for ever is not")
    func limits() {
        #expect(measure("let x = [[[1, 2], [3]], [[4]]]\nfunc f<T: P>(_ a: [T]) -> [T: [U]] { a }").isSafeForSwiftSyntax)
        // Arrows and `some` of one declaration after another do not add up (swift-syntax's generated
        // visitors have hundreds of `func visit(...) -> some Kind { ... }`).
        #expect(measure(String(repeating: "func f() -> some P { x }\n", count: 600)).depth == 2)
        #expect(!measure(String(repeating: "[", count: 13)).isSafeForSwiftSyntax)
        #expect(!measure("let x: " + String(repeating: "A<", count: 201)).isSafeForSwiftSyntax)
        #expect(!measure(String(repeating: "try ", count: 201) + "f()").isSafeForSwiftSyntax)
        #expect(!measure(String(repeating: "(", count: 1_000_000)).isSafeForSwiftSyntax)
    }
}
