import CouplingKit
import CouplingModel
import Foundation
import Testing

/// Run-time findings say that something is missing from the tree: each case here is one where a
/// held-out codebase showed such a finding (or a guessed edge) to be wrong.
@Suite("Run-time findings claim only what is true")
struct RuntimeFindingsTests {
    private func scan(_ files: [String: String], configuration: String? = nil) async throws -> AnalysisReport {
        try await scanFiles(files, configuration: configuration)
    }

    private func info(_ entries: [(String, String)]) -> String {
        let body = entries.map { "    <key>\($0.0)</key>\n    <string>\($0.1)</string>\n" }.joined()
        return "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
    }

    private func findings(_ report: AnalysisReport) -> [String] {
        let runtimeRules: Set<String> = [
            "dangling-class", "duplicate-registration", "event-never-posted", "event-never-observed", "runtime-probe-missing",
            "dangling-service",
        ]
        return report.violations.filter { runtimeRules.contains($0.ruleID) }.map { "\($0.ruleID) \($0.message)" }.sorted()
    }

    @Test("a constant is looked for in every file declaring it; a qualified use takes its type's member, a bare one with two values is no guess")
    func everyDefinitionOfAConstant() async throws {
        // `Reach` posts its own `didChangeNotification`; `Config` declares another one (and calls
        // nothing: the frontends' scan does not read its constants). `Watcher` observes Config's
        // by its qualified name, `Listener` a bare `didChangeNotification` (which of the two?).
        let report = try await scan([
            "Config/Config.swift": "public struct Config {\n    public static let didChangeNotification = Notification.Name(\"configDidChange\")\n}\n",
            "Watcher/Watcher.swift":
                "func watch() {\n    NotificationCenter.default.addObserver(forName: Config.didChangeNotification, object: nil, queue: nil) { _ in }\n}\n",
            "Listener/Listener.swift":
                "func listen() {\n    NotificationCenter.default.addObserver(forName: didChangeNotification, object: nil, queue: nil) { _ in }\n}\n",
            "Poster/Poster.swift": "func poke() { NotificationCenter.default.post(name: Config.didChangeNotification, object: nil) }\n",
            "Reach/Reach.swift":
                "extension Reach {\n    public static let didChangeNotification = Notification.Name(\"reachDidChange\")\n    func fire() { NotificationCenter.default.post(name: Reach.didChangeNotification, object: nil) }\n}\n",
        ])
        let events = report.edges.filter { $0.evidence.contains { $0.kind == .event } }.map { "\($0.from) -> \($0.to)" }
        #expect(events == ["Watcher -> Poster"])
    }

    @Test("a registry entry naming a class two components declare is an ambiguous-key finding, never dropped unsaid")
    func ambiguousRegistration() async throws {
        let report = try await scan([
            "PluginsA/A.h": "#import <Foundation/Foundation.h>\n@interface TestPlugin : NSObject\n@end\n",
            "PluginsB/B.h": "#import <Foundation/Foundation.h>\n@interface TestPlugin : NSObject\n@end\n@interface OnlyB : NSObject\n@end\n",
            "App/Loader.m":
                "#import <Foundation/Foundation.h>\nvoid load(NSString *name) {\n    NSArray *plugins = @[@\"TestPlugin\", @\"OnlyB\"];\n    Class c = NSClassFromString(name);\n}\n",
        ])
        let ambiguous = report.violations.filter { $0.ruleID == "ambiguous-key" }.map(\.message)
        #expect(ambiguous == ["`TestPlugin` is registered (code table) and declared by PluginsA, PluginsB: the registration is no edge"])
        #expect(report.edges.map { "\($0.from) -> \($0.to)" } == ["App -> PluginsB"])
    }

