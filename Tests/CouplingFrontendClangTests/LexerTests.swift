import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Testing

struct Found: Hashable, CustomStringConvertible {
    var name: String
    var kind: ReferenceKind
    var line: Int
    var column: Int
    var description: String { "\(kind.rawValue) \(name) \(line):\(column)" }
    init(_ reference: Reference) {
        name = reference.name
        kind = reference.kind
        line = reference.location.line
        column = reference.location.column
    }
    init(_ name: String, _ marker: String, in source: MarkedSource, kind: ReferenceKind = .symbol) {
        let location = source.location(marker)
        self.name = name
        self.kind = kind
        line = location.line
        column = location.column
    }
}

func references(_ source: MarkedSource, language: Language = .objc) -> [Found] {
    facts(source, path: "Sources/A/File.h", language: language).references.map(Found.init)
}

@Suite struct LexerTests {
    @Test func commentsAndStringsAreIgnored() {
        let source = MarkedSource("""
            // Hidden in a line comment
            /* Hidden
               in a block */ 1️⃣Visible x = @"Hidden in string"; char c = 'H';
            const char *s = "Hidden \\" still hidden"; 2️⃣Other y;
            """)
        // `s` is a local being declared; a pointer declarator is kept (it cannot be told from `a * b`).
        #expect(references(source).filter { $0.name != "s" } == [Found("Visible", "1️⃣", in: source), Found("Other", "2️⃣", in: source)])
    }

