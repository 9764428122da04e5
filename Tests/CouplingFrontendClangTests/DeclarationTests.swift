import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Testing

/// A realistic header: every declaration form, each name marked.
let fixturePart1 = MarkedSource("""
    #ifndef WIDGET_H
    #define WIDGET_H
    #import <UIKit/UIKit.h>

    NS_ASSUME_NONNULL_BEGIN

    @class Forward;
    @protocol ForwardProtocol;

    #define 1️⃣WIDGET_MAX 10

    typedef NS_ENUM(NSInteger, 2️⃣WidgetStyle) {
        3️⃣WidgetStylePlain,
        4️⃣WidgetStyleFancy NS_SWIFT_NAME(fancy) = 2,
    } NS_SWIFT_NAME(Widget.Style);

    typedef NS_OPTIONS(NSUInteger, 5️⃣WidgetEdges) {
        6️⃣WidgetEdgeTop = 1 << 0,
    };

    FOUNDATION_EXPORT NSString *const 7️⃣WidgetDidChangeNotification NS_SWIFT_NAME(Widget.didChange);
    extern int 8️⃣widgetCount;

    void 9️⃣WidgetReset(int level) NS_SWIFT_NAME(reset(level:));

    NS_ASSUME_NONNULL_END
    #endif
    """)

let fixturePart2 = MarkedSource("""
    typedef struct 1️⃣WPoint { int x; int y; } WPoint;
    union 2️⃣WValue { int i; float f; };
    enum 3️⃣WMode { 4️⃣WModeA, 5️⃣WModeB };
    typedef void (^6️⃣WCompletion)(NSError *_Nullable error);
    static inline int 7️⃣WTwice(int v) { return v * 2; }

    API_AVAILABLE(ios(13.0))
    NS_SWIFT_NAME(Widget)
    @interface 8️⃣SWWidget : UIView <UITableViewDelegate>
    @property (nonatomic, strong) Forward *forward;
    - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    @end

    @interface SWWidget (Extras)
    - (void)extra;
    @end

    @protocol 9️⃣SWWidgetDelegate <NSObject>
    - (void)widget:(SWWidget *)widget didTap:(NSInteger)count;
    @end
    """)

func expectedPart1() -> [Expected] {
    let s = fixturePart1
    return [
        Expected("WIDGET_MAX", .macro, "1️⃣", in: s),
        Expected("WidgetStyle", .enum, "2️⃣", in: s, swiftName: "Widget.Style"),
        Expected("WidgetStylePlain", .enumConstant, "3️⃣", in: s),
        Expected("WidgetStyleFancy", .enumConstant, "4️⃣", in: s, swiftName: "fancy"),
        Expected("WidgetEdges", .enum, "5️⃣", in: s),
        Expected("WidgetEdgeTop", .enumConstant, "6️⃣", in: s),
        Expected("WidgetDidChangeNotification", .variable, "7️⃣", in: s, swiftName: "Widget.didChange"),
        Expected("widgetCount", .variable, "8️⃣", in: s),
        Expected("WidgetReset", .function, "9️⃣", in: s, swiftName: "reset"),
    ]
}

func expectedPart2() -> [Expected] {
    let s = fixturePart2
    return [
        Expected("WPoint", .struct, "1️⃣", in: s),
        Expected("WValue", .union, "2️⃣", in: s),
        Expected("WMode", .enum, "3️⃣", in: s),
        Expected("WModeA", .enumConstant, "4️⃣", in: s),
        Expected("WModeB", .enumConstant, "5️⃣", in: s),
        Expected("WCompletion", .typedef, "6️⃣", in: s),
        Expected("WTwice", .function, "7️⃣", in: s),
        Expected("SWWidget", .class, "8️⃣", in: s, swiftName: "Widget"),
        Expected("SWWidgetDelegate", .protocol, "9️⃣", in: s),
    ]
}

@Suite struct RegexDeclarationTests {
    @Test func realisticHeaderPart1() {
        let found = facts(fixturePart1).declarations.map(Expected.init)
        #expect(found == expectedPart1())
    }

    @Test func realisticHeaderPart2() {
        let found = facts(fixturePart2).declarations.map(Expected.init)
        #expect(found == expectedPart2())
    }

    @Test func declarationsOnlyForHeaders() {
        let result = facts(fixturePart1, path: "Sources/A/File.m", language: .objc)
        #expect(result.declarations.isEmpty)
        #expect(!result.references.isEmpty)
    }

