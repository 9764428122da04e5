import CouplingKit
import CouplingModel

/// Scans a temporary tree of these files (path → text), with a configuration's YAML when one is given,
/// and removes the tree: the shared start of tests that read a whole scan's report.
func scanFiles(_ files: [String: String], configuration: String? = nil) async throws -> AnalysisReport {
    let tree = try TemporaryTree(files.mapValues { Array($0.utf8) })
    defer { tree.remove() }
    var settings = ScanSettings(root: tree.root.path, jobs: 1)
    if let configuration { settings.configuration = try Configuration.parse(configuration, file: "c.yml") }
    return try await Scanner(settings: settings).run().report
}
