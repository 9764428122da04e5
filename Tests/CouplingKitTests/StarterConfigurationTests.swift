@testable import CouplingKit
import CouplingModel
import Foundation
import Testing

@Suite("coupling init")
struct StarterConfigurationTests {
    @Test("the starter file parses, and its suggested layers hold for the tree it came from")
    func starterHoldsForItsTree() async throws {
        let demo = Fixture(name: "demo")
        let report = try await demo.scan()
        let text = StarterConfiguration.text(for: report)
        var settings = try demo.settings()
        settings.configuration = try Configuration.parse(text, file: "starter.yml")
        #expect(settings.configuration.rules.layers.count == 4)
        let checked = try await Scanner(settings: settings).run().report
        #expect(checked.violations.map(\.ruleID) == ["cycle"])
    }

    @Test("a folder name with quotes, a backslash or a newline stays one quoted name: it adds no key")
    func hostileNames() async throws {
        let name = "A\" \\ x\nrules: {bogus: 1}"
        let tree = try TemporaryTree([
            "\(name)/A.swift": Array("public struct A {}\n".utf8), "B/B.swift": Array("let b = A()\n".utf8),
        ])
        defer { tree.remove() }
        let text = StarterConfiguration.text(for: try await tree.scan())
        let configuration = try Configuration.parse(text, file: "starter.yml")
        #expect(configuration.rules.layers.flatMap { $0.components.map(\.text) }.sorted() == [name, "B"].sorted())
        #expect(!text.contains("\nrules: {bogus"))
    }

    @Test("a package root: init says the components are the manifest's targets and proposes layers from names")
    func namingLayersOfAPackage() async throws {
        let fixture = Fixture(name: "swiftpm-package-root")
        let report = try await fixture.scan()
        let text = StarterConfiguration.text(for: report)
        #expect(text.contains("# Components: the targets of Package.swift and the other top-level folders"))
        var settings = try fixture.settings()
        settings.configuration = try Configuration.parse(text, file: "starter.yml")
        let layers = settings.configuration.rules.layers
        // Features use clients (HomeFeature → ApiClient, SettingsFeature → StorageClient), never the reverse.
        #expect(layers.map(\.name) == ["Feature", "Client"])
        #expect(layers.map { $0.components.map(\.text) } == [["*Feature"], ["*Client"]])
        // AppFeature uses the other features; ApiClient and StorageClient do not use each other.
        #expect(layers.map(\.independent) == [false, true])
        #expect(text.contains("#   ApiClientLive, App, HomeFeatureTests, SharedModels"))
        let checked = try await Scanner(settings: settings).run().report
        #expect(checked.violations.isEmpty)
    }

    @Test("suffixes that use each other both ways: the fewer edges are the layering's named exceptions")
    func namingLayersWithExceptions() throws {
        func edge(_ from: String, _ to: String) -> Edge { Edge(from: from, to: to, weight: 1, kinds: [:], symbols: [], evidence: [], inCycle: false) }
        let names = ["GameCore", "CubeCore", "HomeFeature", "GameFeature", "Bloom"]
        let edges = [
            edge("HomeFeature", "GameCore"), edge("GameFeature", "GameCore"), edge("GameFeature", "CubeCore"),
            edge("GameCore", "HomeFeature"), edge("Bloom", "GameCore"),
        ]
        let proposal = StarterLayers(names: names, edges: edges)
        #expect(proposal.fromNaming)
        #expect(proposal.layers.map(\.name) == ["Feature", "Core"])
        #expect(proposal.layers[1].upwardEdges.map { "\($0.from) → \($0.to)" } == ["GameCore → HomeFeature"])
        #expect(proposal.layers[0].internalEdges.isEmpty)
        #expect(proposal.unlayered == ["Bloom"])
    }

    @Test("manifests below the top-level folders: init proposes component globs that cover them, and the scan with them finds those components")
    func componentGlobsFromManifests() async throws {
        let podspec = { (name: String) in Array("Pod::Spec.new do |s|\n  s.name = '\(name)'\nend\n".utf8) }
        let tree = try TemporaryTree([
            "Modules/Cart/Cart.podspec": podspec("Cart"),
            "Modules/Cart/Sources/Cart.swift": Array("import Payments\npublic struct Cart { let p: Payment }\n".utf8),
            "Modules/Payments/Payments.podspec": podspec("Payments"),
            "Modules/Payments/Sources/Payment.swift": Array("public struct Payment {}\n".utf8),
            "App/AppDelegate.swift": Array("import Cart\nlet cart: Cart? = nil\n".utf8),
        ])
        defer { tree.remove() }
        let text = StarterConfiguration.text(for: try await tree.scan())
        let configuration = try Configuration.parse(text, file: "starter.yml")
        #expect(configuration.components == ["Modules/*", "App"])
        #expect(text.contains("2 manifests: Modules/Cart/Cart.podspec, Modules/Payments/Payments.podspec"))
        var settings = ScanSettings(root: tree.root.path, jobs: 1)
        settings.configuration.components = configuration.components
        let report = try await Scanner(settings: settings).run().report
        #expect(report.components.map(\.name) == ["App", "Cart", "Payments"])
        #expect(report.edges.map { "\($0.from) → \($0.to)" } == ["App → Cart", "Cart → Payments"])
    }