    @Test func forwardDeclarationsAndCategoriesDeclareNothing() {
        let source = MarkedSource("""
            @class Foo, Bar;
            @protocol Baz;
            @protocol Qux, Quux;
            @interface Foo (Cat)
            - (void)x;
            @end
            @interface Foo ()
            @end
            struct Opaque;
            typedef struct __Ref *1️⃣RefType;
            """)
        let found = facts(source).declarations.map(Expected.init)
        #expect(found == [Expected("RefType", .typedef, "1️⃣", in: source)])
    }

    @Test func macrosWithoutIncludeGuards() {
        let source = MarkedSource("""
            #ifndef MY_HEADER_H
            #define MY_HEADER_H
            #define 1️⃣EMPTY_FLAG
            #define 2️⃣MIN_OF(a, b) ((a) < (b) ? (a) : (b))
            #if !defined(OTHER_GUARD)
            #define OTHER_GUARD
            #endif
            #endif
            """)
        let found = facts(source).declarations.map(Expected.init)
        #expect(found == [Expected("EMPTY_FLAG", .macro, "1️⃣", in: source), Expected("MIN_OF", .macro, "2️⃣", in: source)])
    }

    @Test func cFunctionsAndExternC() {
        let source = MarkedSource("""
            #ifdef __cplusplus
            extern "C" {
            #endif
            OPENSSL_EXPORT int 1️⃣BN_add(BIGNUM *r, const BIGNUM *a);
            OPENSSL_EXPORT void (*2️⃣callback)(int);
            UIKIT_EXTERN const CGFloat 3️⃣kPadding, 4️⃣kMargin;
            int 5️⃣ERR_GET_LIB(uint32_t packed);
            #ifdef __cplusplus
            }
            #endif
            """)
        let found = facts(source).declarations.map(Expected.init)
        #expect(found == [
            Expected("BN_add", .function, "1️⃣", in: source), Expected("callback", .variable, "2️⃣", in: source),
            Expected("kPadding", .variable, "3️⃣", in: source), Expected("kMargin", .variable, "4️⃣", in: source),
            Expected("ERR_GET_LIB", .function, "5️⃣", in: source),
        ])
    }
}

@Suite(.enabled(if: foundLibclang != nil, "no libclang could be loaded on this machine"))
struct ClangDeclarationTests {
    @Test func realisticHeaderPart1() {
        let found = facts(fixturePart1, extractor: .clang, libclang: foundLibclang).declarations.map(Expected.init)
        #expect(found == expectedPart1())
    }

    @Test func realisticHeaderPart2() {
        let found = facts(fixturePart2, extractor: .clang, libclang: foundLibclang).declarations.map(Expected.init)
        #expect(found == expectedPart2())
    }

    @Test(arguments: installedLibclangs)
    func bothExtractorsAgreeWithEveryInstalledLibclang(path: String) throws {
        let library = try Libclang.load(path: path).get()
        for source in [fixturePart1, fixturePart2] {
            let clang = facts(source, extractor: .clang, libclang: library)
            let regex = facts(source, extractor: .regex)
            #expect(clang.declarations == regex.declarations, "\(library.version)")
            #expect(clang.references == regex.references)
        }
    }

    @Test func frontendReportsTheExtractorItUses() {
        #expect(CFamilyFrontend(extractor: .clang, libclang: foundLibclang).extractor == .clang)
        #expect(CFamilyFrontend(extractor: .clang, libclang: nil).extractor == .regex)
        #expect(CFamilyFrontend(extractor: .regex, libclang: foundLibclang).extractor == .regex)
    }
}

@Suite struct LibclangLocateTests {
    @Test func explicitPathThatDoesNotLoadIsAnErrorListingIt() {
        let result = Libclang.locate(explicitPath: "/nonexistent/libclang.so", environment: [:])
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.tried.map(\.path) == ["/nonexistent/libclang.so"])
        #expect(error.description.contains("/nonexistent/libclang.so"))
    }

    @Test func environmentVariableIsUsedWhenNoExplicitPath() {
        let result = Libclang.locate(explicitPath: nil, environment: ["COUPLING_LIBCLANG": "/nope/libclang.so"])
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.tried.map(\.path) == ["/nope/libclang.so"])
    }
}