    @Test("BeeHive's annotations make strings of their arguments: a run-time link and its findings, never a compile-time cycle")
    func beeHiveAnnotationsAreRunTimeOnly() async throws {
        // The annotation macros only stringify (`""#name""`): Core's registration of Home's module
        // is a run-time edge, which with Home → Core closes a hidden cycle, not a compile-time one
        // (the app's prefix header shows Core every name of Home). Reg's annotation names Impl's
        // class across components (an edge) and a class nothing declares (a dangling class); the
        // macros themselves are uses of Fw's.
        let annotations = "#define BeeHiveMod(name) class BeeHive; char *k##name##_mod = \"\"#name\"\";\n"
            + "#define BeeHiveService(servicename, impl) class BeeHive; char *k##servicename##_service = \"{ \\\"\"#servicename\"\\\" : \\\"\"#impl\"\\\"}\";\n"
        let report = try await scan([
            "Fw/BHAnnotation.h": annotations,
            "Core/CoreBase.h": "#import <Foundation/Foundation.h>\n@interface CoreBase : NSObject\n@end\n",
            "Home/HomeMod.h": "#import \"CoreBase.h\"\n@interface HomeMod : CoreBase\n@end\n",
            "App/App-Prefix.pch": "#import \"HomeMod.h\"\n",
            "Core/Reg.m": "#import \"BHAnnotation.h\"\n@BeeHiveMod(HomeMod)\n",
            "Svc/PayService.h": "#import <Foundation/Foundation.h>\n@protocol PayService <NSObject>\n@end\n",
            "Impl/PayImpl.h": "#import <Foundation/Foundation.h>\n@interface PayImpl : NSObject\n@end\n",
            "Reg/Reg.m": "#import \"BHAnnotation.h\"\n@BeeHiveService(PayService, PayImpl)\n@BeeHiveService(PayService2, GhostPayImpl)\n",
        ])
        #expect(report.cycles.groups.isEmpty)
        #expect(report.cycles.hidden.map(\.components) == [["Core", "Home"]])
        let edges = report.edges.map { edge in
            "\(edge.from) -> \(edge.to): " + Set(edge.evidence.map { "\($0.kind.rawValue) \($0.symbol)" }).sorted().joined(separator: ", ")
        }
        #expect(edges.contains("Core -> Home: registry HomeMod"))
        #expect(edges.contains("Reg -> Impl: registry PayImpl"))
        #expect(edges.contains("Core -> Fw: import BHAnnotation.h, symbol BeeHiveMod"))
        #expect(edges.contains("Reg -> Fw: import BHAnnotation.h, symbol BeeHiveService"))
        #expect(!report.edges.contains { $0.from == "Reg" && $0.to == "Svc" }, "\(edges)")
        #expect(findings(report).contains("dangling-class `GhostPayImpl` is registered (@BeeHiveService) but no class of the tree declares it"))
        #expect(report.unresolved.isEmpty, "\(report.unresolved.map(\.symbol))")
    }

    @Test("registerService:implClass: registers a service; an example app's own registry is read")
    func beeHiveCodeAndExampleRegistrations() async throws {
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array>\n<dict>\n<key>service</key>\n<string>TrackService</string>\n<key>impl</key>\n<string>TrackImpl</string>\n</dict>\n</array>\n</plist>\n"
        let report = try await scan([
            "Svc/Services.h": "#import <Foundation/Foundation.h>\n@protocol PayService <NSObject>\n@end\n@protocol TrackService <NSObject>\n@end\n",
            "Impl/PayImpl.m": "#import \"Services.h\"\n@interface PayImpl : NSObject <PayService>\n@end\n@implementation PayImpl\n+ (void)load {\n    [[BHServiceManager sharedManager] registerService:@protocol(PayService) implClass:[PayImpl class]];\n}\n@end\n",
            "User/User.m": "#import \"Services.h\"\nvoid pay(void) { id<PayService> p = [[BeeHive shareInstance] createService:@protocol(PayService)]; }\n",
            "Track/TrackImpl.h": "#import \"Services.h\"\n@interface TrackImpl : NSObject <TrackService>\n@end\n",
            "Example/BeeHive.bundle/BHService.plist": plist,
            "Example/Main.m": "#import \"Services.h\"\nvoid track(void) { id<TrackService> t = [[BeeHive shareInstance] createService:@protocol(TrackService)]; }\n",
        ])
        #expect(findings(report).filter { $0.hasPrefix("dangling-service") } == [])
        let runtime = report.edges.filter { $0.evidence.contains { $0.kind == .registry } }.map { "\($0.from) -> \($0.to)" }.sorted()
        #expect(runtime == ["Example -> Track", "User -> Impl"])
    }

