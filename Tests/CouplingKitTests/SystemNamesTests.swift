@testable import CouplingKit
import CouplingModel
import Testing

@Suite("Names the system owns")
struct SystemNamesTests {
    /// A portability header (`pstdint.h`) that defines `uint8_t` when the system does not makes no
    /// file that uses `uint8_t` depend on it (found on damus, whose nostrdb bundles one).
    @Test func standardTypesAndLimits() {
        for name in ["uint8_t", "int64_t", "uintptr_t", "intmax_t", "int_least16_t", "uint_fast32_t", "size_t", "ssize_t",
            "ptrdiff_t", "UINT8_MAX", "INT32_MIN", "INT64_C", "UINTPTR_MAX", "SIZE_MAX", "bool", "true"]
        {
            #expect(SymbolIndex.isReservedBySystem(name), "\(name)")
        }
        for name in ["u8", "uint8", "int128_t", "point_t", "UINT8", "INT_MAXIMUM", "INTERNAL_MAX", "Uint8_t", "size"] {
            #expect(!SymbolIndex.isReservedBySystem(name), "\(name)")
        }
    }

    /// `_Upper` names are reserved to the implementation, but a library's own enums, types and
    /// functions use them (Texture's `_ASHierarchyChangeTypeDelete`): only a macro of that shape is
    /// taken for a shim of the compiler's (`#define _Nullable`).
    @Test func underscoreCapitalNamesOfTheTree() {
        func declaration(_ name: String, _ kind: DeclarationKind) -> Declaration {
            Declaration(name: name, kind: kind, location: SourceLocation(path: "A/a.h", line: 1, column: 1))
        }
        #expect(!SymbolIndex.isReservedBySystem(declaration("_ASHierarchyChangeTypeDelete", .enumConstant)))
        #expect(!SymbolIndex.isReservedBySystem(declaration("_ASHierarchyChangeType", .enum)))
        #expect(!SymbolIndex.isReservedBySystem(declaration("_ASCount", .function)))
        #expect(SymbolIndex.isReservedBySystem(declaration("_Nullable", .macro)))
        // SDWebImage's macOS fallbacks (`#define UIImage NSImage`) stand in for the SDK's classes.
        #expect(SymbolIndex.isReservedBySystem(declaration("UIImage", .macro)))
        #expect(SymbolIndex.isReservedBySystem(declaration("UIWindow", .macro)))
        #expect(!SymbolIndex.isReservedBySystem(declaration("SD_MAC", .macro)))
        #expect(!SymbolIndex.isReservedBySystem(declaration("SDWebImageVersion", .macro)))
        #expect(SymbolIndex.isReservedBySystem(declaration("__block_helper", .function)))
        // iSH's own negative errno values and the `PAGE_SIZE` it defines again after `#undef` are the
        // tree's; feature-test macros stay the system's.
        #expect(!SymbolIndex.isReservedBySystem(declaration("_EINVAL", .macro)))
        #expect(!SymbolIndex.isReservedBySystem(declaration("PAGE_SIZE", .macro)))
        #expect(SymbolIndex.isReservedBySystem(declaration("_GNU_SOURCE", .macro)))
        #expect(SymbolIndex.isReservedBySystem(declaration("_Static_assert", .macro)))
    }

    /// Provenance: zlib's private `extern void free(voidpf)`, a core's Windows shim `#define strdup
    /// _strdup`: the C library's names, whoever restates them.
    @Test func cLibraryNamesRestatedByTheTree() {
        func declaration(_ name: String, _ kind: DeclarationKind, _ scope: DeclarationScope = .module) -> Declaration {
            Declaration(name: name, kind: kind, location: SourceLocation(path: "A/a.h", line: 1, column: 1), scope: scope)
        }
        #expect(SymbolIndex.isReservedBySystem(declaration("free", .function)))
        #expect(SymbolIndex.isReservedBySystem(declaration("strdup", .macro, .cFamily)))
        #expect(SymbolIndex.isReservedBySystem(declaration("errno", .variable)))
        #expect(!SymbolIndex.isReservedBySystem(declaration("free", .function, .cplusplusNamespace)))
        #expect(!SymbolIndex.isReservedBySystem(declaration("lib_private_helper", .function)))
    }
}
