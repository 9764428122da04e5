@testable import CouplingKit
import CouplingModel
import Foundation
import Testing

/// Reads the projects of a real checkout named by `COUPLING_XCODE_CHECKOUT` (see
/// `scripts/read-xcode-projects.sh`); skipped without it.
@Suite("Xcode projects of a real checkout")
struct RealXcodeProjectsTests {
    static let checkout = ProcessInfo.processInfo.environment["COUPLING_XCODE_CHECKOUT"]

    @Test("every project file is read, and its targets summarized", .enabled(if: checkout != nil))
    func readCheckout() async throws {
        let root = try #require(Self.checkout)
        let plan = try PassRegistry().plan(inputs: Scanner.inputs, goals: [ArtifactID(XcodeProjectsKey.self)])
        let store = ArtifactStore()
        store.seed(ScanSettingsKey.self, ScanSettings(root: root, jobs: 2))
        _ = try await PassRunner(plan: plan, configuration: Configuration()).run(in: store)
        let targets = store.result(XcodeProjectsKey.self) ?? []
        let diagnostics = store.diagnostics.sorted()
        var lines = (store.result(SourceTreeKey.self)?.manifests ?? []).filter(XcodeProjectsPass.isProjectFile).map {
            "project \($0)"
        }
        for target in targets {
            lines.append("target \(target.manifest) :: \(target.name) [\(target.kind.rawValue)] module \(target.moduleName)")
            lines.append("  files \(target.files.count): \(target.files.prefix(3).joined(separator: ", "))")
            lines.append("  folders \(target.folders); excluded \(target.excluded.count)")
            lines.append("  bridging \(target.bridgingHeader ?? "-"); prefix \(target.prefixHeader ?? "-")")
            lines.append("  dependencies \(target.dependencies); packages \(target.packageProducts)")
        }
        lines += diagnostics.map { "diagnostic \($0)" }
        let summary = lines.joined(separator: "\n") + "\n"
        if let out = ProcessInfo.processInfo.environment["COUPLING_XCODE_SUMMARY"] {
            try Data(summary.utf8).write(to: URL(fileURLWithPath: out))
        }
        // Empty project files (placeholders in test fixtures) are rightly unreadable.
        #expect(diagnostics.filter { $0.code == "unreadable-project" && !$0.message.hasSuffix("the file is empty") } == [])
        // Every listed file exists: paths were resolved through the groups correctly.
        for target in targets {
            for file in target.files + [target.bridgingHeader, target.prefixHeader].compactMap({ $0 }) {
                #expect(FileManager.default.fileExists(atPath: root + "/" + file), "\(target.name): \(file)")
            }
        }
    }
}