    @Test("a call that a configured shape and a wrapper forwarding to it both match is one use, one finding")
    func wrapperAndShapeAreOneCall() async throws {
        let report = try await scan(
            [
                "Kit/Manager.h": "#import <Foundation/Foundation.h>\n@interface Manager : NSObject\n+ (instancetype)shared;\n@end\n",
                "Kit/Manager.m":
                    "#import \"Manager.h\"\n@implementation Manager\n- (void)addPluginWithTitle:(NSString *)t pluginName:(NSString *)p atModule:(NSString *)m {\n    [self addPluginWithTitle:t pluginName:p];\n}\n- (void)addPluginWithTitle:(NSString *)t pluginName:(NSString *)p {}\n@end\n",
                "Plugins/RealPlugin.h": "#import <Foundation/Foundation.h>\n@interface RealPlugin : NSObject\n@end\n",
                "Plugins/RealPlugin.m": "#import \"RealPlugin.h\"\n@implementation RealPlugin\n@end\n",
                "App/AppDelegate.m":
                    "#import \"../Kit/Manager.h\"\nvoid setUp(void) {\n    [[Manager shared] addPluginWithTitle:@\"A\" pluginName:@\"RealPlugin\" atModule:@\"Biz\"];\n    [[Manager shared] addPluginWithTitle:@\"B\" pluginName:@\"MissingPlugin\" atModule:@\"Biz\"];\n}\n",
            ],
            configuration: """
                version: 1
                runtime:
                  shapes:
                    - { family: runtime-class, role: use, objc: "addPluginWithTitle:pluginName:", key: 1, names: class }
                """)
        let uses = report.edges.first { $0.from == "App" && $0.to == "Plugins" }?.evidence.map(\.symbol)
        #expect(uses == ["RealPlugin"])
        #expect(report.violations.filter { $0.ruleID == "dangling-class" }.count == 1)
    }

    @Test("an empty NSPrincipalClass names nothing; bundles naming one class are no duplicate registration")
    func bundles() async throws {
        let report = try await scan([
            "Shared/SceneDelegate.swift": "import UIKit\n@objc(SceneDelegate) class SceneDelegate: NSObject {}\n",
            "AppOne/Info.plist": info([("UISceneDelegateClassName", "SceneDelegate"), ("NSPrincipalClass", "")]),
            "AppTwo/Info.plist": info([("UISceneDelegateClassName", "SceneDelegate")]),
            "Kit/Info.plist": info([("NSPrincipalClass", "")]),
        ])
        #expect(findings(report) == [])
        // Each app still reaches the class it names.
        let edges = Set(report.edges.map { "\($0.from) -> \($0.to)" })
        #expect(edges == ["AppOne -> Shared", "AppTwo -> Shared"])
    }

    @Test("a principal class that the tree's Swift subclasses but no file declares is an absent module's, not dangling")
    func principalClassOfAnAbsentModule() async throws {
        // OpenEmu's plug-ins name OpenEmuSystem's `OESystemController` (an SDK submodule the checkout
        // lacks), which its Swift plug-ins subclass; `OEGhostController` nothing names in code: dangling.
        let report = try await scan([
            "NES/NESController.swift": "import OpenEmuSystem\nclass NESController: OESystemController {}\n",
            "Lynx/Info.plist": info([("NSPrincipalClass", "OESystemController")]),
            "Lynx/Responder.m": "@import OpenEmuSystem;\n@interface LynxResponder : OESystemResponder\n@end\n",
            "Jaguar/Info.plist": info([("NSPrincipalClass", "OEGhostController")]),
        ])
        #expect(findings(report) == ["dangling-class `OEGhostController` is registered (Info.plist NSPrincipalClass:class) but no class of the tree declares it"])
    }

    @Test("an event that only a test posts is posted in the tree: no finding, and no edge from the test's poster")
    func testPosters() async throws {
        let report = try await scan([
            "Core/Worker.swift": """
                import Foundation
                final class Worker {
                    init() { NotificationCenter.default.addObserver(self, selector: #selector(tick), name: Notification.Name("app.tick"), object: nil) }
                    @objc func tick() {}
                }
                """,
            "CoreTests/WorkerTests.swift": """
                import Foundation
                func testTick() { NotificationCenter.default.post(name: Notification.Name("app.tick"), object: nil) }
                """,
        ])
        #expect(findings(report) == [])
        #expect(report.edges.isEmpty)
    }

