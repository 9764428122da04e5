import CouplingKit
import Testing

@Suite("Reading XcodeGen specs (project.yml)")
struct XcodeGenSpecReaderTests {
    /// `Mobile/project.yml`.
    static let spec = """
        name: Demo
        include:
          - shared/base.yml
        options:
          bundleIdPrefix: com.example
        configs:
          Debug: debug
          Beta: release
          Release: release
        settingGroups:
          common:
            base:
              GCC_PREFIX_HEADER: Shared/Prefix.pch
        settings:
          base:
            SWIFT_VERSION: "5.9"
          groups: [common]
        targetTemplates:
          UnitTests:
            type: bundle.unit-test
            platform: iOS
            sources:
              - Tests/${target_name}
            dependencies:
              - target: ${app}
        targets:
          App:
            type: application
            platform: iOS
            sources:
              - App
              - path: Shared
                excludes:
                  - "**/*.md"
                  - "Legacy/*.m"
              - path: Resources
                type: folder
              - path: Assets.xcassets
              - Generated/Constants.swift
              - path: Scripts
                buildPhase: none
              - path: ../../Outside
            settings:
              base:
                PRODUCT_NAME: Demo
                SWIFT_OBJC_BRIDGING_HEADER: App/App-Bridging-Header.h
              configs:
                Debug:
                  PRODUCT_MODULE_NAME: DemoDebug
                beta:
                  PRODUCT_MODULE_NAME: DemoBeta
            dependencies:
              - target: Kit
              - package: Algorithms
              - package: Tools
                products: [ToolA, ToolB]
              - sdk: Contacts.framework
              - framework: Vendor/Prebuilt.framework
              - framework: Build/Helpers.framework
              - carthage: Alamofire
          Kit:
            type: framework
            platform: [iOS, macOS]
            sources: [Kit]
            settings:
              GCC_PREFIX_HEADER: Kit/${platform}/Prefix.pch
          Helpers:
            type: library.static
            platform: iOS
            sources:
              - path: Helpers
                includes: ["*.swift"]
          AppTests:
            templates: [UnitTests]
            templateAttributes:
              app: App
          Widget:
            type: app-extension
            platform: iOS
            sources:
              - path: ${WIDGET_DIR}
              - path: Widget
                type: syncedFolder
            configFiles:
              Debug: Config/Widget.xcconfig
        aggregateTargets:
          Lint:
            targets: [App, Helpers]
        """