    @Test func membersAndSelectorPartsAreSkipped() {
        let source = MarkedSource("""
            void f() {
                [1️⃣Manager shared];
                [[2️⃣Manager alloc] initWithName:3️⃣kName count:4️⃣Limit];
                self.view.frame = 5️⃣CGRectZero;
                ptr->field = obj.member;
                [obj setValue:6️⃣kValue forKey:@"k"];
                NSDictionary *d = @{ 7️⃣kKey: @1 };
            }
            """)
        let names = references(source).filter { $0.name != "NSDictionary" && $0.name != "obj" && $0.name != "ptr" && $0.name != "d" && $0.name != "f" }
        #expect(names == [
            Found("Manager", "1️⃣", in: source), Found("Manager", "2️⃣", in: source), Found("kName", "3️⃣", in: source),
            Found("Limit", "4️⃣", in: source), Found("CGRectZero", "5️⃣", in: source), Found("kValue", "6️⃣", in: source),
            Found("kKey", "7️⃣", in: source),
        ])
        #expect(!names.map(\.name).contains("shared"))
        #expect(!names.map(\.name).contains("initWithName"))
        #expect(!names.map(\.name).contains("member"))
        #expect(!names.map(\.name).contains("field"))
    }

    @Test func caseLabelsAndTernariesAreKept() {
        let source = MarkedSource("""
            switch (x) { case 1️⃣ModeA: break; default: break; }
            int y = flag ? 2️⃣ValueA : 3️⃣ValueB;
            """)
        let names = references(source).map(\.name)
        #expect(names == ["x", "ModeA", "flag", "ValueA", "ValueB"])
        let found = references(source).filter { ["ModeA", "ValueA", "ValueB"].contains($0.name) }
        #expect(found == [Found("ModeA", "1️⃣", in: source), Found("ValueA", "2️⃣", in: source), Found("ValueB", "3️⃣", in: source)])
    }

    @Test func methodDeclarationsSkipNamesAndParameters() {
        let source = MarkedSource("""
            @interface 1️⃣Thing (Cat)
            - (2️⃣Widget *)widgetNamed:(3️⃣NSString *)name options:(4️⃣Options)options;
            + (void)reset;
            @end
            @implementation 5️⃣Thing (Cat)
            @end
            @implementation 6️⃣Other
            @end
            """)
        #expect(references(source) == [
            Found("Thing", "1️⃣", in: source, kind: .category), Found("Widget", "2️⃣", in: source),
            Found("NSString", "3️⃣", in: source), Found("Options", "4️⃣", in: source),
            Found("Thing", "5️⃣", in: source, kind: .category), Found("Other", "6️⃣", in: source),
        ])
    }

    @Test func directives() {
        let source = MarkedSource("""
            #define MACRO(a, b) 1️⃣helper(a, b) + 2️⃣LIMIT
            #pragma mark - Hidden
            #error Hidden text
            #warning Hidden
            #if defined(3️⃣FEATURE) && 4️⃣LEVEL > 2
            #elif __has_include(<Hidden/Hidden.h>)
            #endif
            #define LONG 5️⃣first + \\
                6️⃣second
            """)
        #expect(references(source) == [
            Found("helper", "1️⃣", in: source, kind: .call), Found("LIMIT", "2️⃣", in: source), Found("FEATURE", "3️⃣", in: source),
            Found("LEVEL", "4️⃣", in: source), Found("first", "5️⃣", in: source), Found("second", "6️⃣", in: source),
        ])
    }

    @Test func importsOfEveryForm() {
        let source = MarkedSource("""
            1️⃣#import "A/B.h"
              2️⃣#  include "B.h"
            3️⃣#import <X/Y.h>
            4️⃣#include <float.h>
            5️⃣@import M;
            6️⃣@import M.Sub;
            // #import "Commented.h"
            """)
        let imports = facts(source, language: .objc).imports
        #expect(imports == [
            Import(name: "A/B.h", kind: .quotedInclude, location: source.location("1️⃣")),
            Import(name: "B.h", kind: .quotedInclude, location: source.location("2️⃣")),
            Import(name: "X/Y.h", kind: .angledInclude, location: source.location("3️⃣")),
            Import(name: "float.h", kind: .angledInclude, location: source.location("4️⃣")),
            Import(name: "M", kind: .objcModule, location: source.location("5️⃣")),
            Import(name: "M", kind: .objcModule, location: source.location("6️⃣")),
        ])
    }

    @Test func forwardDeclarationsAreMarkedAsSuch() {
        let source = MarkedSource("""
            @class 1️⃣Foo, 2️⃣Bar;
            @protocol 3️⃣Baz;
            @class 4️⃣Box<T>;
            @interface X : 5️⃣Base <6️⃣Proto>
            @property (nonatomic, copy) 7️⃣Foo *name;
            @end
            """)
        #expect(references(source) == [
            Found("Foo", "1️⃣", in: source, kind: .forwardDeclaration), Found("Bar", "2️⃣", in: source, kind: .forwardDeclaration),
            Found("Baz", "3️⃣", in: source, kind: .forwardDeclaration), Found("Box", "4️⃣", in: source, kind: .forwardDeclaration),
            Found("Base", "5️⃣", in: source), Found("Proto", "6️⃣", in: source), Found("Foo", "7️⃣", in: source),
        ])
    }

    @Test(arguments: [
        [UInt8]([0x66, 0x6F, 0xFF, 0xFE, 0x20, 0x41, 0x00, 0x42, 0xC3]),
        Array("/* never closed\n Foo".utf8),
        Array("\"never closed\nFoo".utf8),
        Array("#define X \\".utf8),
        Array("@".utf8), Array("#".utf8), Array("'".utf8), Array("R\"abc(".utf8), [],
        Array(String(repeating: "[a b:c] x->y; ", count: 20_000).utf8),
    ])
    func hostileInputDoesNotCrash(bytes: [UInt8]) {
        // Whatever the input, every fact points into it: a line it has, a column from 1.
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        func expectPlaces(_ facts: FileFacts, _ reader: String) {
            let places = facts.references.map(\.location) + facts.declarations.map(\.location) + facts.imports.map(\.location)
            for place in places {
                #expect((1...lines).contains(place.line) && place.column >= 1, "\(reader): \(place)")
            }
        }
        for language in [Language.header, .objc, .c] {
            var frontend = CFamilyFrontend(extractor: .lexer, libclang: nil)
            expectPlaces(frontend.facts(path: "x.h", contents: bytes, language: language), "lexer, \(language)")
        }
        if let foundLibclang {
            var frontend = CFamilyFrontend(extractor: .clang, libclang: foundLibclang)
            let facts = frontend.facts(path: "x.h", contents: bytes, language: .header)
            expectPlaces(facts, "libclang")
            // The uses come from the same lexer whichever reader finds the declarations.
            var lexer = CFamilyFrontend(extractor: .lexer, libclang: nil)
            #expect(facts.imports == lexer.facts(path: "x.h", contents: bytes, language: .header).imports)
        }
    }

    @Test func unterminatedCommentIsADiagnostic() {
        let result = facts(MarkedSource("int x; /* open"), language: .c)
        #expect(result.diagnostics.map(\.code) == ["unterminated-comment"])
    }
}