    @Test("what a file directly in the scanned folder posts or declares is in the tree: no edge, no finding")
    func filesOutsideComponents() async throws {
        let report = try await scan([
            "Options.swift": """
                import Foundation
                func changeTheme() { NotificationCenter.default.post(name: Notification.Name("app.theme"), object: nil) }
                final class ThemeStore: NSObject {}
                """,
            "Classes/Bar.swift": """
                import Foundation
                final class Bar {
                    init() {
                        NotificationCenter.default.addObserver(self, selector: #selector(themed), name: Notification.Name("app.theme"), object: nil)
                        _ = NSClassFromString("ThemeStore")
                    }
                    @objc func themed() {}
                }
                """,
        ])
        #expect(findings(report) == [])
        #expect(report.edges.isEmpty)
    }

    @Test("a code table of class names in test code is no registry; system classes (XCT…) are never dangling")
    func testTablesAndSystemNames() async throws {
        let report = try await scan([
            "Models/Dog.h": "@interface Dog : NSObject\n@end\n",
            "Models/Cat.h": "@interface Cat : NSObject\n@end\n",
            "Tests/SchemaTests.m": """
                void check(NSString *name) {
                    Class c = NSClassFromString(name);
                    XCTAssertEqualObjects(@"Dog", @"Cat");
                }
                """,
            "Support/Probe.m": """
                void probe(void) {
                    if (NSClassFromString(@"XCTestObservationCenter") != nil) {}
                    Class t = [NSClassFromString(@"XCTestCase") class];
                }
                """,
        ])
        #expect(findings(report) == [])
        #expect(report.edges.isEmpty)
    }

    @Test("a wrapper that posts the name it is given: its calls are posts; called with a variable, no never-posted finding; without one, the finding")
    func wrappers() async throws {
        let observer = """
            import Foundation
            final class Profile {
                init() { NotificationCenter.default.addObserver(self, selector: #selector(out), name: Notification.Name("app.signedOut"), object: nil) }
                @objc func out() {}
            }
            """
        let center = """
            import Foundation
            extension NotificationCenter {
                static func postOnMainThread(notification: Notification.Name) { NotificationCenter.default.post(name: notification, object: nil) }
            }
            """
        let wrapped = try await scan([
            "Utils/Center.swift": center,
            "Server/SignOut.swift": "import Foundation\nfunc signOut() { NotificationCenter.postOnMainThread(notification: Notification.Name(\"app.signedOut\")) }\n",
            "App/Profile.swift": observer,
        ])
        #expect(findings(wrapped) == [])
        // The wrapper's call in Server posts the event: observer → poster, the post at the wrapper's call.
        let edge = wrapped.edges.first { $0.from == "App" && $0.to == "Server" }
        #expect(edge?.kinds == ["event": 1])
        #expect(edge?.evidence.first?.target.map { "\($0.path):\($0.line)" } == "Server/SignOut.swift:2")
        // Called with a variable, the wrapper may post anything: no finding claims otherwise.
        let dynamic = try await scan([
            "Utils/Center.swift": center,
            "Server/SignOut.swift": "import Foundation\nfunc signOut(_ event: Notification.Name) { NotificationCenter.postOnMainThread(notification: event) }\n",
            "App/Profile.swift": observer,
        ])
        #expect(findings(dynamic) == [])
        // (No event edge; nor a compile-time one: a function added to an SDK type is not looked up.)
        #expect(dynamic.edges.isEmpty)
        let unwrapped = try await scan(["App/Profile.swift": observer, "Server/SignOut.swift": "func signOut() {}\n"])
        #expect(findings(unwrapped) == ["event-never-posted `app.signedOut` is observed but nothing in the tree posts it"])
    }

    @Test("a JSON value under a plain \"class\" key is no class registration unless a class of the tree has that name")
    func plainClassKey() async throws {
        let report = try await scan([
            "Models/Tracker.h": "@interface Tracker : NSObject\n@end\n",
            "Data/grades.json": "[{\"site\": \"a.com\", \"class\": \"B\"}, {\"site\": \"b.com\", \"class\": \"Tracker\"}]\n",
        ])
        #expect(findings(report) == [])
        #expect(report.edges.map { "\($0.from) -> \($0.to)" } == ["Data -> Models"])
    }

