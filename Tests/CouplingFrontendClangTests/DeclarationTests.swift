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

@Suite struct LexerDeclarationTests {
    @Test func realisticHeaderPart1() {
        let found = facts(fixturePart1).declarations.map(Expected.init)
        #expect(found == expectedPart1())
    }

    @Test func realisticHeaderPart2() {
        let found = facts(fixturePart2).declarations.map(Expected.init)
        #expect(found == expectedPart2())
    }

    /// An implementation file declares only for itself: its macros, classes and protocols, static
    /// functions and variables, typedefs and tags, each of the file's own scope.
    @Test func implementationFilesDeclareForThemselves() {
        let source = MarkedSource("""
            #import "LGLog.h"
            #undef STR
            #define 1️⃣STR(x) @#x
            static NSString *const 2️⃣FEKey = @"k";
            static NSString *3️⃣FEDescribe(NSInteger count) { return nil; }
            typedef NS_ENUM(NSInteger, 4️⃣FESide) { 9️⃣FESideLeft };
            typedef struct 5️⃣FEPoint { int x; } 8️⃣FEPoint;
            @interface 6️⃣FECursor : NSObject
            @property (nonatomic) NSInteger position;
            @end
            @interface FECursor ()
            @end
            @protocol 7️⃣FEDelegate <NSObject>
            @end
            @class FEOther;
            @protocol FEForward;
            @implementation FECursor
            - (void)load { static int counter = 0; NSString *key = STR(feed); }
            @end
            void FEGlobal(void) {}
            """)
        let result = facts(source, path: "Sources/A/File.m", language: .objc)
        #expect(result.declarations.allSatisfy { $0.scope == .file })
        #expect(result.declarations.map(Expected.init) == [
            Expected("STR", .macro, "1️⃣", in: source), Expected("FEKey", .variable, "2️⃣", in: source),
            Expected("FEDescribe", .function, "3️⃣", in: source), Expected("FESide", .enum, "4️⃣", in: source),
            Expected("FESideLeft", .enumConstant, "9️⃣", in: source), Expected("FEPoint", .struct, "5️⃣", in: source), Expected("FEPoint", .typedef, "8️⃣", in: source),
            Expected("FECursor", .class, "6️⃣", in: source),
            Expected("FEDelegate", .protocol, "7️⃣", in: source),
        ])
        #expect(!result.references.isEmpty)
    }

    /// Mapbox's macOS `MGLMapView.mm` defines `MGLAnimationDuration`, which the iOS framework's header
    /// declares `extern`: the file's uses are its own global's.
    @Test func globalsAnImplementationFileDefinesAreItsOwn() {
        let source = MarkedSource("""
            const NSTimeInterval 1️⃣MGLAnimationDuration = 0.3;
            NSString *const 2️⃣MGLKey = @"k";
            extern NSString *const MGLOther;
            int Foo::bar = 0;
            template <typename T = int> struct Box;
            @implementation Foo
            @synthesize value = _value, other = _other;
            @end
            """)
        let result = facts(source, path: "Sources/A/File.mm", language: .objcpp)
        #expect(result.declarations.map(Expected.init) == [
            Expected("MGLAnimationDuration", .variable, "1️⃣", in: source), Expected("MGLKey", .variable, "2️⃣", in: source),
        ])
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

    /// Commas and names inside generic arguments belong to the type, not to declarators: this
    /// header once declared `NSString`, which Swift files of the framework then resolved to it;
    /// Texture's `typedef id<NSCopying, NSObject> ASImageIdentifier` declared `NSCopying`.
    @Test func typedefOfGenericTypesNamesItsDeclarator() {
        let source = MarkedSource("""
            typedef NSArray<NSDictionary<NSString *, NSNumber *> *> 1️⃣SentryFrameInfoTimeSeries;
            typedef NSDictionary<NSString *, id> *2️⃣Payload, *3️⃣Metadata;
            typedef int 4️⃣Width, 5️⃣Height;
            typedef id<NSCopying, NSObject> 6️⃣ImageIdentifier;
            """)
        let found = facts(source).declarations.map(Expected.init)
        #expect(
            found == [
                Expected("SentryFrameInfoTimeSeries", .typedef, "1️⃣", in: source), Expected("Payload", .typedef, "2️⃣", in: source),
                Expected("Metadata", .typedef, "3️⃣", in: source), Expected("Width", .typedef, "4️⃣", in: source),
                Expected("Height", .typedef, "5️⃣", in: source), Expected("ImageIdentifier", .typedef, "6️⃣", in: source),
            ])
    }

    @Test func macrosWithoutIncludeGuards() {
        let source = MarkedSource("""
            #ifndef MY_HEADER_H
            #define MY_HEADER_H
            #define 1️⃣EMPTY_FLAG
            #define 2️⃣MIN_OF(a, b) ((a) < (b) ? (a) : (b))
            #if !defined(OTHER_DEFAULT)
            #define 3️⃣OTHER_DEFAULT
            #endif
            #ifndef LIB_ENABLE_OLD
            #define 4️⃣LIB_ENABLE_OLD 1
            #endif
            #endif
            """)
        // Only the pair before any code guards the file; one further down is a default others may set
        // (mpv's `MPV_ENABLE_DEPRECATED`), a macro like any.
        let found = facts(source).declarations.map(Expected.init)
        #expect(found == [
            Expected("EMPTY_FLAG", .macro, "1️⃣", in: source), Expected("MIN_OF", .macro, "2️⃣", in: source),
            Expected("OTHER_DEFAULT", .macro, "3️⃣", in: source), Expected("LIB_ENABLE_OLD", .macro, "4️⃣", in: source),
        ])
    }

    /// A function-like macro is C-family code's only: Swift never imports one.
    @Test func functionLikeMacrosAreNoSwiftNames() {
        #expect(macroScopes() == ["kLimit module", "min c-family", "PAIR module"])
    }

    @Test func forwardDeclaredEnumTypedefsAreNoSwiftNames() {
        #expect(enumTypedefScopes() == expectedEnumTypedefScopes)
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

/// Shapes of real headers (firebase-ios-sdk, BoringSSL, protobuf, zlib, yaml) that the fast
/// extractor once read differently from libclang (`scripts/differential-cfamily.sh`).
@Suite struct LexerRealHeaderShapeTests {
    func declared(_ source: MarkedSource, path: String = "Sources/A/File.h") -> [Expected] {
        facts(source, path: path).declarations.filter { $0.kind != .macro }.map(Expected.init)
    }

    @Test func swiftNameBeforeAFunctionOrATypedefNamesIt() {
        // As firebase's FIRVersion.h and FIRAppCheckInterop.h write them.
        let source = MarkedSource("""
            NS_SWIFT_NAME(FirebaseVersion())
            NSString* 1️⃣FIRFirebaseVersion(void);
            NS_SWIFT_NAME(AppCheckTokenHandlerInterop)
            typedef void (^2️⃣FIRAppCheckTokenHandlerInterop)(id<FIRAppCheckTokenResultInterop> tokenResult);
            NS_SWIFT_NAME(Options) typedef NSInteger 3️⃣FIROptionsValue;
            """)
        #expect(declared(source) == [
            Expected("FIRFirebaseVersion", .function, "1️⃣", in: source, swiftName: "FirebaseVersion"),
            Expected("FIRAppCheckTokenHandlerInterop", .typedef, "2️⃣", in: source, swiftName: "AppCheckTokenHandlerInterop"),
            Expected("FIROptionsValue", .typedef, "3️⃣", in: source, swiftName: "Options"),
        ])
    }

    @Test func cDeclarationsInsideObjectiveCContainersAreTopLevel() {
        let source = MarkedSource("""
            @interface FPRConfigurations : NSObject <NSCopying> {
              int _ivar;
            }
            @property(nonatomic) BOOL enabled;
            - (void)doThing:(int)x;
            FOUNDATION_EXTERN NSString *const 1️⃣kFPRConfigName;
            typedef void (^2️⃣FPRCompletion)(NSError *_Nullable error);
            + (instancetype)sharedInstance;
            @end
            @implementation Foo
            - (void)x { int notTopLevel = 1; }
            @end
            """)
        #expect(declared(source) == [
            Expected("FPRConfigurations", .class, "1️⃣", in: MarkedSource("@interface 1️⃣FPRConfigurations")),
            Expected("kFPRConfigName", .variable, "1️⃣", in: source),
            Expected("FPRCompletion", .typedef, "2️⃣", in: source),
        ])
    }

    @Test func statementMacrosEndNoStatementAndOpenNoBlock() {
        let source = MarkedSource("""
            NS_ASSUME_NONNULL_BEGIN
            #if __cplusplus
            extern "C" {
            #endif
            FIRFirestore *1️⃣FSTTestFirestore();
            #if __cplusplus
            }
            #endif
            NS_HEADER_AUDIT_BEGIN(nullability)
            int 2️⃣afterAudit(void);
            TOML_NAMESPACE_START
            {
              bool 3️⃣inNamespace(char c);
            }
            TOML_NAMESPACE_END;
            NS_ASSUME_NONNULL_END
            """)
        #expect(declared(source) == [
            Expected("FSTTestFirestore", .function, "1️⃣", in: source),
            Expected("afterAudit", .function, "2️⃣", in: source),
            Expected("inNamespace", .function, "3️⃣", in: source),
        ])
    }

    @Test func cPlusPlusEnumsAliasesTemplatesAndMembers() {
        let source = MarkedSource("""
            namespace firebase {
            enum class 1️⃣TypeOrder { 2️⃣kNull, 3️⃣kBoolean };
            enum class Forward;
            enum Opaque : int;
            using 4️⃣DocumentKeySet = immutable::SortedSet<DocumentKey>;
            using namespace std;
            template <typename T> class 5️⃣Box { T value; };
            template <typename T> T 9️⃣twice(T x) { return x; }
            template <typename T> struct Box<T *> { T *value; };
            template <typename T> class Later;
            template <> struct hash<firebase::Query> { size_t operator()(const Query& q) const; };
            template <> bool twice<bool>(bool x) { return x; }
            inline int Bits::Log2Floor(uint32_t n) { return n; }
            Mutex::~Mutex() { }
            const int Foo::kMember = 1;
            bool 6️⃣operator==(const GeoPoint& lhs, const GeoPoint& rhs);
            bool operator != (const GeoPoint& lhs, const GeoPoint& rhs);
            inline bool GeoPoint::operator<(const GeoPoint& other) const { return true; }
            static remote::Serializer 7️⃣serializer(model::DatabaseId("test-project"));
            class 8️⃣Status final : public Base {
              typedef int NotTopLevel;
            };
            }  // namespace firebase
            """)
        #expect(declared(source, path: "Sources/A/File.hpp") == [
            Expected("TypeOrder", .enum, "1️⃣", in: source),
            Expected("kNull", .enumConstant, "2️⃣", in: source),
            Expected("kBoolean", .enumConstant, "3️⃣", in: source),
            Expected("DocumentKeySet", .typedef, "4️⃣", in: source),
            Expected("Box", .class, "5️⃣", in: source),
            Expected("twice", .function, "9️⃣", in: source),
            Expected("operator==", .function, "6️⃣", in: source),
            Expected("serializer", .variable, "7️⃣", in: source),
            Expected("Status", .class, "8️⃣", in: source),
        ])
    }

    @Test func enumMacroShapes() {
        let source = MarkedSource("""
            typedef NS_ENUM(NSInteger, 1️⃣FIRLoggerLevel);
            #if defined(NS_CLOSED_ENUM)
            typedef NS_CLOSED_ENUM(NSInteger, 2️⃣FIRDocumentChangeType)
            #else
            typedef NS_ENUM(NSInteger, FIRDocumentChangeType)
            #endif
            {
              3️⃣FIRDocumentChangeTypeAdded,
            } NS_SWIFT_NAME(DocumentChangeType);
            typedef OBJC_ENUM(uintptr_t, 4️⃣GUL_ASSOCIATION){
              5️⃣GUL_ASSOCIATION_ASSIGN,
            };
            """)
        #expect(declared(source) == [
            Expected("FIRLoggerLevel", .typedef, "1️⃣", in: source),
            Expected("FIRDocumentChangeType", .enum, "2️⃣", in: source, swiftName: "DocumentChangeType"),
            Expected("FIRDocumentChangeTypeAdded", .enumConstant, "3️⃣", in: source),
            Expected("GUL_ASSOCIATION", .enum, "4️⃣", in: source),
            Expected("GUL_ASSOCIATION_ASSIGN", .enumConstant, "5️⃣", in: source),
        ])
    }

    @Test func conditionalBranchesThatOpenABracketKeepBracketsBalanced() {
        let source = MarkedSource("""
            inline void Swap(Foo* other) {
            #ifdef PROTOBUF_FORCE_COPY_IN_SWAP
              if (a != nullptr && b) {
            #else
              if (b) {
            #endif
                InternalSwap(other);
              }
            }
            int 1️⃣after(void);
            #if 0
            int notCompiled(void);
            #else
            int 2️⃣compiled(void);
            #endif
            #if defined(USE_A)
            int 3️⃣variantA(void);
            #else
            int 4️⃣variantB(void);
            #endif
            """)
        #expect(declared(source) == [
            Expected("Swap", .function, "1️⃣", in: MarkedSource("inline void 1️⃣Swap")),
            Expected("after", .function, "1️⃣", in: source),
            Expected("compiled", .function, "2️⃣", in: source),
            Expected("variantA", .function, "3️⃣", in: source),
            Expected("variantB", .function, "4️⃣", in: source),
        ])
    }

    @Test func functionShapesOfCLibraries() {
        let source = MarkedSource("""
            UPB_INLINE struct google_protobuf_Option* 1️⃣google_protobuf_add_option(google_protobuf_Type* msg) {
              struct google_protobuf_Option* sub = (struct google_protobuf_Option*)_upb_Message_New(NULL);
              return sub;
            }
            UPB_INLINE bool 2️⃣google_protobuf_has_name(const google_protobuf_Type* msg) { return msg != NULL; }
            OPENSSL_EXPORT STACK_OF(X509_NAME) *3️⃣SSL_get_client_CA_list(const SSL *ssl);
            YAML_DECLARE(const char *)
            4️⃣yaml_get_version_string(void);
            BN_ULONG 5️⃣bn_add_words(BN_ULONG *rp, const BN_ULONG *ap, size_t num);
            OPENSSL_EXPORT int (*6️⃣SSL_CTX_get_verify_callback(const SSL_CTX *ctx))(int ok, X509_STORE_CTX *store_ctx);
            void 7️⃣aes128gcmsiv_kdf(const uint8_t nonce[16], uint8_t out[16]);
            """)
        #expect(declared(source) == [
            Expected("google_protobuf_add_option", .function, "1️⃣", in: source),
            Expected("google_protobuf_has_name", .function, "2️⃣", in: source),
            Expected("SSL_get_client_CA_list", .function, "3️⃣", in: source),
            Expected("yaml_get_version_string", .function, "4️⃣", in: source),
            Expected("bn_add_words", .function, "5️⃣", in: source),
            Expected("SSL_CTX_get_verify_callback", .function, "6️⃣", in: source),
            Expected("aes128gcmsiv_kdf", .function, "7️⃣", in: source),
        ])
    }

    @Test func functionTypeTypedefs() {
        // As BoringSSL, abseil and upb write them; an ALL_CAPS name is taken for a macro call.
        let source = MarkedSource("""
            typedef int 1️⃣BIO_info_cb(BIO *, int, int);
            typedef ASN1_VALUE *2️⃣ASN1_d2i_func(ASN1_VALUE **a, const unsigned char **in,
                                              long length);
            typedef void 3️⃣OutputWriter(const char*, void*);
            typedef UPB_PRESERVE_NONE struct upb_FastDecoder_Return 4️⃣_upb_FieldParser(
                struct upb_Decoder* d, const char* ptr);
            typedef int (*5️⃣callback)(int);
            typedef int MACRO_MADE(int);
            """)
        #expect(declared(source) == [
            Expected("BIO_info_cb", .typedef, "1️⃣", in: source),
            Expected("ASN1_d2i_func", .typedef, "2️⃣", in: source),
            Expected("OutputWriter", .typedef, "3️⃣", in: source),
            Expected("_upb_FieldParser", .typedef, "4️⃣", in: source),
            Expected("callback", .typedef, "5️⃣", in: source),
        ])
    }

    @Test func constructorInitializerListsEndTheirDefinition() {
        // As abseil's int128.h writes them: a brace-initialised member is not the body, and
        // an unfinished constructor swallowed every definition up to the next top-level `;`.
        let source = MarkedSource("""
            constexpr uint128::uint128(unsigned int v) : hi_{0}, lo_{v} {}
            constexpr uint128::uint128(long v)
                : hi_{v < 0 ? (std::numeric_limits<uint64_t>::max)() : 0},
                  lo_{static_cast<uint64_t>(v)} {}
            Foo::Foo(int v) noexcept : Base(v), count_(0) { Init(); }
            constexpr bool 1️⃣operator==(uint128 lhs, uint128 rhs) { return lhs.lo_ == rhs.lo_; }
            inline int 2️⃣Next(int x) { return x + 1; }
            enum 3️⃣Small : int { 4️⃣kOne };
            class 5️⃣Derived : public Base { };
            """)
        #expect(declared(source, path: "Sources/A/File.hpp") == [
            Expected("operator==", .function, "1️⃣", in: source),
            Expected("Next", .function, "2️⃣", in: source),
            Expected("Small", .enum, "3️⃣", in: source),
            Expected("kOne", .enumConstant, "4️⃣", in: source),
            Expected("Derived", .class, "5️⃣", in: source),
        ])
    }

    /// `class Printer::Sub {` defines the member class `Sub` of `Printer` where the file is at
    /// top level; libclang lists it there. It is not a top-level name: another component writes
    /// `Printer::Sub`, whose `Printer` already resolves to this header, and a top-level `Sub`
    /// would make every unrelated `Sub` elsewhere resolve here. So it declares nothing, like a
    /// member declared in the class body.
    @Test func outOfLineMemberClassesDeclareNothing() {
        let source = MarkedSource("""
            class Printer::Sub {
             public:
              Sub(std::string key);
            };
            class PROTOBUF_EXPORT FieldMaskUtil::MergeOptions {
              bool replace_ = false;
            };
            struct MapEntry<Key, Value>::_Internal {
              static constexpr int kOffset = 0;
            };
            class ABSL_MUST_USE_RESULT Arena::Ptr final {
            };
            struct 1️⃣Printer {
              class Sub;
            };
            """)
        #expect(declared(source, path: "Sources/A/File.hpp") == [
            Expected("Printer", .struct, "1️⃣", in: source),
        ])
    }

    @Test func templateArgumentsInAnInitializerAreNoDeclarators() {
        // As unordered_dense.h (iTerm2) writes them: `T` after the comma was a variable declared; every
        // Objective-C generic `T` of the app was then a reference to it. `= a < b, c = 2` has no `>`.
        let source = MarkedSource("""
            template <class A, class B>
            constexpr bool 1️⃣same_size_v = sizeof(A) == sizeof(B);
            template <typename T>
            constexpr bool 2️⃣is_word_v = same_size_v<void *, T>;
            static int 3️⃣low = 1 < 2, 4️⃣high = 3;
            """)
        #expect(declared(source, path: "Sources/A/traits.hpp") == [
            Expected("same_size_v", .variable, "1️⃣", in: source),
            Expected("is_word_v", .variable, "2️⃣", in: source),
            Expected("low", .variable, "3️⃣", in: source),
            Expected("high", .variable, "4️⃣", in: source),
        ])
    }

    @Test func bracketAttributesAndTagsAfterStorageWords() {
        let source = MarkedSource("""
            class [[nodiscard]] 1️⃣AsLiteralImpl final {
            };
            class ABSL_SCOPED_LOCKABLE [[nodiscard]] 2️⃣SpinLockHolder {
            };
            class [[nodiscard]] ABSL_ATTRIBUTE_TRIVIAL_ABI Status;
            extern const struct 3️⃣catch_mach_exc_subsystem {
            \tmig_server_routine_t\tserver;
            \tstruct routine_descriptor routine[3];
            } 4️⃣catch_mach_exc_subsystem;
            static struct Table *5️⃣table_new(void) { return 0; }
            [[noreturn]] PROTOBUF_EXPORT void 6️⃣AlignFail(std::integral_constant<size_t, 4>,
                                                        std::uintptr_t address);
            static Counter 7️⃣counter("name", 4);
            extern template class BigUnsigned<4>;
            extern template size_t TryFindNewIndexWithoutProbing(size_t h1, size_t length);
            """)
        #expect(declared(source, path: "Sources/A/File.hpp") == [
            Expected("AsLiteralImpl", .class, "1️⃣", in: source),
            Expected("SpinLockHolder", .class, "2️⃣", in: source),
            Expected("catch_mach_exc_subsystem", .struct, "3️⃣", in: source),
            Expected("catch_mach_exc_subsystem", .variable, "4️⃣", in: source),
            Expected("table_new", .function, "5️⃣", in: source),
            Expected("AlignFail", .function, "6️⃣", in: source),
            Expected("counter", .variable, "7️⃣", in: source),
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

    /// Class and function templates declare their names, C++'s; explicit and partial specialisations,
    /// and members defined out of line, name no new entity: both readers alike.
    @Test func templatesDeclareTheirPrimaryNamesOnly() {
        let source = MarkedSource("""
            namespace engine {
            template <typename T> class 1️⃣Box { T value; };
            template <typename T> struct Box<T *> { T *value; };
            template <typename T> T 2️⃣twice(T x) { return x; }
            template <> bool twice<bool>(bool x) { return x; }
            template <typename T> class Later;
            template <class T, class U = Box<T>> struct 3️⃣Pair { T first; U second; };
            template <class T> void Box<T>::fill() {}
            template <> struct Pair<int, int> { int both; };
            }
            """)
        let expected = [
            Expected("Box", .class, "1️⃣", in: source), Expected("twice", .function, "2️⃣", in: source),
            Expected("Pair", .class, "3️⃣", in: source),
        ]
        let lexer = facts(source, path: "Sources/A/File.hpp").declarations
        let clang = facts(source, path: "Sources/A/File.hpp", extractor: .clang, libclang: foundLibclang).declarations
        #expect(lexer.map(Expected.init) == expected)
        #expect(clang == lexer)
        #expect(lexer.allSatisfy { $0.scope == .cplusplusNamespace && $0.namespace == "engine" })
    }

    @Test func functionLikeMacrosAreNoSwiftNames() {
        #expect(macroScopes(extractor: .clang, libclang: foundLibclang) == ["kLimit module", "min c-family", "PAIR module"])
    }

    @Test func forwardDeclaredEnumTypedefsAreNoSwiftNames() {
        #expect(enumTypedefScopes(extractor: .clang, libclang: foundLibclang) == expectedEnumTypedefScopes)
    }

    @Test(arguments: installedLibclangs)
    func bothExtractorsAgreeWithEveryInstalledLibclang(path: String) throws {
        let library = try Libclang.load(path: path).get()
        for source in [fixturePart1, fixturePart2] {
            let clang = facts(source, extractor: .clang, libclang: library)
            let lexer = facts(source, extractor: .lexer)
            #expect(clang.declarations == lexer.declarations, "\(library.version)")
            #expect(clang.references == lexer.references)
        }
    }

    @Test func frontendReportsTheExtractorItUses() {
        #expect(CFamilyFrontend(extractor: .clang, libclang: foundLibclang).extractor == .clang)
        #expect(CFamilyFrontend(extractor: .clang, libclang: nil).extractor == .lexer)
        #expect(CFamilyFrontend(extractor: .lexer, libclang: foundLibclang).extractor == .lexer)
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

/// `kLimit` (a constant), `min(a, b)` (function-like) and `PAIR (1, 2)` (a constant whose value has
/// parentheses): each macro's name and scope.
func macroScopes(extractor: CFamilyDeclarationReader = .lexer, libclang: Libclang? = nil) -> [String] {
    let source = MarkedSource("""
        #define kLimit 10
        #define min(a, b) ((a) < (b) ? (a) : (b))
        #define PAIR (1, 2)
        """)
    return facts(source, extractor: extractor, libclang: libclang).declarations.map { "\($0.name) \($0.scope.rawValue)" }
}

/// A typedef of an enum declared without its body is for C only (Swift never imports it); a
/// project's own enum macro declares an enum.
func enumTypedefScopes(extractor: CFamilyDeclarationReader = .lexer, libclang: Libclang? = nil) -> [String] {
    let source = MarkedSource("""
        #define APP_ENUM NS_ENUM
        typedef NS_ENUM(NSInteger, SyncStatus);
        typedef NS_ENUM(NSInteger, Mode) { ModeA };
        typedef APP_ENUM(NSInteger, Level) { LevelLow };
        """)
    return facts(source, extractor: extractor, libclang: libclang).declarations.filter { $0.kind != .macro }
        .map { "\($0.name) \($0.kind.rawValue) \($0.scope.rawValue)" }
}

let expectedEnumTypedefScopes = [
    "SyncStatus typedef c-family", "Mode enum module", "ModeA enum-constant module", "Level enum module",
    "LevelLow enum-constant module",
]

