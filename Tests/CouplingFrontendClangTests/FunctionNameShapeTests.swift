import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Testing

/// Names an implementation file declares that a lexer may miss (ChatSecure, WireGuard; fifteenth session).
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

    /// WireGuard's `highlighter.c` declares `enum field { InterfaceSection, PrivateKey, … }`: its own
    /// names, which were not-visible uses of WireGuardKit's Swift `PrivateKey` class.
    @Test func enumeratorsOfAnImplementationFile() {
        let source = MarkedSource("""
            enum field {
                1️⃣InterfaceSection,
                2️⃣PrivateKey = 4,
            #if WITH_PSK
                3️⃣PresharedKey,
            #endif
                4️⃣Invalid = (1 << 2) | SHIFT(3),
            };
            typedef enum : unsigned char { 5️⃣ModeA, 6️⃣ModeB } Mode;
            static int check(enum field f) { switch (f) { case PrivateKey: return 1; default: return 0; } }
            """)
        let enumerators = facts(source, path: "App/highlighter.c", language: .c).declarations.filter { $0.kind == .enumConstant }
        #expect(enumerators.map(Expected.init) == [
            Expected("InterfaceSection", .enumConstant, "1️⃣", in: source), Expected("PrivateKey", .enumConstant, "2️⃣", in: source),
            Expected("PresharedKey", .enumConstant, "3️⃣", in: source), Expected("Invalid", .enumConstant, "4️⃣", in: source),
            Expected("ModeA", .enumConstant, "5️⃣", in: source), Expected("ModeB", .enumConstant, "6️⃣", in: source),
        ])
        #expect(enumerators.allSatisfy { $0.scope == .file })
    }

    /// Matrix's `MXTools.m`: `static NSDictionary<MXEventTypeString, NSString*> *eventTypesMap;` declared
    /// the generic's key type as the file's own variable; its uses were counted the file's.
    @Test func genericArgumentsOfAStaticAreNoDeclarators() {
        let source = MarkedSource("""
            static NSDictionary<EventTypeString, NSNumber *> *1️⃣map;
            static NSArray<NSDictionary<NSString *, id> *> *2️⃣list;
            """)
        #expect(facts(source, path: "A/Tools.m", language: .objc).declarations.map(Expected.init) == [
            Expected("map", .variable, "1️⃣", in: source), Expected("list", .variable, "2️⃣", in: source),
        ])
    }

    /// Matrix: `typedef NSString* MXRoomHistoryVisibility NS_REFINED_FOR_SWIFT;` is `__MXRoomHistoryVisibility`
    /// to Swift, whose `MXRoomHistoryVisibility` is the SDK's own Swift enum.
    @Test func refinedForSwiftNamesAreUnderscoredInSwift() {
        let source = MarkedSource("""
            typedef NSString* 1️⃣Visibility NS_REFINED_FOR_SWIFT;
            FOUNDATION_EXPORT NSString *const 2️⃣kShared;
            """)
        #expect(declared(source) == [
            Expected("Visibility", .typedef, "1️⃣", in: source, swiftName: "__Visibility"), Expected("kShared", .variable, "2️⃣", in: source),
        ])
    }
}