    @Test("documentation's JSON (ownCloud's doc/CONFIGURATION.json lists each setting's className) registers nothing")
    func documentationRegistersNothing() async throws {
        let report = try await scan([
            "Lib/OCCore.h": "@interface OCCore : NSObject\n@end\n",
            "doc/CONFIGURATION.json": "[{\"key\": \"a\", \"className\": \"OCCore\"}, {\"key\": \"b\", \"className\": \"OCCore\"}]\n",
            "App/Docs/modules.json": "[{\"className\": \"OCCore\"}]\n",
        ])
        #expect(findings(report) == [])
        #expect(report.edges.isEmpty)
    }

    /// AltStore: AltServer posts with `DistributedNotificationCenter.default().postNotificationName(…)`.
    @Test("a distributed notification posted from Swift with postNotificationName(_:…) is posted: no never-posted finding")
    func distributedPostFromSwift() async throws {
        let report = try await scanFiles([
            "Plugin/Service.m": "@implementation Service\n- (void)start {\n    [[NSDistributedNotificationCenter defaultCenter] addObserver:self selector:@selector(got:) name:@\"com.example.Fetch\" object:nil];\n}\n@end\n",
            "Server/Manager.swift": "import Foundation\nfunc ask() {\n    DistributedNotificationCenter.default().postNotificationName(Notification.Name(\"com.example.Fetch\"), object: nil, userInfo: nil, options: .deliverImmediately)\n}\n",
        ])
        #expect(findings(report) == [])
        #expect(report.edges.map { "\($0.from) -> \($0.to)" } == ["Plugin -> Server"])
    }

    @Test("an iOS app and its watch app run apart: an observer in one is not linked to a post only the other compiles")
    func separateApps() async throws {
        let spec = """
            name: Casts
            targets:
              Phone:
                type: application
                platform: iOS
                sources: [Phone, Shared]
              Watch:
                type: application
                platform: watchOS
                sources: [Watch, Shared]
            """
        let post = { (name: String) in
            "import Foundation\nfunc sync() { NotificationCenter.default.post(name: Notification.Name(\"\(name)\"), object: nil) }\n"
        }
        let report = try await scan([
            "project.yml": spec,
            "Phone/Observer.swift": """
                import Foundation
                final class Observer {
                    init() {
                        NotificationCenter.default.addObserver(self, selector: #selector(synced), name: Notification.Name("app.synced"), object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(synced), name: Notification.Name("app.shared"), object: nil)
                    }
                    @objc func synced() {}
                }
                """,
            "Watch/Sync.swift": post("app.synced"),
            "Shared/Sync.swift": post("app.shared"),
        ])
        // Written by hand: Phone's observer reaches the post both apps compile, not the watch's own.
        #expect(Set(report.edges.map { "\($0.from) -> \($0.to)" }) == ["Phone -> Shared"])
        // The note names the pair it counts.
        let note = report.diagnostics.first { $0.code == "runtime-separate-processes" }
        #expect(note?.message.hasPrefix("1 event") == true)
        #expect(note?.message.hasSuffix("the first: `app.synced` observed at Phone/Observer.swift:4, posted at Watch/Sync.swift:2") == true)
        #expect(note?.path == "Phone/Observer.swift" && note?.line == 4)
        #expect(findings(report) == [])
    }

    @Test("apps of two projects run apart when they build for no common platform: an iOS app's observer is not linked to a macOS plug-in's post; a macOS app's is")
    func separatePlatforms() async throws {
        let spec = { (name: String, type: String, platform: String) in
            "name: \(name)\ntargets:\n  \(name):\n    type: \(type)\n    platform: \(platform)\n    sources: [.]\n"
        }
        let observe =
            "import Foundation\nfinal class Observer {\n    init() { NotificationCenter.default.addObserver(self, selector: #selector(f), name: Notification.Name(\"transfer.started\"), object: nil) }\n    @objc func f() {}\n}\n"
        let report = try await scan([
            "Mobile/project.yml": spec("Mobile", "application", "iOS"),
            "Mobile/Observer.swift": observe,
            "Desktop/project.yml": spec("Desktop", "application", "macOS"),
            "Desktop/Observer.swift": observe,
            "Plugin/project.yml": spec("Plugin", "bundle", "macOS"),
            "Plugin/Post.swift": "import Foundation\nfunc started() { NotificationCenter.default.post(name: Notification.Name(\"transfer.started\"), object: nil) }\n",
        ])
        // Written by hand: the plug-in may be loaded by the macOS app, never by the iOS one.
        #expect(Set(report.edges.map { "\($0.from) -> \($0.to)" }) == ["Desktop -> Plugin"])
        #expect(report.diagnostics.contains { $0.code == "runtime-separate-processes" && $0.message.hasPrefix("1 event") })
    }

