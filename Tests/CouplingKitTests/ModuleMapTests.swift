@testable import CouplingKit
import CouplingModel
import CouplingTestSupport
import Foundation
import Testing

@Suite("Module names from manifests")
struct ModuleMapTests {
    @Test("Package.swift, podspec, BUILD and module.modulemap name modules; SDK names stay the system's")
    func manifests() async throws {
        let tree = try TemporaryTree([
            "MediaPlayer/Package.swift": Array(
                "let package = Package(name: \"P\", targets: [.target(name: \"UniversalMediaPlayer\", path: \"Sources\")])".utf8),
            "MediaPlayer/Sources/Player.swift": Array("public final class Player {}\n".utf8),
            "Pay/Pay.podspec": Array("Pod::Spec.new do |s|\n  s.name = 'Pay-Kit'\n  s.module_name = 'PayKit'\nend\n".utf8),
            "Pay/Wallet.swift": Array("public struct Wallet {}\n".utf8),
            "Maps/BUILD": Array("swift_library(\n    name = \"maps\",\n    module_name = \"MapsCore\",\n)\n".utf8),
            "Maps/Map.swift": Array("public struct MapView {}\n".utf8),
            "Legacy/module.modulemap": Array("framework module LegacyKit {\n  umbrella header \"Legacy.h\"\n}\n".utf8),
            "Legacy/LGThing.h": Array("@interface LGThing : NSObject\n@end\n".utf8),
            "Network/Socket.swift": Array("public final class Socket {}\n".utf8),
            "App/App.swift": Array(
                "import MediaPlayer\nimport UniversalMediaPlayer\nimport PayKit\nimport MapsCore\nimport LegacyKit\nlet p = Player()\nlet w = Wallet()\nlet m = MapView()\nlet t = LGThing()\n"
                    .utf8),
        ])
        defer { tree.remove() }
        let report = try await tree.scan()
        let mapped = Set(report.modules.map { "\($0.module)→\($0.component)" })
        #expect(mapped.isSuperset(of: ["UniversalMediaPlayer→MediaPlayer", "PayKit→Pay", "MapsCore→Maps", "LegacyKit→Legacy"]))
        // `import MediaPlayer` is Apple's framework, not the folder.
        #expect(!mapped.contains("MediaPlayer→MediaPlayer"))
        let imports = report.edges.flatMap { edge in edge.evidence.filter { $0.kind == .import }.map { "\(edge.to):\($0.symbol)" } }
        #expect(Set(imports) == ["MediaPlayer:UniversalMediaPlayer", "Pay:PayKit", "Maps:MapsCore", "Legacy:LegacyKit"])
        #expect(Set(report.edges.map(\.to)) == ["MediaPlayer", "Pay", "Maps", "Legacy"])
        // A folder named like an SDK module without a manifest: noted, and not taken for the module.
        #expect(report.diagnostics.contains { $0.code == "component-named-like-sdk" && $0.message.contains("`Network`") })
        #expect(!mapped.contains("Network→Network"))
    }

    /// Found on FLEX: `.target(name: "FLEX", path: "Classes")` with the configuration splitting `Classes`:
    /// only `Classes` was the module; a use of a header in `Classes/include` was not visible.
    @Test("a package target's folder split by the configuration: every component of it is the module's")
    func packageTargetFolderSplit() async throws {
        let report = try await scanFiles(
            [
                "Package.swift": "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\", path: \"Kit\", publicHeadersPath: \"include\")])\n",
                "Kit/include/Shown.h": "#import <Foundation/Foundation.h>\n@interface Shown : NSObject\n@end\n",
                "Kit/Impl/Shown.m": "#import \"Shown.h\"\n@implementation Shown\n@end\n",
                "App/main.swift": "import Kit\n\nlet a = Shown()\n",
            ],
            configuration: "version: 1\ncomponents: [\"App\", \"Kit\", \"Kit/include\", \"Kit/Impl\"]\n")
        #expect(report.edges.contains { $0.from == "App" && $0.to == "include" && $0.evidence.map(\.symbol) == ["Shown"] })
        #expect(report.unresolved.isEmpty)
    }

