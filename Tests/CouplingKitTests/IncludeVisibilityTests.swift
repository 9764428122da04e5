import CouplingKit
import CouplingModel
import Testing

/// What an include shows when it does not name one header plainly (IGListKit: a checkout's copies of
/// its headers made every `#import "X.h"` ambiguous, and each use behind it not visible; one include
/// spelled in another case was not in the tree).
@Suite("Includes that name a header loosely")
struct IncludeVisibilityTests {
    @Test("an include several headers may answer shows each: a name only one of them declares is that one's")
    func ambiguousIncludeShowsItsCandidates() async throws {
        let report = try await scanFiles([
            "Core/Lib.h": "#import <Foundation/Foundation.h>\n@interface LibThing : NSObject\n@end\n",
            "Mirror/Lib.h": "// a copy without declarations\n",
            "App/Use.m": "#import \"Lib.h\"\nvoid use(void) {\n    [LibThing new];\n}\n",
        ])
        #expect(report.edges.map { "\($0.from) -> \($0.to): " + $0.evidence.map(\.symbol).joined(separator: ",") } == ["App -> Core: LibThing"])
        #expect(report.unresolved.map { "\($0.symbol) \($0.reason.rawValue)" } == ["Lib.h several-headers"])
    }

    /// Found on App Center: its tests include the vendored `Vendor/SQLite3/sqlite3.h`, the SDK's
    /// frameworks `<sqlite3.h>` from the SDK; 182 uses there were not visible.
    @Test("a name of a tree's copy of a header the SDK ships is the SDK's where the copy is not seen, the copy's where it is")
    func vendoredCopyOfAnSDKHeader() async throws {
        let report = try await scanFiles([
            "Vendor/SQLite3/sqlite3.h": "int sqlite3_open(const char *filename, void **db);\n",
            "Storage/DB.m": "#import <sqlite3.h>\nvoid open_db(void) {\n    sqlite3_open(\"a\", 0);\n}\n",
            "Tests/DBTests.m": "#import \"sqlite3.h\"\nvoid test_db(void) {\n    sqlite3_open(\"b\", 0);\n}\n",
        ])
        #expect(report.edges.map { "\($0.from) -> \($0.to): " + $0.evidence.map(\.symbol).joined(separator: ",") } == ["Tests -> Vendor: sqlite3.h,sqlite3_open"])
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" } == ["Storage sqlite3_open sdk-shadowed"])
    }

    /// Found on FLEX: its example app writes `#import <FLEX.h>`, which CocoaPods' public header folder
    /// answers; 12 references were not visible and four edges missed.
    @Test("a bare angled include of a module's own name is that module's header; of another name, the system's")
    func bareUmbrellaOfAModule() async throws {
        let report = try await scanFiles([
            "Lib.podspec": "Pod::Spec.new do |s|\n  s.name = \"Lib\"\n  s.source_files = \"Lib/**/*.{h,m}\"\nend\n",
            "Lib/Lib.h": "#import \"Foo.h\"\n",
            "Lib/Foo.h": "#import <Foundation/Foundation.h>\n@interface Foo : NSObject\n@end\n",
            "Other/Bar.h": "#import <Foundation/Foundation.h>\n@interface Bar : NSObject\n@end\n",
            "App/Use.m": "#import <Lib.h>\n#import <Bar.h>\nvoid f(void) {\n    Foo *foo = nil;\n    Bar *bar = nil;\n    (void)foo; (void)bar;\n}\n",
        ])
        #expect(report.edges.map { "\($0.from) -> \($0.to): " + $0.evidence.map(\.symbol).joined(separator: ",") } == ["App -> Lib: Foo,Lib.h"])
        #expect(report.unresolved.map { "\($0.symbol) \($0.reason.rawValue)" } == ["Bar not-visible"])
    }

    @Test("a bare include spelled in another case is the one header of that name (macOS and header maps ignore case)")
    func includeInAnotherCase() async throws {
        let report = try await scanFiles([
            "Core/CoreThing.h": "#import <Foundation/Foundation.h>\n@interface CoreThing : NSObject\n@end\n",
            "App/Use.m": "#import \"coreTHING.h\"\nvoid use(void) {\n    [CoreThing new];\n}\n",
        ])
        #expect(report.edges.map { "\($0.from) -> \($0.to)" } == ["App -> Core"])
        #expect(report.unresolved.isEmpty)
        #expect(!report.diagnostics.contains { $0.code == "unresolved-include" })
    }

    /// WebDriverAgent spells two of the SDK's headers in quotes: they are the SDK's, as their angled
    /// spelling would be, not headers missing from the tree; a header the tree lacks still is said.
    @Test("an SDK header spelled in quotes is no missing header of the tree")
    func quotedSDKHeaders() async throws {
        let report = try await scanFiles([
            "Lib/Config.m": "#import \"TargetConditionals.h\"\n#import \"XCTest/XCUIElementTypes.h\"\n#import \"Generated.h\"\nint x = 1;\n"
        ])
        #expect(report.diagnostics.filter { $0.code == "unresolved-include" }.map(\.message).map { $0.hasPrefix("\"Generated.h\"") } == [true])
    }

    /// WireGuard: a `.c` file's `PrivateKey` was offered WireGuardKit's Swift class as a candidate; behind
    /// a generated header, it was an edge.
    @Test("a C file never sees Swift: a name only Swift declares is not visible to it, even behind a generated header")
    func cFilesSeeNoSwift() async throws {
        let report = try await scanFiles([
            "Kit/Keys.swift": "import Foundation\n@objc public class PrivateKey: NSObject {}\n",
            "App/Bridge.h": "#import \"Kit-Swift.h\"\n",
            "App/use.c": "#include \"Bridge.h\"\nint key(void) { return PrivateKey; }\n",
        ])
        #expect(report.edges.isEmpty)
        #expect(report.unresolved.map { "\($0.symbol) \($0.reason.rawValue)" } == ["PrivateKey not-visible"])
    }
}