    @Test("observing the SDK's notifications (.didEnterBackgroundNotification) leaves the never-observed finding possible; a watch complication is a registry entry")
    func sdkNotificationsAndWatchKeys() async throws {
        let report = try await scan([
            "Settings/Save.swift": """
                import Foundation
                func save() { NotificationCenter.default.post(name: Notification.Name("app.saved"), object: nil) }
                """,
            "App/Life.swift": """
                import UIKit
                final class Life {
                    init() { NotificationCenter.default.addObserver(self, selector: #selector(bg), name: UIApplication.didEnterBackgroundNotification, object: nil) }
                    @objc func bg() {}
                }
                """,
            "Watch/Info.plist": info([("CLKComplicationPrincipalClass", "$(PRODUCT_MODULE_NAME).ComplicationController")]),
            "WatchExtension/ComplicationController.swift": "import ClockKit\nfinal class ComplicationController: NSObject {}\n",
        ])
        #expect(findings(report) == ["event-never-observed `app.saved` is posted but nothing in the tree observes it"])
        #expect(report.edges.contains { $0.from == "Watch" && $0.to == "WatchExtension" && $0.kinds["registry"] == 1 })
    }

    /// Found on OpenEmu: each system plug-in's `Info.plist` names its principal class
    /// `$(PRODUCT_NAME:c99extidentifier).OENESSystemController`; eighteen were dangling-class findings.
    @Test("a class name behind any module-name build setting ($(PRODUCT_NAME:c99extidentifier), ${TARGET_NAME:rfc1034identifier}) is the Swift class of that name")
    func moduleNameSettingsInPlists() async throws {
        let report = try await scan([
            "Plugins/NES/Info.plist": info([("NSPrincipalClass", "$(PRODUCT_NAME:c99extidentifier).NESController")]),
            "Plugins/SNES/Info.plist": info([("NSPrincipalClass", "${TARGET_NAME:rfc1034identifier}.SNESController")]),
            "Systems/NESController.swift": "import AppKit\nfinal class NESController: NSObject {}\n",
            "Systems/SNESController.swift": "import AppKit\nfinal class SNESController: NSObject {}\n",
        ])
        #expect(findings(report) == [])
        #expect(report.edges.contains { $0.from == "Plugins" && $0.to == "Systems" && $0.kinds["registry"] == 2 })
    }

    /// Found on OpenEmu: `CFBundleDocumentTypes` names its document classes (`NSDocumentClass`); Adium's
    /// Xtras Creator plist names six whose sources the tree does not have: no finding.
    @Test("an Info.plist's document classes are classes it names; one the tree lacks is no dangling-class")
    func documentClassesInPlists() async throws {
        let plist = """
            <?xml version="1.0"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleDocumentTypes</key>
                <array>
                    <dict>
                        <key>CFBundleTypeName</key>
                        <string>Game</string>
                        <key>NSDocumentClass</key>
                        <string>$(PRODUCT_MODULE_NAME).GameDocument</string>
                    </dict>
                    <dict>
                        <key>NSDocumentClass</key>
                        <string>AXCSoundSetDocument</string>
                    </dict>
                </array>
            </dict>
            </plist>

            """
        let report = try await scan([
            "App/Info.plist": plist,
            "Documents/GameDocument.swift": "import AppKit\nfinal class GameDocument: NSDocument {}\n",
        ])
        #expect(findings(report) == [])
        #expect(report.edges.contains { $0.from == "App" && $0.to == "Documents" && $0.kinds["registry"] == 1 })
    }

