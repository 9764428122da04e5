import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Testing

private func tree(_ files: [String: String]) -> IncludedMacros {
    IncludedMacros(headers: files.sorted { $0.key < $1.key }.map { (path: $0.key, contents: Array($0.value.utf8)) })
}

/// The macros of included project headers, which libclang (following no `#include`) is given.
@Suite struct IncludedMacrosTests {
    @Test func directivesOfIncludedHeadersTransitivelyInIncludeOrder() {
        let macros = tree([
            "Sources/A/a.h": "#include \"b.h\"\n#include <Lib/c.h>\n#include <stdio.h>\n#include \"u.h\"\nint a;\n",
            "Sources/A/b.h": "#define B 1\n#include \"d.h\"\n#define B2(x) x\nint b(void);\n",
            "Sources/A/d.h": "#include \"a.h\"\n#define D /* two */ 2\n",
            "Sources/Lib/include/Lib/c.h": "#ifndef C_H\n#define C_H\n#define C\n#endif\n",
            "Vendor/stdio.h": "#define STDIO_IN_TREE\n",
            "Sources/A/u.h": "#if X\n#define U\n",
        ])
        let prelude = macros.prelude(for: "Sources/A/a.h")
        #expect(prelude.text == """
            #define B 1
            #define D 2
            #define B2(x) x
            #ifndef C_H
            #define C_H
            #define C
            #endif

            """)
        #expect(prelude.defined == ["B", "D", "B2", "C_H", "C"])
        #expect(macros.prelude(for: "Sources/A/unknown.h").text == "")
    }

    @Test func onlyTheMacrosAHeaderCanReachByName() {
        let macros = tree([
            "A/a.h": "#include \"prefix.h\"\nEXPORT int USED_NAME(void);\n",
            "A/prefix.h": """
                #define UNUSED_1 other_1
                #if defined(FLAVOUR) && VERSION > 2
                #define EXPORT VISIBLE
                #else
                #define EXPORT
                #endif
                #define VISIBLE __attribute__((visibility("default")))
                #define USED_NAME prefixed_USED_NAME
                #define FLAVOUR 1
                #undef UNUSED_1
                #undef USED_NAME
                #define UNUSED_2(x) x

                """,
        ])
        // EXPORT and USED_NAME are spelled by a.h; VISIBLE by EXPORT's body; FLAVOUR and VERSION by a
        // conditional (VERSION is defined nowhere). UNUSED_1 and UNUSED_2 are reached by nothing.
        let prelude = macros.prelude(for: "A/a.h", using: ["EXPORT", "int", "USED_NAME", "void"])
        #expect(prelude.text == """
            #if defined(FLAVOUR) && VERSION > 2
            #define EXPORT VISIBLE
            #else
            #define EXPORT
            #endif
            #define VISIBLE __attribute__((visibility("default")))
            #define USED_NAME prefixed_USED_NAME
            #define FLAVOUR 1
            #undef USED_NAME

            """)
        // Every name the included headers define, kept or not (the stubs must not redefine them).
        #expect(prelude.defined == ["UNUSED_1", "EXPORT", "VISIBLE", "USED_NAME", "FLAVOUR", "UNUSED_2"])
        // Without `using`, everything.
        #expect(macros.prelude(for: "A/a.h").text.contains("#define UNUSED_2(x) x"))
    }

    @Test func digestFollowsDirectivesNotDeclarations() {
        let one = tree(["A/a.h": "#define X 1\nint a;\n"])
        let sameDirectives = tree(["A/a.h": "#define X 1\nint b;\n"])
        let otherDirectives = tree(["A/a.h": "#define X 2\nint a;\n"])
        #expect(one.digest == sameDirectives.digest)
        #expect(one.digest != otherDirectives.digest)
    }
}

@Suite(.enabled(if: foundLibclang != nil, "no libclang could be loaded on this machine"))
struct ClangIncludedMacrosTests {
    @Test func macrosOfIncludedHeadersLetLibclangReadTheDeclarations() {
        let source = MarkedSource("""
            #include "zconf.h"
            ZEXTERN int ZEXPORT 1️⃣deflateBound(int n);
            int 2️⃣SSL_new(void);
            """)
        let macros = tree([
            "Sources/A/File.h": String(decoding: source.bytes, as: UTF8.self),
            "Sources/A/zconf.h": "#ifndef ZCONF_H\n#define ZCONF_H\n#define ZEXTERN extern\n#define ZEXPORT\n#define SSL_new PREFIX_SSL_new\n#endif\n",
        ])
        var frontend = CFamilyFrontend(extractor: .clang, libclang: foundLibclang, includedMacros: macros)
        let found = frontend.facts(path: "Sources/A/File.h", contents: source.bytes, language: .header).declarations
        #expect(found.map(Expected.init) == [
            Expected("deflateBound", .function, "1️⃣", in: source),
            // Renamed by the included macro: listed under the name written.
            Expected("SSL_new", .function, "2️⃣", in: source),
        ])
    }

    @Test func standardCTypesAndAttributeWordsNeedNoInclude() {
        let source = MarkedSource("""
            bool 1️⃣is_set(uint32_t flags, size_t n);
            static_assert(sizeof(int) == 4, "int");
            UPB_NODISCARD int 2️⃣upb_Decode(void);
            char* PROTOBUF_NONNULL 3️⃣Name(void);
            """)
        #expect(facts(source, extractor: .clang, libclang: foundLibclang).declarations.map(Expected.init) == [
            Expected("is_set", .function, "1️⃣", in: source),
            Expected("upb_Decode", .function, "2️⃣", in: source),
            Expected("Name", .function, "3️⃣", in: source),
        ])
    }

    @Test func aRawStringMakesAHeaderCPlusPlus() {
        let source = MarkedSource("""
            const char* 1️⃣notices = R"(Apache License
                Version 2.0, January 2004)";
            """)
        #expect(facts(source, extractor: .clang, libclang: foundLibclang).declarations.map(Expected.init) == [
            Expected("notices", .variable, "1️⃣", in: source)
        ])
    }
}
