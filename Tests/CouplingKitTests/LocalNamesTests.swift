import CouplingKit
import CouplingModel
import Testing

/// A C-family body's parameters and locals are the body's own names: a use of one is no use of a
/// declaration of the tree that has the same name (Texture's `justifyContent` parameters were read
/// as calls of the function `justifyContent`, a false edge).
@Suite("Parameters and locals of C-family bodies")
struct LocalNamesTests {
    @Test("parameters of methods, functions and blocks and locals hide a global of their name inside their body only")
    func parametersAndLocalsHideGlobals() async throws {
        let report = try await scanFiles([
            "Util/Util.h": "static inline int justify(int a) { return a; }\nextern int scale;\nextern int limit;\n",
            "Layout/Spec.m": """
                #import "Util.h"
                @implementation Spec
                - (instancetype)initWithJustify:(int)justify {
                    _justify = justify;
                    return self;
                }
                @end
                static int convert(int justify, int *scale) {
                    return justify + *scale;
                }
                static void each(NSArray *items) {
                    for (NSNumber *limit in items) { [limit intValue]; }
                    void (^block)(int) = ^(int justify) { (void)justify; };
                    int *scale = NULL;
                    (void)scale;
                }
                """,
            "Engine/Engine.mm": "#import \"Util.h\"\nnamespace engine {\nclass Layout {\n    int apply(int justify) { return justify; }\n};\n}\n",
            // The global, called outside any body that binds the name: a use.
            "Feed/Feed.m": "#import \"Util.h\"\nstatic int feed(int value) {\n    int shown = value * scale;\n    return value * limit;\n    return justify(shown);\n}\n",
        ])
        let edges = report.edges.map { edge in "\(edge.from) -> \(edge.to): " + Set(edge.evidence.map(\.symbol)).sorted().joined(separator: ", ") }
        #expect(edges.sorted() == ["Engine -> Util: Util.h", "Feed -> Util: Util.h, justify, limit, scale", "Layout -> Util: Util.h"])
        #expect(report.unresolved.isEmpty)
    }

    /// iSH: `struct timer *timer;` in a struct, `void *data;` and `int a, tlb, b;` made uses of the
    /// structs `timer`, `data` and `tlb` another component declares.
    @Test("a struct's fields and every name of a declaration list are names being declared, no uses")
    func fieldsAndDeclarationLists() async throws {
        let report = try await scanFiles([
            "A/t.h": "struct timer { int t; };\nstruct data { int d; };\nstruct tlb { int e; };\n",
            "B/b.h": "#include \"A/t.h\"\nstruct holder {\n    struct timer *timer;\n    void *data;\n    int x, *tlb;\n};\n",
            "B/b.c": "#include \"B/b.h\"\nint f(void) {\n    int a, tlb, *data = 0, b;\n    return a + tlb + b;\n}\n",
        ])
        let places = report.edges.flatMap { $0.evidence.map { "\($0.symbol) \($0.location.path):\($0.location.line)" } }
        #expect(places.sorted() == ["A/t.h B/b.h:1", "timer B/b.h:3"])
    }
}