    /// Found on FLEX: `Network/Firestore.h` copies Firebase's `@interface FIRDocumentSnapshot` so that FLEX
    /// compiles without Firebase; `NSClassFromString(@"FIRDocumentSnapshot")` was a run-time edge to it.
    @Test("a class the tree declares an interface of but never implements is another binary's: a look-up is no edge")
    func interfaceOnlyClassesAreNotTheTrees() async throws {
        let report = try await scan([
            "Network/Firestore.h": "#import <Foundation/Foundation.h>\n@interface FIRDocumentSnapshot : NSObject\n@end\n",
            "Runtime/Block.h": "#import <Foundation/Foundation.h>\n@interface NSBlock : NSObject\n- (void)invoke;\n@end\n",
            "Kit/Real.h": "#import <Foundation/Foundation.h>\n@interface Real : NSObject\n@end\n",
            "Kit/Real.m": "#import \"Real.h\"\n@implementation Real\n@end\n",
            "Shortcuts/Defaults.m": """
                #import <Foundation/Foundation.h>
                void add(void) {
                    Class snapshot = NSClassFromString(@"FIRDocumentSnapshot");
                    if (snapshot) { (void)snapshot; }
                    id block = [NSClassFromString(@"NSBlock") new];
                    id real = [NSClassFromString(@"Real") new];
                    (void)block; (void)real;
                }

                """,
        ])
        #expect(report.edges.map { "\($0.from) -> \($0.to)" } == ["Shortcuts -> Kit"])
        // (The probe of the absent class is said, as of any class the tree does not have.)
        #expect(findings(report).count == 1)
        #expect(findings(report).allSatisfy { $0.hasPrefix("runtime-probe-missing `FIRDocumentSnapshot`") && $0.hasSuffix("never implements it") })
    }

    /// Found on realm-swift: its test host's `NSPrincipalClass` is `$(PRINCIPAL_CLASS)`, an xcconfig's setting.
    @Test("an unexpanded build setting under a class key is no class name: no dangling-class")
    func unexpandedSettingInPlist() async throws {
        let report = try await scan([
            "TestHost/Info.plist": info([("NSPrincipalClass", "$(PRINCIPAL_CLASS)")]),
            "TestHost/main.m": "#import <UIKit/UIKit.h>\nint main(void) { return 0; }\n",
        ])
        #expect(findings(report) == [])
    }

    /// Found on realm-swift: two tests looping over class-name arrays into `NSClassFromString`, and
    /// expected values in `XCTAssertEqualObjects`, were six duplicate-registration warnings.
    @Test("class names a file looks up, listed in two tables, register nothing twice; an assertion's expected values are no table")
    func codeTablesAreLookUps() async throws {
        let report = try await scan([
            "Models/Dog.h": "#import <Foundation/Foundation.h>\n@interface Dog : NSObject\n@end\n@interface Cat : NSObject\n@end\n",
            "Tests/SchemaTests.m": """
                #import <XCTest/XCTest.h>
                @implementation SchemaTests
                - (void)testExpected {
                    XCTAssertEqualObjects((@[@"Dog", @"Cat"]), [self reported]);
                }
                - (void)testA {
                    for (NSString *name in @[@"Cat", @"Dog"]) { XCTAssertNotNil(NSClassFromString(name)); }
                }
                - (void)testB {
                    NSArray *names = @[@"Cat"];
                    for (NSString *name in names) { XCTAssertNotNil(NSClassFromString(name)); }
                }
                @end

                """,
        ])
        #expect(report.violations.filter { $0.ruleID == "duplicate-registration" }.map(\.message) == [])
        let places = report.edges.flatMap(\.evidence).map { "\($0.location.line) \($0.symbol)" }.sorted()
        #expect(places == ["10 Cat", "7 Cat", "7 Dog"])
    }

    /// Found on the Mapbox iOS SDK: its framework looks up `MBXAccounts` (another SDK's class) by name;
    /// only a stub in its tests declares one, which made the tests part of a hidden cycle.
    @Test("a class only a test declares is no run-time edge from shipped code, nor a dangling one")
    func testStubOfAnotherSDKsClass() async throws {
        let report = try await scan([
            "Src/MGLAccountManager.m": "#import <Foundation/Foundation.h>\nvoid setUp(void) { Class accounts = NSClassFromString(@\"MBXAccounts\"); (void)accounts; }\n",
            "Tests/MBXAccounts.m": "#import <Foundation/Foundation.h>\n@interface MBXAccounts : NSObject\n@end\n@implementation MBXAccounts\n@end\n",
        ])
        #expect(report.edges.map { "\($0.from) -> \($0.to)" } == [])
        #expect(findings(report) == [])
        // (A shipped class named like a test, Texture's `ASLayoutSpec`, is no stub: its look-up is an edge.)
        let shipped = try await scan([
            "Src/Loader.m": "#import <Foundation/Foundation.h>\nvoid load(void) { Class spec = NSClassFromString(@\"ASLayoutSpec\"); (void)spec; }\n",
            "Layout/ASLayoutSpec.mm": "#import <Foundation/Foundation.h>\n@interface ASLayoutSpec : NSObject\n@end\n@implementation ASLayoutSpec\n@end\n",
        ])
        #expect(shipped.edges.map { "\($0.from) -> \($0.to)" } == ["Src -> Layout"])
    }

