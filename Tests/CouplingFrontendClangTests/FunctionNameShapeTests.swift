import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Testing

/// Function names that look like something else to a lexer (ChatSecure, fifteenth session).
extension LexerRealHeaderShapeTests {
    /// ChatSecure's generated strings header names functions `AVAILABLE_STRING()`: a name right after the
    /// return type is the function even when it reads like an SDK attribute macro, while the same macro
    /// after a declarator (`X API_AVAILABLE(…)`, `f(void) NS_SWIFT_NAME(…)`) stays an attribute.
    @Test func functionsNamedLikeAttributeMacros() {
        let source = MarkedSource("""
            FOUNDATION_EXPORT NSString* 1️⃣AVAILABLE_STRING();
            FOUNDATION_EXPORT NSString* 2️⃣ABOUT_STRING();
            int 3️⃣DATE_FORMAT(void);
            FOUNDATION_EXPORT NSString *const 4️⃣kName API_AVAILABLE(ios(13.0));
            void 5️⃣reset(int level) NS_SWIFT_NAME(reset(level:)) DEPRECATED_ATTRIBUTE;
            """)
        #expect(declared(source) == [
            Expected("AVAILABLE_STRING", .function, "1️⃣", in: source),
            Expected("ABOUT_STRING", .function, "2️⃣", in: source),
            Expected("DATE_FORMAT", .function, "3️⃣", in: source),
            Expected("kName", .variable, "4️⃣", in: source),
            Expected("reset", .function, "5️⃣", in: source, swiftName: "reset"),
        ])
    }
}