    @Test("finer components inside a top-level folder: the rest of it stays a component, and the layers name the components proposed")
    func restOfAPartlyCoveredFolderAndLayersOfTheProposal() async throws {
        // Santa's layout: `Testing/integration/BUILD` declares a macro's target only (no module), its
        // `VM/*` folders Bazel libraries.
        let tree = try TemporaryTree([
            "Source/lib/BUILD": Array("objc_library(name = \"lib\", srcs = [\"Lib.m\"], hdrs = [\"Lib.h\"])\n".utf8),
            "Source/lib/Lib.h": Array("void LibHello(void);\n".utf8),
            "Source/lib/Lib.m": Array("#import \"Source/lib/Lib.h\"\nvoid LibHello(void) {}\n".utf8),
            "Testing/integration/BUILD": Array("santa_unit_test(name = \"ExecTest\", srcs = [\"ExecTest.m\"])\n".utf8),
            "Testing/integration/ExecTest.m": Array("#import \"Source/lib/Lib.h\"\nvoid RunExecTest(void) { LibHello(); }\n".utf8),
            "Testing/integration/VM/Common/BUILD": Array("objc_library(name = \"error\", hdrs = [\"Error.h\"])\n".utf8),
            "Testing/integration/VM/Common/Error.h": Array("void abortWithErrorMessage(const char *m);\n".utf8),
            "Testing/integration/VM/VMCLI/BUILD": Array("objc_library(name = \"vmcli\", srcs = [\"main.m\"])\n".utf8),
            "Testing/integration/VM/VMCLI/main.m": Array(
                "#import \"Testing/integration/VM/Common/Error.h\"\nint main(void) { abortWithErrorMessage(\"x\"); return 0; }\n".utf8),
        ])
        defer { tree.remove() }
        let text = try await StarterConfiguration.text(settings: ScanSettings(root: tree.root.path, jobs: 1))
        let configuration = try Configuration.parse(text, file: "starter.yml")
        #expect(configuration.components == ["Source/lib", "Testing/integration/VM/*", "Testing"])
        var settings = ScanSettings(root: tree.root.path, jobs: 1)
        settings.configuration = configuration
        let report = try await Scanner(settings: settings).run().report
        #expect(report.components.map(\.name) == ["Common", "Testing", "VMCLI", "lib"])
        #expect(!report.diagnostics.contains { $0.code == "files-outside-components" || $0.code == "layer-pattern-unmatched" })
        #expect(report.edges.map { "\($0.from) → \($0.to)" } == ["Testing → lib", "VMCLI → Common"])
        let layered = Set(configuration.rules.layers.flatMap(\.components).map(\.text))
        #expect(layered == ["Common", "Testing", "VMCLI", "lib"])
    }

    @Test("a layer's pattern that matches no component is said")
    func layerPatternMatchingNothing() async throws {
        let report = try await scanFiles(
            ["App/Main.swift": "let x = 1\n", "Core/Core.swift": "struct Core {}\n"],
            configuration: "version: 1\nlayers:\n  - {name: top, components: [App, Source]}\n  - {name: base, components: [Core]}\n")
        let unmatched = report.diagnostics.filter { $0.code == "layer-pattern-unmatched" }
        #expect(unmatched.count == 1)
        #expect(unmatched.first?.message.contains("`Source` of layer top") == true)
    }

    @Test("a root Package.swift whose targets cannot be components (the root itself, or outside) leaves the top-level folders")
    func packageAtTheRootItself() async throws {
        for path in [".", "../Elsewhere"] {
            let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"P\", path: \"\(path)\")])\n"
            let tree = try TemporaryTree([
                "Package.swift": Array(manifest.utf8), "Sources/P/A.swift": Array("struct A {}\n".utf8),
                "Tests/PTests/T.swift": Array("struct T {}\n".utf8),
            ])
            defer { tree.remove() }
            let report = try await tree.scan()
            #expect(report.components.map(\.name) == ["Sources", "Tests"], "path \(path)")
            #expect(!report.diagnostics.contains { $0.code == "components-from-manifest" })
        }
    }

    @Test("a root Package.swift: a folder beside target folders is a component, a folder inside a target's folder is the target's")
    func foldersBesideAndInsideTargets() async throws {
        // Found on wireguard-apple (its app in Sources/WireGuardApp, beside the package's targets, was
        // not analysed at all) and MMKV (target Core holds target Core/aes/openssl: Core/crc32 is Core's).
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Core", path: "Core"),
                .target(name: "CoreSSL", path: "Core/aes/openssl"),
                .target(name: "Kit"),
            ])
            """
        let tree = try TemporaryTree([
            "Package.swift": Array(manifest.utf8),
            "Core/Core.h": Array("int core_start(void);\n".utf8),
            "Core/crc32/crc32.h": Array("int crc32_of(int x);\n".utf8),
            "Core/aes/openssl/aes.h": Array("int aes_key(void);\n".utf8),
            "Sources/Kit/Kit.swift": Array("public struct Kit {}\n".utf8),
            "Sources/App/App.swift": Array("import Kit\nlet kit = Kit()\n".utf8),
            "Sources/Loose.swift": Array("struct Loose {}\n".utf8),
        ])
        defer { tree.remove() }
        let report = try await tree.scan()
        #expect(Set(report.components.map(\.path)) == ["Sources/App", "Core", "Core/aes/openssl", "Sources/Kit"])
        #expect(report.edges.map { "\($0.from) → \($0.to)" } == ["App → Kit"])
        #expect(report.diagnostics.contains { $0.code == "files-outside-components" && $0.path == "Sources/Loose.swift" })
    }
}
