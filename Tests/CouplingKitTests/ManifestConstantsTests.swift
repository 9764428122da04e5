import Foundation
import Testing

@testable import CouplingKit

@Suite("Package.swift target names kept in constants")
struct ManifestConstantsTests {
    static let manifest = """
        let package = Package(
            name: "Kit",
            targets: [
                .target(name: Names.core),
                .target(name: Names.recording, dependencies: [.target(name: Names.core)]),
                .target(name: Names.filters, path: "Sources/Filtering"),
                .target(name: sinks),
                .target(name: .shared),
                .target(name: extrasName("Extras")),
                .target(name: Other.clash),
                .testTarget(name: Names.recording.tests, dependencies: [.target(name: Names.recording)]),
                .testTarget(name: Names.core.specs),
            ]
        )
        let sinks = "KitSinks"
        func extrasName(_ name: String) -> String { name }
        enum Names {
            static let core = "KitCore"
            static let recording = "KitRecording"
            static let filters = "KitFilters"
            let instanceOnly = "NotAConstant"
        }
        enum Other { static let clash = "A" }
        extension Other { static let clash = "B" }
        extension String {
            static let shared = "KitShared"
            var tests: String {
                return "\\(self)Tests"
            }
            var specs: String { "Spec\\(self)s" }
        }
        """

    @Test("a target named by a constant, a static member, an extension's member or a wrapped constant is read; a call or a conflict is not")
    func namesFromConstants() {
        let targets = ManifestParsing.swiftPackageTargets(Self.manifest, includingTests: true)
        #expect(targets.map(\.0) == ["KitCore", "KitRecording", "KitFilters", "KitSinks", "KitShared", "KitRecordingTests", "SpecKitCores"])
        #expect(targets.map(\.1) == [
            "Sources/KitCore", "Sources/KitRecording", "Sources/Filtering", "Sources/KitSinks", "Sources/KitShared",
            "Tests/KitRecordingTests", "Tests/SpecKitCores",
        ])
        // `extrasName("Extras")` and `Other.clash` (two different values) stay unknown, and are counted.
        #expect(ManifestParsing.swiftPackageTargetsAndUnnamed(Self.manifest).unnamed == 2)
    }

    @Test("evaluate reads only what the text spells out")
    func evaluate() {
        let constants = ManifestConstants(Self.manifest)
        #expect(constants.evaluate("Names.core") == "KitCore")
        #expect(constants.evaluate("Names.core.tests.tests") == "KitCoreTestsTests")
        #expect(constants.evaluate("sinks") == "KitSinks")
        #expect(constants.evaluate(".shared") == "KitShared")
        #expect(constants.evaluate("core") == nil)  // a static member is named with its type
        #expect(constants.evaluate("Names.instanceOnly") == nil)
        #expect(constants.evaluate("Names.core.unknown") == nil)
        #expect(constants.evaluate("Other.clash") == nil)
        #expect(constants.evaluate("Missing") == nil)
    }

    @Test("literal names are read as before (`Target.target(…)` too), and an undotted call with a literal is a helper's, not a target")
    func literalNames() {
        let text = """
            let package = Package(name: "P", targets: [
                .target(name: "Core"),
                .executableTarget(name: "Tool", path: "Tools/Tool"),
                cliTarget,
            ])
            let cliTarget = Target.target(name: "CLI", dependencies: ["Core"])
            extension Target { static func feature(_ n: String) -> Target { target(name: "Helper") } }
            """
        #expect(ManifestParsing.swiftPackageTargets(text).map(\.0) == ["Core", "Tool", "CLI"])
        #expect(ManifestParsing.swiftPackageTargetsAndUnnamed(text).unnamed == 0)
    }

    /// Found on PLCrashReporter: `.target(name: "CrashReporter", path: "", sources: ["Source", …])` was
    /// read as `Sources/CrashReporter`, a folder it does not have: the target was lost.
    @Test("a target at the package's own folder (`path: \"\"` or `\".\"`) is its `sources:` folders")
    func targetAtThePackageRoot() {
        let text = """
            let package = Package(name: "P", targets: [
                .target(name: "CrashReporter", path: "", sources: ["Source", "Dependencies/protobuf-c"], cSettings: []),
                .target(name: "Dot", path: ".", sources: ["Dot"]),
                .target(name: "Whole", path: ""),
            ])
            """
        #expect(ManifestParsing.swiftPackageTargets(text).map { "\($0.0) \($0.1 ?? "-")" } == [
            "CrashReporter Source", "CrashReporter Dependencies/protobuf-c", "Dot Dot", "Whole ",
        ])
    }

    @Test("a build plug-in a target uses (`plugins: [.plugin(name:package:)]`) is no target; a plug-in target is")
    func pluginUsesAreNoTargets() {
        // Provenance: nineteen packages using SwiftGenPlugin were read as one module spanning them all.
        let text = """
            let package = Package(name: "P", targets: [
                .target(name: "App", path: "Sources/App",
                        plugins: [ .plugin(name: "SwiftGenPlugin", package: "SwiftGenPlugin") ]),
                .plugin(name: "Lint", capability: .buildTool(), dependencies: []),
            ])
            // CotEditor's packages give every target SwiftLint's plug-in after the fact.
            for target in package.targets {
                target.plugins = (target.plugins ?? []) + [
                    .plugin(name: "SwiftLintBuildToolPlugin", package: "SwiftLintPlugins"),
                ]
            }
            """
        #expect(ManifestParsing.swiftPackageTargets(text).map(\.0) == ["App", "Lint"])
    }
}

@Suite("Package.swift constants on hostile input")
struct ManifestConstantsHostileTests {
    @Test("a megabyte of brackets that never close is read in one pass, and what cannot be read stays unknown")
    func unclosedBrackets() {
        // Each bracket's close was once looked for from where it opened: this manifest took minutes.
        let filler = String(repeating: "enum A { dependencies: [ ", count: 40_000)
        let text = "let package = Package(name: \"P\", targets: [.target(name: Names.core)])\n" + filler
        #expect(ManifestParsing.swiftPackageTargets(text).isEmpty)
        #expect(ManifestParsing.swiftPackageTargetsAndUnnamed(text).unnamed == 1)
    }
}