    /// Found on Adium: its core component loader lists ninety-six class names with `arrayWithObjects:`
    /// and instantiates each with `NSClassFromString(className)`: no plug-in had a run-time edge.
    @Test("class names listed by arrayWithObjects: beside a look-up from a variable are a code table")
    func objectListsAreCodeTables() async throws {
        let report = try await scan([
            "PluginA/APlugin.h": "#import <Foundation/Foundation.h>\n@interface APlugin : NSObject\n@end\n",
            "App/Loader.m": """
                #import <Foundation/Foundation.h>
                void load(void) {
                    NSArray *names = [NSArray arrayWithObjects:
                        @"APlugin",
                        nil];
                    for (NSString *name in names) { [[NSClassFromString(name) alloc] init]; }
                    NSLog([NSString stringWithFormat:@"%@", @"APlugin"]);
                }

                """,
        ])
        let places = report.edges.flatMap { edge in edge.evidence.map { "\(edge.from)->\(edge.to) \($0.location.line) \($0.symbol)" } }
        #expect(places == ["App->PluginA 4 APlugin"])
    }

    /// Found on Adium: `Source/ApplescriptRunner.m`, in the project but in no target's sources, posted
    /// notifications a framework observes: a false event edge that closed a hidden cycle.
    @Test("a file no target compiles posts and observes nothing: no event edge from or to it")
    func staleFilesMakeNoRunTimeEdges() async throws {
        let report = try await scan([
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: macOS\n    sources:\n      - path: App\n        excludes: [\"StaleHelper.m\"]\n  Utilities:\n    type: framework\n    platform: macOS\n    sources: [Utilities]\n",
            "App/StaleHelper.m": "#import <Foundation/Foundation.h>\nvoid ready(void) { [[NSNotificationCenter defaultCenter] postNotificationName:@\"Runner_IsReady\" object:nil]; }\n",
            "App/main.m": "#import <Foundation/Foundation.h>\nint main(void) { return 0; }\n",
            "Utilities/Runner.m": "#import <Foundation/Foundation.h>\nvoid watch(id me) { [[NSNotificationCenter defaultCenter] addObserver:me selector:@selector(ready:) name:@\"Runner_IsReady\" object:nil]; }\n",
        ])
        #expect(report.edges.map { "\($0.from) -> \($0.to)" } == [])
        #expect(findings(report) == [])
    }

    /// Found on vlc-ios and pocket-casts-ios: CarPlay's `CPTemplateApplicationScene` as a scene class.
    @Test("a class an SDK declares, registered by name, is no dangling registration; one nothing declares is")
    func sdkClassesInPlists() async throws {
        let report = try await scan([
            "App/Info.plist": info([("UISceneClassName", "CPTemplateApplicationScene"), ("NSPrincipalClass", "ZZMissingController")]),
            "App/App.swift": "import UIKit\nfinal class AppDelegate: NSObject {}\n",
        ])
        #expect(findings(report) == ["dangling-class `ZZMissingController` is registered (Info.plist NSPrincipalClass:class) but no class of the tree declares it"])
    }

    @Test("an Objective-C wrapper method's calls are posts of their arguments")
    func objcWrapperCalls() async throws {
        let report = try await scan([
            "Kit/Bus.m": """
                @implementation Bus
                - (void)broadcast:(NSString *)name {
                    [[NSNotificationCenter defaultCenter] postNotificationName:name object:nil];
                }
                @end
                """,
            "Player/Player.m": "void play(Bus *bus) {\n    [bus broadcast:@\"played\"];\n}\n",
            "Library/Library.m": """
                void watch(id me) {
                    [[NSNotificationCenter defaultCenter] addObserver:me selector:@selector(x) name:@"played" object:nil];
                }
                """,
        ])
        #expect(findings(report) == [])
        let edge = report.edges.first { $0.from == "Library" && $0.to == "Player" }
        #expect(edge?.kinds == ["event": 1])
        #expect(edge?.evidence.first?.target.map { "\($0.path):\($0.line)" } == "Player/Player.m:2")
    }
}