    @Test("every target, with its folders, module name, headers and dependencies")
    func targets() throws {
        let manifest = "Mobile/project.yml"
        let files = ["Mobile/Config/Widget.xcconfig": "PRODUCT_MODULE_NAME = DemoWidget\n"]
        let result = try XcodeGenSpecReader(manifest: manifest, absoluteRoot: "/scan/root", readFile: { files[$0] })
            .read(Self.spec)
        let prefix = "Mobile/Shared/Prefix.pch"
        let expected = [
            ProjectTarget(
                name: "App", moduleName: "DemoDebug", kind: .app, files: ["Mobile/Generated/Constants.swift"],
                folders: ["Mobile/App", "Mobile/Shared"], excluded: ["Mobile/Shared/**/*.md", "Mobile/Shared/Legacy/*.m"],
                platforms: ["iOS"], bridgingHeader: "Mobile/App/App-Bridging-Header.h", prefixHeader: prefix, dependencies: ["Helpers", "Kit_iOS"],
                packageProducts: ["Algorithms", "ToolA", "ToolB"], manifest: manifest),
            ProjectTarget(
                name: "Kit_iOS", moduleName: "Kit", kind: .module, folders: ["Mobile/Kit"], platforms: ["iOS"],
                prefixHeader: "Mobile/Kit/iOS/Prefix.pch", manifest: manifest),
            ProjectTarget(
                name: "Kit_macOS", moduleName: "Kit", kind: .module, folders: ["Mobile/Kit"], platforms: ["macOS"],
                prefixHeader: "Mobile/Kit/macOS/Prefix.pch", manifest: manifest),
            ProjectTarget(
                name: "Helpers", moduleName: "Helpers", kind: .module, folders: ["Mobile/Helpers"], platforms: ["iOS"],
                prefixHeader: prefix,
                manifest: manifest),
            ProjectTarget(
                name: "AppTests", moduleName: "AppTests", kind: .test, folders: ["Mobile/Tests/AppTests"], platforms: ["iOS"],
                prefixHeader: prefix,
                dependencies: ["App"], manifest: manifest),
            ProjectTarget(
                name: "Widget", moduleName: "DemoWidget", kind: .app, folders: ["Mobile/Widget"], platforms: ["iOS"],
                prefixHeader: prefix,
                manifest: manifest),
            ProjectTarget(name: "Lint", moduleName: "Lint", kind: .other, dependencies: ["App", "Helpers"], manifest: manifest),
        ]
        #expect(result.targets.count == expected.count)
        for (actual, wanted) in zip(result.targets, expected) {
            #expect(actual == wanted)
        }
        #expect(
            result.notes == [
                "included spec `Mobile/shared/base.yml` cannot be read; its targets and settings are missing",
                "target `App`: source `../../Outside` is outside the scanned folder; ignored",
                "target `Helpers`: `includes` of source `Helpers` is not applied; the whole folder is taken",
                "target `Widget`: source `${WIDGET_DIR}` has a variable that is not known here; ignored",
            ])
    }

    @Test("included specs are merged under the spec, their paths from their own folder; productName names the module")
    func includes() throws {
        // Written from XcodeGen's documented merge: included first, the including spec on top;
        // an included spec's relative paths start at its own folder.
        let files = [
            "common.yml": """
                include: [Kits/kit.yml, App/project.yml]
                targetTemplates:
                  Framework:
                    type: framework
                    platform: iOS
                    settings:
                      GCC_PREFIX_HEADER: $(SRCROOT)/Shared/Prefix.pch
                """,
            "Kits/kit.yml": """
                targets:
                  Kit:
                    templates: [Framework]
                    productName: KitCore
                    sources:
                      - Sources
                      - path: Extra
                    configFiles:
                      Debug: Kit.xcconfig
                """,
            "Kits/Kit.xcconfig": "SWIFT_VERSION = 5\n",
        ]
        let text = """
            name: Mobile
            include:
              - ../common.yml
              - path: ../missing.yml
              - path: ../disabled.yml
                enable: false
            targets:
              Core-Static:
                templates: [Framework]
                productName: Core
                sources: [Core]
              Core-Dynamic:
                templates: [Framework]
                productName: Core
                sources: [Core]
                settings:
                  PRODUCT_MODULE_NAME: CoreDynamic
            """
        let result = try XcodeGenSpecReader(manifest: "App/project.yml", absoluteRoot: nil, readFile: { files[$0] }).read(text)
        let prefix = "App/Shared/Prefix.pch"
        #expect(
            result.targets == [
                ProjectTarget(
                    name: "Kit", moduleName: "KitCore", kind: .module, folders: ["Kits/Extra", "Kits/Sources"], platforms: ["iOS"],
                    prefixHeader: prefix, manifest: "App/project.yml"),
                ProjectTarget(
                    name: "Core-Static", moduleName: "Core", kind: .module, folders: ["App/Core"], platforms: ["iOS"],
                    prefixHeader: prefix, manifest: "App/project.yml"),
                ProjectTarget(
                    name: "Core-Dynamic", moduleName: "CoreDynamic", kind: .module, folders: ["App/Core"], platforms: ["iOS"],
                    prefixHeader: prefix, manifest: "App/project.yml"),
            ])
        #expect(
            result.notes == [
                "included spec `App/project.yml` includes itself; not followed there",
                "included spec `missing.yml` cannot be read; its targets and settings are missing",
            ])
    }

    @Test("a spec at the root with a plain settings map and a single source string")
    func minimal() throws {
        let text = """
            name: Tiny
            targets:
              Tiny:
                type: application
                platform: macOS
                sources: Sources
                settings:
                  PRODUCT_MODULE_NAME: TinyApp
                  GCC_PREFIX_HEADER: $(SRCROOT)/Sources/Tiny.pch
            """
        let result = try XcodeGenSpecReader(manifest: "project.yml", absoluteRoot: nil).read(text)
        #expect(
            result.targets == [
                ProjectTarget(
                    name: "Tiny", moduleName: "TinyApp", kind: .app, folders: ["Sources"], platforms: ["macOS"],
                    prefixHeader: "Sources/Tiny.pch",
                    manifest: "project.yml")
            ])
        #expect(result.notes.isEmpty)
    }

    @Test(
        "what is not an XcodeGen spec is an error naming what is wrong",
        arguments: [
            ("- a\n- b\n", "not an XcodeGen spec: the top level is not a mapping", nil as Int?),
            ("name: X\n", "not an XcodeGen spec: no `targets` mapping", nil),
            ("", "not an XcodeGen spec: the file is empty", nil),
        ])
    func notASpec(text: String, message: String, line: Int?) {
        #expect(throws: ProjectFileError(message, line: line)) {
            try XcodeGenSpecReader(manifest: "project.yml", absoluteRoot: nil).read(text)
        }
    }

    @Test("broken YAML is an error with its line")
    func brokenYAML() {
        do {
            _ = try XcodeGenSpecReader(manifest: "project.yml", absoluteRoot: nil).read("name: X\ntargets:\n  App: [a, b\n")
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("not YAML: "))
            #expect(error.line != nil)
        }
    }

    @Test("deep nesting and aliases that expand without end are errors, not crashes")
    func hostile() {
        let reader = XcodeGenSpecReader(manifest: "project.yml", absoluteRoot: nil)
        let deep = "targets: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        #expect(throws: ProjectFileError.self) { try reader.read(deep) }
        let nested = "targets: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: ProjectFileError("nested more than 64 levels deep", line: 1)) { try reader.read(nested) }
        var laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<9 {
            laughs += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        laughs += "targets: {App: {type: application, sources: *a8}}\n"
        #expect(throws: ProjectFileError("more than 200000 values (aliases expanding?)")) { try reader.read(laughs) }
    }
}