    @Test("a Swift package target's module is its name made an identifier")
    func packageTargetModuleName() async throws {
        let tree = try TemporaryTree([
            "Packages/SyncUI/Package.swift": Array(
                "let package = Package(name: \"SyncUI-iOS\", targets: [.target(name: \"SyncUI-iOS\")])".utf8),
            "Packages/SyncUI/Sources/SyncUI-iOS/SyncView.swift": Array("public struct SyncSettingsView {}\n".utf8),
            "App/Main.swift": Array("import SyncUI_iOS\nlet view = SyncSettingsView()\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await tree.scan()
        #expect(report.modules.contains { $0.module == "SyncUI_iOS" && $0.component == "Packages" })
        let evidence = report.evidenceLines()
        #expect(evidence.sorted() == ["App->Packages SyncSettingsView", "App->Packages SyncUI_iOS"])
        #expect(report.unresolved.isEmpty)
    }

    @Test("a module map's modules are its top-level ones; its headers are those it names, not those it excludes")
    func moduleMapReader() {
        let map = ClangModuleMapReader(
            """
            // module Commented { }
            framework module Kit {
                umbrella header "Kit.h"
                /* module Hidden */
                explicit module Private {
                    private header "Kit_Private.h"
                    textual header "Kit+Macros.h"
                }
                module Nested { header "Nested.h" }
                exclude header "Excluded.h"
                export *
            }
            extern module Other "../Other/module.modulemap"
            module CZlib [system] {
                header "shim.h"
                link "z"
            }
            """)
        #expect(map.modules == ["Kit", "CZlib"])
        #expect(map.headers == ["Kit.h", "Kit_Private.h", "Kit+Macros.h", "Nested.h", "shim.h"])
    }

    @Test("a Package.swift whose targets are named by expressions says so")
    func targetsNamedByExpressions() async throws {
        // facebook-ios-sdk names its targets with constants (`target(name: .core, …)` in an
        // extension of Target): the scan cannot know those modules and must not keep quiet about it.
        let manifest = """
            let package = Package(name: "Kit", targets: [.core, .target(name: "Plain")])
            extension Target {
                static func binaryTarget(name: String) -> Target { .binaryTarget(name: name, path: "x") }
                static let core = target(name: .core, dependencies: [])
            }
            """
        let tree = try TemporaryTree([
            "Kit/Package.swift": Array(manifest.utf8), "Kit/Sources/Plain/A.swift": Array("struct A {}\n".utf8),
        ])
        defer { tree.remove() }
        let notes = try await tree.scan().diagnostics.filter { $0.code == "manifest-names-not-literal" }
        #expect(notes.map(\.path) == ["Kit/Package.swift"])
        #expect(notes.first?.message.hasPrefix("2 target declarations name their targets with an expression") == true)
    }

    @Test("the configuration's modules win over manifests and folder names")
    func configuration() async throws {
        let tree = try TemporaryTree([
            "Core/Session.swift": Array("public final class Session {}\n".utf8),
            "App/App.swift": Array("import CoreKit\nlet s = Session()\n".utf8),
        ])
        defer { tree.remove() }
        var settings = ScanSettings(root: tree.root.path, jobs: 1)
        settings.configuration = try Configuration.parse("version: 1\nmodules: {CoreKit: Core}\n", file: "c.yml")
        let report = try await Scanner(settings: settings).run().report
        #expect(report.modules.contains(ModuleMapping(module: "CoreKit", component: "Core", source: "config")))
        #expect(report.edges.map { "\($0.from)→\($0.to)" } == ["App→Core"])
        #expect(report.build.targets.map { "\($0.name) \($0.kind)" } == ["App app", "CoreKit module"])
    }
}
