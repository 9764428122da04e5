import CouplingFrontendClang
import CouplingModel
import CouplingTestSupport
import Testing

/// Objective-C shapes around methods and block typedefs that made false declarations or lost uses
/// (Texture, IGListKit).
extension LexerRealHeaderShapeTests {
    /// Texture: an attribute macro on its own line before a method, and macros after a method's
    /// declaration, are no C declaration (`REQUIRES_SUPER` was read as a variable).
    @Test func attributeMacrosAroundMethodsDeclareNothing() {
        let source = MarkedSource("""
            @interface 1️⃣Node : NSObject
            AS_CATEGORY_IMPLEMENTABLE
            - (void)didLoad ASDISPLAYNODE_REQUIRES_SUPER NS_SWIFT_UI_ACTOR;
            AS_CATEGORY_IMPLEMENTABLE
            + (void)layout:(int)x ASDISPLAYNODE_REQUIRES_SUPER;
            FOUNDATION_EXTERN NSString *const 2️⃣kNodeName;
            @end
            """)
        #expect(declared(source) == [Expected("Node", .class, "1️⃣", in: source), Expected("kNodeName", .variable, "2️⃣", in: source)])
    }

    /// `typedef R *(^Name)(…)` in an implementation file declares Name, not the return type R.
    @Test func blockTypedefsOfImplementationFilesNameTheirDeclarator() {
        let source = MarkedSource("""
            typedef ASLayoutSpec *(^1️⃣SizeBlock)(ASSizeRange range);
            typedef void (*2️⃣Callback)(int);
            """)
        #expect(facts(source, path: "Sources/A/File.m", language: .objc).declarations.map(Expected.init) == [
            Expected("SizeBlock", .typedef, "1️⃣", in: source), Expected("Callback", .typedef, "2️⃣", in: source),
        ])
    }

    /// A block typedef whose return type no header here declares (`CGSize` without the SDK) names the
    /// block type with either reader: libclang, recovering, named it after the return type.
    static let undeclaredReturnType = MarkedSource("#import <UIKit/UIKit.h>\n\ntypedef CGSize (^1️⃣IGListCellSizeBlock)(id item, NSInteger index);\n")

    @Test func blockTypedefOfAnUndeclaredReturnType() {
        let source = Self.undeclaredReturnType
        #expect(facts(source).declarations.map(Expected.init) == [Expected("IGListCellSizeBlock", .typedef, "1️⃣", in: source)])
    }

    @Test(.enabled(if: foundLibclang != nil, "no libclang could be loaded on this machine"))
    func blockTypedefOfAnUndeclaredReturnTypeWithLibclang() {
        let source = Self.undeclaredReturnType
        let found = facts(source, extractor: .clang, libclang: foundLibclang).declarations.map(Expected.init)
        #expect(found == [Expected("IGListCellSizeBlock", .typedef, "1️⃣", in: source)])
    }

    /// A macro after a method's declaration and one before a parameter's type are uses, as is the type.
    @Test func macrosInMethodDeclarationsAreUses() {
        let source = MarkedSource("""
            @interface Layer : NSObject
            - (void)didLoad REQUIRES_SUPER;
            - (void)run:(MY_NOESCAPE cancel_block_t)block other:(NS_NOESCAPE cancel_block_t)other;
            @end
            """)
        let names = facts(source).references.map(\.name)
        #expect(names.filter { $0 == "REQUIRES_SUPER" }.count == 1)
        #expect(names.filter { $0 == "cancel_block_t" }.count == 2)
        #expect(names.contains("MY_NOESCAPE"))
    }
}
