import CouplingKit
import CouplingModel
import Testing

@Suite("Prebuilt framework bundles")
struct FrameworkBundleTests {
    /// A reviewer's case: a package builds module Lib, and an example folder holds a copy of
    /// `Lib.framework`; a file of an inferred app (no manifest says what it links) includes `<Lib/Foo.h>`.
    @Test("a bundle beside a module the tree builds, for a file whose links no manifest states: ambiguous, never the bundle's edge")
    func bundleBesideABuiltModule() async throws {
        let report = try await scanFiles(
            [
                "Lib/module.modulemap": "module Lib {\n    header \"Foo.h\"\n    export *\n}\n",
                "Lib/Foo.h": "#import <Foundation/Foundation.h>\n@interface LibFoo : NSObject\n@end\n",
                "Examples/Lib.framework/Headers/Foo.h": "#import <Foundation/Foundation.h>\n@interface LibFoo : NSObject\n@end\n",
                "App/main.m": "#import <Lib/Foo.h>\nint main(void) { return [LibFoo new] != nil; }\n",
            ],
            configuration: "version: 1\ncomponents: [\"App\", \"Lib\", \"Examples/Lib.framework\"]\n")
        #expect(report.edges.map { "\($0.from) -> \($0.to)" } == [])
        #expect(Set(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" }) == ["App Lib/Foo.h several-headers", "App LibFoo several-candidates"])
    }
}
