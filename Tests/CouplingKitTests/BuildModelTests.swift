import CouplingKit
import CouplingModel
import CouplingTestSupport
import Foundation
import Testing

@Suite("Build model")
struct BuildModelTests {
    func scan(_ tree: TemporaryTree, configuration: String? = nil) async throws -> AnalysisReport {
        var settings = ScanSettings(root: tree.root.path, jobs: 2)
        if let configuration { settings.configuration = try Configuration.parse(configuration, file: "c.yml") }
        return try await Scanner(settings: settings).run().report
    }

    func targets(_ report: AnalysisReport) -> [String] {
        report.build.targets.map { "\($0.name) \($0.kind.rawValue) \($0.components.joined(separator: ","))" }
    }

    @Test("folders nobody imports are one app target; an imported folder and a module map are modules")
    func inferred() async throws {
        let tree = try TemporaryTree([
            "Feed/Feed.swift": Array("import Kit\nlet t = Theme()\nlet c = Client()\n".utf8),
            "Net/Client.swift": Array("import CZ\nstruct Client { let v = cz_version() }\n".utf8),
            "UI/Theme.swift": Array("struct Theme {}\n".utf8),
            "Kit/Kit.swift": Array("public struct Box {}\n".utf8),
            "CZ/module.modulemap": Array("module CZ [system] {\n  header \"cz.h\"\n}\n".utf8),
            "CZ/cz.h": Array("const char *cz_version(void);\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        #expect(targets(report) == ["App app Feed,Net,UI", "CZ module CZ", "Kit module Kit"])
        #expect(report.build.targets.first { $0.name == "CZ" }?.source == "CZ/module.modulemap")
        #expect(
            report.edges.map { "\($0.from)->\($0.to)" } == ["Feed->Kit", "Feed->Net", "Feed->UI", "Net->CZ"])
    }

    /// Found on Sequel-Ace: its SPMySQL framework's `SPMySQLFramework_Prefix.pch` defines `SPLog`, as the
    /// app's prefix header does through `SPConstants.h`; every `.pch` counted for every file, so 463 uses
    /// of `SPLog` in the app were ambiguous between the two.
    @Test("a prefix header is seen by the files of its own targets only")
    func prefixHeadersPerTarget() async throws {
        let tree = try TemporaryTree([
            "Kit/Kit_Prefix.pch": Array("#define KLog(fmt) NSLog(fmt)\n".utf8),
            "Kit/Kit.h": Array("@interface KitThing : NSObject\n@end\n".utf8),
            "Kit/KitThing.m": Array("#import \"Kit.h\"\n@implementation KitThing\n- (void)f { KLog(@\"kit\"); }\n@end\n".utf8),
            "App/App_Prefix.pch": Array("#import \"Constants.h\"\n".utf8),
            "Shared/Constants.h": Array("#define KLog(fmt) NSLog(fmt)\n#define APP_NAME @\"Demo\"\n".utf8),
            "App/Main.m": Array("#import <Kit/Kit.h>\nvoid start(void) { KLog(APP_NAME); [KitThing new]; }\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        #expect(targets(report) == ["App app App,Shared", "Kit module Kit"])
        // App's prefix header reaches Shared's `KLog` and `APP_NAME`; Kit's own prefix header is Kit's alone.
        let evidence = report.evidenceLines()
        #expect(
            evidence.sorted() == [
                "App->Kit Kit/Kit.h", "App->Kit KitThing", "App->Shared APP_NAME", "App->Shared Constants.h", "App->Shared KLog",
            ])
        #expect(report.unresolved.isEmpty)
    }

    @Test("targets: in the configuration decide, and a file sees only its own target's folders")
    func configured() async throws {
        let tree = try TemporaryTree([
            "Phone/Screen.swift": Array("let a = Shared(); let b = DeskOnly()\n".utf8),
            "Desk/Window.swift": Array("struct DeskOnly {}\nlet s = Shared()\n".utf8),
            "Common/Shared.swift": Array("struct Shared {}\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(
            tree,
            configuration: """
                version: 1
                targets:
                  - {name: PhoneApp, kind: app, components: [Phone, Common]}
                  - {name: DeskApp, kind: app, components: ["Desk", "Comm*"]}
                """)
        #expect(targets(report) == ["DeskApp app Common,Desk", "PhoneApp app Common,Phone"])
        #expect(report.build.targets.allSatisfy { $0.source == "config" })
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["Desk->Common", "Phone->Common"])
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" } == ["Phone DeskOnly not-visible"])
    }

    @Test("importing a module one project target builds from several folders is an edge to the folder holding most of it")
    func importOfAModuleOverSeveralFolders() async throws {
        // Found on owncloud's ios-app, sentry-cocoa, GRDB, element-x-ios: a framework target that also
        // compiles a file or two of another folder made every `import` of it ambiguous
        // (`several-modules`), an import no report counted.
        let tree = try TemporaryTree([
            "project.yml": Array(
                """
                name: Cloud
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                    dependencies:
                      - target: Shared
                  Shared:
                    type: framework
                    platform: iOS
                    sources: [Shared, Branding/BrandingSource.swift]
                  Branding:
                    type: framework
                    platform: iOS
                    sources:
                      - path: Branding
                        excludes: [BrandingSource.swift]

                """.utf8),
            "App/Main.swift": Array("import Shared\nlet ready = true\n".utf8),
            "App/Settings.swift": Array("import Shared\nlet row = Row()\nlet source = BrandingSource()\n".utf8),
            "Shared/Row.swift": Array("public final class Row {}\n".utf8),
            "Shared/Theme.swift": Array("public final class Theme {}\n".utf8),
            "Branding/BrandingSource.swift": Array("public final class BrandingSource {}\n".utf8),
            "Branding/Branding.swift": Array("public final class Branding {}\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        let evidence = report.evidenceLines { $0.kind.rawValue }
        #expect(
            evidence.sorted() == [
                "App->Branding BrandingSource symbol", "App->Shared Row symbol", "App->Shared Shared import",
                "App->Shared Shared import",
            ])
        #expect(report.unresolved.isEmpty, "\(report.unresolved)")
    }

    @Test("importing a module whose files no folder holds the most of is no edge to one of them: it stays several-modules")
    func importOfAModuleSpreadOverFolders() async throws {
        // Found on CodeEdit, its app split into a component per feature folder: `@testable import
        // CodeEdit` was an edge to the feature folder that happened to hold the most files (27).
        let tree = try TemporaryTree([
            "project.yml": Array(
                """
                name: Editor
                targets:
                  Editor:
                    type: application
                    platform: macOS
                    sources: [Search, Tabs, Git]
                  EditorTests:
                    type: bundle.unit-test
                    platform: macOS
                    sources: [EditorTests]

                """.utf8),
            "Search/SearchModel.swift": Array("final class SearchModel {}\n".utf8),
            "Search/SearchView.swift": Array("final class SearchView {}\n".utf8),
            "Tabs/TabBar.swift": Array("final class TabBar {}\n".utf8),
            "Git/GitClient.swift": Array("final class GitClient {}\n".utf8),
            "EditorTests/TabBarTests.swift": Array("@testable import Editor\nlet bar = TabBar()\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        let evidence = report.evidenceLines { $0.kind.rawValue }
        #expect(evidence == ["EditorTests->Tabs TabBar symbol"])
        #expect(report.unresolved.map { "\($0.symbol) \($0.reason.rawValue) \($0.candidates)" } == [#"Editor several-modules ["Git", "Search", "Tabs"]"#])
    }

    @Test("a project's target keeps the files it compiles and gets only the bridging header named after it")
    func projectTargetsSharingAFolder() async throws {
        // Found on home-assistant-iOS: the watch app's bridging header, in the folder both apps
        // compile from, was given to the phone app too; and a target whose bridging header was
        // found that way lost the list of the files it compiles, so that its tests no longer saw
        // a file it shares with another target.
        let tree = try TemporaryTree([
            "project.yml": Array(
                """
                name: Home
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [Sources/Phone, Sources/Shared]
                  WatchApp:
                    type: application
                    platform: watchOS
                    sources: [Sources/Watch, Sources/Shared]
                  AppTests:
                    type: bundle.unit-test
                    platform: iOS
                    sources: [Tests]
                    dependencies:
                      - target: App
                  WatchTests:
                    type: bundle.unit-test
                    platform: watchOS
                    sources: [WatchTests]
                    dependencies:
                      - target: WatchApp

                """.utf8),
            "Sources/Phone/Home.swift": Array("let player = Player()\n".utf8),
            "Sources/Shared/Player.swift": Array("final class Player {}\n".utf8),
            "Sources/Watch/Face.swift": Array("let face = Player()\n".utf8),
            "Sources/Watch/WatchApp-Bridging-Header.h": Array("#import <Foundation/Foundation.h>\n".utf8),
            "Tests/PlayerTests.swift": Array("@testable import App\nlet subject = Player()\n".utf8),
            "WatchTests/FaceTests.swift": Array("@testable import WatchApp\nlet subject = Player()\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        let bridging = Dictionary(uniqueKeysWithValues: report.build.targets.map { ($0.name, $0.bridgingHeaders) })
        #expect(
            bridging == ["App": [], "AppTests": [], "WatchApp": ["Sources/Watch/WatchApp-Bridging-Header.h"], "WatchTests": []])
        // Both apps compile Player.swift: the tests of each see it.
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["Tests->Sources", "WatchTests->Sources"])
        #expect(report.unresolved.isEmpty)
    }

    @Test("Swift sees a bridging header's constant macros, never its function-like ones")
    func functionLikeMacros() async throws {
        // Found on damus: flatbuffers' Swift `min(…)` and `max(…)` resolved to nostrdb's C macros.
        let tree = try TemporaryTree([
            "App/App-Bridging-Header.h": Array("#import \"Limits.h\"\n".utf8),
            "App/Main.swift": Array("let a = min(1, 2)\nlet b = kLimit\n".utf8),
            "CLib/Limits.h": Array("#define kLimit 10\n#define min(a, b) ((a) < (b) ? (a) : (b))\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["App->CLib"])
        #expect(report.edges.first.map { Set($0.evidence.map(\.symbol)) } == ["Limits.h", "kLimit"])
        #expect(report.unresolved.isEmpty)
    }

    @Test("a collision inside an inferred app target and an imported module stays ambiguous; a manifest's target shadows")
    func shadowing() async throws {
        let files: [String: [UInt8]] = [
            "App/App.swift": Array("import Kit\nlet l = Logger()\n".utf8),
            "Tools/Logger.swift": Array("struct Logger {}\n".utf8),
            "Kit/Logger.swift": Array("public struct Logger {}\n".utf8),
        ]
        let inferred = try TemporaryTree(files)
        defer { inferred.remove() }
        let guessed = try await scan(inferred)
        #expect(guessed.unresolved.map { "\($0.symbol) \($0.candidates) \($0.reason.rawValue)" } == [
            #"Logger ["Kit", "Tools"] several-candidates"#
        ])
        let stated = try await scan(
            inferred, configuration: "version: 1\ntargets:\n  - {name: App, kind: app, components: [App, Tools]}\n")
        #expect(stated.edges.map { "\($0.from)->\($0.to) \($0.symbols.map(\.symbol))" } == [
            #"App->Kit ["Kit"]"#, #"App->Tools ["Logger"]"#,
        ])
    }

    @Test("in an inferred app target a name of an SDK module the file imports wins over another folder's; in a stated one the module's own wins")
    func sdkNamesInInferredTargets() async throws {
        let tree = try TemporaryTree([
            "Clock/Timer.swift": Array("struct Timer { let seconds: Int }\n".utf8),
            "Feed/Refresh.swift": Array("import Foundation\nlet t = Timer(seconds: 5)\n".utf8),
        ])
        defer { tree.remove() }
        let guessed = try await scan(tree)
        #expect(guessed.edges.isEmpty)
        #expect(guessed.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" } == ["Feed Timer sdk-shadowed"])
        let stated = try await scan(tree, configuration: "version: 1\ntargets:\n  - {name: App, components: [Clock, Feed]}\n")
        #expect(stated.edges.map { "\($0.from)->\($0.to)" } == ["Feed->Clock"])
    }

    @Test("in an inferred app target a folder's type wins over the SDK's when its own file imports the SDK module it shadows")
    func deliberateShadowsInInferredTargets() async throws {
        // Found on isowords as one target: SwiftUIHelpers' `Preview` view, declared in a file that
        // imports SwiftUI, whose DeveloperToolsSupport declares a `Preview` too.
        let tree = try TemporaryTree([
            "Helpers/Preview.swift": Array("import SwiftUI\npublic struct Preview<Content: View>: View { }\n".utf8),
            "Clock/Timer.swift": Array("struct Timer { let seconds: Int }\n".utf8),
            // The standard library, which every file sees, is no choice to shadow.
            "Runner/Result.swift": Array("import Foundation\nenum Result { case pass }\n".utf8),
            "Feed/Feed.swift": Array(
                "import SwiftUI\nlet p = Preview { Text(\"\") }\nlet t = Timer(seconds: 5)\nlet r: Result<Int, Error> = .success(1)\n".utf8),
            // `#Preview` is SwiftUI's macro: the folder's `Preview` view is no macro.
            "Settings/Settings.swift": Array("import SwiftUI\n#Preview { Text(\"\") }\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["Feed->Helpers"])
        // Clock/Timer.swift imports no Foundation: SwiftUI's Foundation `Timer` is what Feed means.
        #expect(
            report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" }
                == ["Feed Timer sdk-shadowed", "Feed Result sdk-shadowed", "Settings Preview sdk-shadowed"])
    }

    @Test("a module's own function named like an imported SDK module's is one more overload, not an edge")
    func ownFunctionsBesideSDKOnes() async throws {
        // Found on firebase-ios-sdk as one target: FirebaseAI's tests declare an async
        // XCTAssertThrowsError; other folders' tests calling XCTest's became edges to FirebaseAI.
        let tree = try TemporaryTree([
            "AI/Helpers.swift": Array("import XCTest\nfunc XCTAssertThrowsError(_ body: () async throws -> Void) async {}\n".utf8),
            "Core/CoreTests.swift": Array("import XCTest\nfunc testIt() { XCTAssertThrowsError(try f()) }\n".utf8),
            "Feed/Feed.swift": Array("func check() async { await XCTAssertThrowsError {} }\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree, configuration: "version: 1\ntargets:\n  - {name: App, components: [AI, Core, Feed]}\n")
        // Feed imports no XCTest: the only function of that name it can call is the module's own.
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["Feed->AI"])
        #expect(report.unresolved.map { "\($0.from) \($0.symbol) \($0.reason.rawValue)" } == ["Core XCTAssertThrowsError sdk-shadowed"])
    }

    @Test("a deprecated swift_visibility is a warning in the report, not an error")
    func deprecatedVisibility() async throws {
        let tree = try TemporaryTree(["A/A.swift": Array("struct A {}\n".utf8)])
        defer { tree.remove() }
        let report = try await scan(tree, configuration: "version: 1\nswift_visibility: global\n")
        #expect(report.diagnostics.contains { $0.code == "deprecated-option" && $0.severity == .warning })
    }

    /// Found on Transmission: the note named three of eight stale files and "…", in `--all` and JSON alike.
    @Test("every file in no target is named, each in a note of its own")
    func everyStaleFileNamed() async throws {
        let project = """
            // !$*UTF8*$!
            {
            	objects = {
            		F1 = {isa = PBXFileReference; path = core.c; sourceTree = "<group>"; };
            		B1 = {isa = PBXBuildFile; fileRef = F1; };
            		G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            		G1 = {isa = PBXGroup; children = (F1, ); path = core; sourceTree = "<group>"; };
            		S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = core; productType = "com.apple.product-type.library.static"; };
            		C1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = core; }; name = Debug; };
            		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Debug; };
            		P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, ); };
            	};
            	rootObject = P1;
            }
            """
        var files: [String: [UInt8]] = [
            "P.xcodeproj/project.pbxproj": Array(project.utf8), "core/core.c": Array("int core(void) { return 0; }\n".utf8),
        ]
        for n in 1...5 { files["core/stale\(n).c"] = Array("int stale\(n)(void) { return \(n); }\n".utf8) }
        let tree = try TemporaryTree(files)
        defer { tree.remove() }
        let report = try await scan(tree)
        let named = report.diagnostics.filter { $0.code == "files-in-no-target" }.compactMap(\.path)
        #expect(named == (1...5).map { "core/stale\($0).c" })
    }

    /// Found on Transmission: `#include "crypto-utils-fallback.cc"` beside the includer was "not in the tree".
    @Test("a source file included as a header is the tree's: no note, an edge from another component")
    func includedSourceFile() async throws {
        let tree = try TemporaryTree([
            "lib/crypto.cc": Array("#include \"crypto-fallback.cc\"\nint seed() { return fallback_seed(); }\n".utf8),
            "lib/crypto-fallback.cc": Array("static int fallback_seed() { return 4; }\n".utf8),
            "app/main.cc": Array("#include \"lib/crypto-fallback.cc\"\nint main() { return 0; }\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        #expect(!report.diagnostics.contains { $0.code == "unresolved-include" })
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["app->lib"])
    }

    /// Found on Transmission: `components: ["libtransmission"]` took `tests/libtransmission` too.
    @Test("a configured target's component glob matches whole component names")
    func targetGlobsMatchWholeNames() async throws {
        let tree = try TemporaryTree([
            "app/main.c": Array("#include \"lib/lib.h\"\nint main(void) { return lib_fn(); }\n".utf8),
            "lib/lib.h": Array("int lib_fn(void);\n".utf8),
            "lib/lib.c": Array("#include \"lib.h\"\nint lib_fn(void) { return 1; }\n".utf8),
            "tests/lib/lib-test.c": Array("#include \"lib/lib.h\"\nint test(void) { return lib_fn(); }\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(
            tree, configuration: "version: 1\ncomponents: [app, lib, \"tests/*\"]\ntargets:\n  - {name: Lib, kind: module, components: [lib]}\n")
        #expect(targets(report) == ["App app app,tests/lib", "Lib module lib"])
    }

    /// Found on DuckDuckGo (`Configuration/`, .xcconfig files, is not the remote package product) and
    /// kept for OpenEmu (`OpenEmuKit/`, a submodule not checked out, is the module its app imports).
    @Test("a folder of other files but no sources is no module; an empty folder is the module its name says")
    func foldersWithoutSources() async throws {
        let tree = try TemporaryTree([
            "App/main.swift": Array("import Configuration\nimport Kit\nprint(1)\n".utf8),
            "Configuration/Version.xcconfig": Array("MARKETING_VERSION = 1.0\n".utf8),
        ])
        defer { tree.remove() }
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent("Kit"), withIntermediateDirectories: true)
        let report = try await scan(tree)
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["App->Kit"])
    }

    /// Found on firebase: its Package.swift excludes `FIRStorageIntegrationTests.m` from a test target,
    /// which its pods' test specs compile.
    @Test("a file a package target excludes is left out unless a podspec may build it")
    func packageExclusionsYieldToPods() async throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "Kit", exclude: ["Old.swift"])])
            """
        var files: [String: [UInt8]] = [
            "Package.swift": Array(manifest.utf8), "Sources/Kit/Kit.swift": Array("public struct Kit {}\n".utf8),
            "Sources/Kit/Old.swift": Array("struct Old {}\n".utf8),
        ]
        let tree = try TemporaryTree(files)
        defer { tree.remove() }
        let alone = try await scan(tree)
        #expect(alone.diagnostics.filter { $0.code == "files-excluded-by-package" }.compactMap(\.path) == ["Sources/Kit/Old.swift"])
        files["Kit.podspec"] = Array("Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Sources/Kit/**/*.swift'\nend\n".utf8)
        let withPod = try TemporaryTree(files)
        defer { withPod.remove() }
        #expect(try await scan(withPod).diagnostics.contains { $0.code == "files-excluded-by-package" } == false)
    }

    /// Found on firebase (in this session's own change): `#selector(Query.swizzled_addSnapshotListener)`
    /// of an instance method the file's component adds to an Objective-C class of the tree.
    @Test("an instance method the component adds to an Objective-C class of the tree, named through the class, is its own")
    func ownInstanceMethodOfObjCClass() async throws {
        let tree = try TemporaryTree([
            "Kit/Query.h": Array("#import <Foundation/Foundation.h>\n@interface Query : NSObject\n@end\n".utf8),
            "App/App-Bridging-Header.h": Array("#import \"Query.h\"\n".utf8),
            "App/Swizzle.swift": Array("import Foundation\nextension Query {\n    @objc func swizzled_listen() {}\n}\n".utf8),
            "App/Use.swift": Array("import Foundation\nlet listen = #selector(Query.swizzled_listen)\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await scan(tree)
        #expect(!report.unresolved.contains { $0.symbol.hasSuffix("swizzled_listen") })
        #expect(report.edges.map { "\($0.from)->\($0.to)" } == ["App->Kit"])
    }
}
