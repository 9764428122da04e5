import CouplingFrontendSwiftFast
import Testing

/// Inputs that crashed the fast Swift frontend under scripts/fuzz.sh, minimised.
@Suite("Fast Swift frontend: inputs found by fuzzing")
struct SwiftFuzzRegressionTests {
    @Test(
        "no crash, and every fact inside the text",
        arguments: [
            "let x = await",  // `await` or `unsafe` as the last token read past the end
            "let x = unsafe",
            "f(await",
            "\r\r\rlet a = b\r\n",  // lines end at CR too
        ])
    func noCrash(_ text: String) {
        let facts = FastSwiftFrontend().facts(path: "M/Fuzz.swift", contents: Array(text.utf8))
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        for location in facts.references.map(\.location) + facts.declarations.map(\.location) {
            #expect(location.line >= 1 && location.line <= lines && location.column >= 1)
        }
    }
}
