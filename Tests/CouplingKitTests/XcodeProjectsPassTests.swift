@testable import CouplingKit
import CouplingModel
import Foundation
import Testing

@Suite("The xcode-projects pass")
struct XcodeProjectsPassTests {
    /// Plans just what produces the targets and runs it over `tree`.
    private func run(_ tree: TemporaryTree) async throws -> (targets: [ProjectTarget], diagnostics: [Diagnostic], manifests: [String]) {
        let plan = try PassRegistry().plan(inputs: Scanner.inputs, goals: [ArtifactID(XcodeProjectsKey.self)])
        #expect(plan.passes.map { $0.id } == ["discover-files", "xcode-projects"])
        let store = ArtifactStore()
        store.seed(ScanSettingsKey.self, ScanSettings(root: tree.root.path, jobs: 1))
        _ = try await PassRunner(plan: plan, configuration: Configuration()).run(in: store)
        return (
            store.result(XcodeProjectsKey.self) ?? [], store.diagnostics.sorted(),
            store.result(SourceTreeKey.self)?.manifests ?? []
        )
    }

    @Test("projects and specs are found, read and sorted; a broken one is a warning and the rest is read")
    func readsEveryProject() async throws {
        let tree = try TemporaryTree([
            "Apps/Demo.xcodeproj/project.pbxproj": Array(XcodeProjectReaderTests.demoProject.utf8),
            "Apps/Demo.xcodeproj/project.xcworkspace/contents.xcworkspacedata": Array("<Workspace/>".utf8),
            "Apps/Demo.xcodeproj/xcuserdata/me.xcuserdatad/Hidden.swift": Array("struct Hidden {}".utf8),
            "Apps/Config/Mac.xcconfig": Array(XcodeProjectReaderTests.configurationFiles["Apps/Config/Mac.xcconfig", default: ""].utf8),
            "Apps/Config/Common.xcconfig": Array(XcodeProjectReaderTests.configurationFiles["Apps/Config/Common.xcconfig", default: ""].utf8),
            "Broken/Broken.xcodeproj/project.pbxproj": Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup;\n".utf8),
            "Mobile/project.yml": Array("name: M\ntargets:\n  M:\n    type: framework\n    platform: iOS\n    sources: [Sources]\n".utf8),
            "Mobile/Sources/M.swift": Array("public struct M {}".utf8),
            "Docs/project.yml": Array("title: not a spec\nitems: [a, b]\n".utf8),
        ])
        defer { tree.remove() }
        let (targets, diagnostics, manifests) = try await run(tree)
        #expect(
            manifests == ["Apps/Demo.xcodeproj/project.pbxproj", "Broken/Broken.xcodeproj/project.pbxproj", "Mobile/project.yml"])
        #expect(
            targets.map { "\($0.manifest) \($0.name)" } == [
                "Apps/Demo.xcodeproj/project.pbxproj Demo iOS", "Apps/Demo.xcodeproj/project.pbxproj Demo-Kit",
                "Apps/Demo.xcodeproj/project.pbxproj DemoMac", "Apps/Demo.xcodeproj/project.pbxproj DemoTests",
                "Apps/Demo.xcodeproj/project.pbxproj DemoWidget", "Apps/Demo.xcodeproj/project.pbxproj Lint",
                "Mobile/project.yml M",
            ])
        // The configuration files were read from the tree (Base.xcconfig is missing: a note).
        #expect(targets.first { $0.name == "DemoMac" }?.moduleName == "Demo_Mac")
        #expect(targets.last?.folders == ["Mobile/Sources"])
        let broken = diagnostics.filter { $0.code == "unreadable-project" }
        #expect(
            broken == [
                Diagnostic(
                    .warning, code: "unreadable-project",
                    "cannot read the project; its targets are ignored: not a property list: unexpected end of file inside a dictionary (missing `}`) (column 1)",
                    path: "Broken/Broken.xcodeproj/project.pbxproj", line: 5)
            ])
        #expect(
            diagnostics.contains(
                Diagnostic(
                    .note, code: "project-note", "configuration file `Apps/Config/Base.xcconfig` cannot be read; its settings are ignored",
                    path: "Apps/Demo.xcodeproj/project.pbxproj")))
    }

    @Test("a spec whose targets all come from the specs it includes is read, with their paths from their folders")
    func specOfIncludesOnly() async throws {
        // element-x-ios's project.yml has no `targets:` of its own: they are in `App/target.yml`.
        let tree = try TemporaryTree([
            "project.yml": Array("name: Chat\ninclude:\n  - path: App/target.yml\n".utf8),
            "App/target.yml": Array("targets:\n  Chat:\n    type: application\n    platform: iOS\n    sources: [Sources]\n".utf8),
            "App/Sources/Chat.swift": Array("struct Chat {}".utf8),
        ])
        defer { tree.remove() }
        let (targets, diagnostics, manifests) = try await run(tree)
        #expect(manifests == ["project.yml"])
        #expect(targets.map { "\($0.name) \($0.folders)" } == [#"Chat ["App/Sources"]"#])
        #expect(diagnostics.isEmpty)
    }

    @Test("a tree without projects gives no targets and no diagnostics")
    func noProjects() async throws {
        let tree = try TemporaryTree(["App/A.swift": Array("struct A {}".utf8)])
        defer { tree.remove() }
        let (targets, diagnostics, _) = try await run(tree)
        #expect(targets.isEmpty)
        #expect(diagnostics.isEmpty)
    }
}
