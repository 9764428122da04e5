import CouplingFrontendClang
import CouplingModel
import Testing

/// Inputs that crashed the C-family readers under scripts/fuzz.sh, minimised.
@Suite("C-family frontend: inputs found by fuzzing")
struct CFamilyFuzzRegressionTests {
    @Test(
        "no crash, as a header and as Objective-C++",
        arguments: [
            "n self;",  // a declarator name first in the file: the scanner looked at the token before it
            "self;",
        ])
    func noCrash(_ text: String) {
        var frontend = CFamilyFrontend(extractor: .lexer, libclang: nil)
        for language in [Language.header, .objcpp] {
            let facts = frontend.facts(path: "A/Fuzz.h", contents: Array(text.utf8), language: language)
            #expect(facts.references.allSatisfy { $0.location.line == 1 })
        }
    }
}
