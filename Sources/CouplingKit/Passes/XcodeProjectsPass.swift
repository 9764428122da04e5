import CouplingModel
import Foundation

/// Reads the targets of the Xcode projects and XcodeGen specs that discovery listed among the
/// manifests. A project that cannot be read is a warning; the others are still read.
public struct XcodeProjectsPass: Pass {
    public static let id = "xcode-projects"
    public static let summary = "read the targets of Xcode projects and XcodeGen specs (files, module names, bridging headers)"
    public static let requires = [ArtifactID(SourceTreeKey.self)]
    public static let produces = [ArtifactID(XcodeProjectsKey.self)]

    /// Larger project files are skipped; the largest real ones are a few MiB.
    static let maximumProjectSize = 64 << 20
    /// Larger `.xcconfig` files are not read.
    static let maximumConfigurationSize = 1 << 20

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let tree = try context[SourceTreeKey.self]
        let (targets, diagnostics) = Self.read(tree)
        context.diagnose(diagnostics)
        try context.produce(XcodeProjectsKey.self, targets)
    }

    /// Whether a manifest path is a project file this pass reads.
    static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj") || PathText.basename(path) == "project.yml"
    }

    static func read(_ tree: SourceTree) -> (targets: [ProjectTarget], diagnostics: [Diagnostic]) {
        let absoluteRoot = URL(fileURLWithPath: tree.root).standardizedFileURL.path
        let readFile: @Sendable (String) -> String? = { relative in
            let path = tree.absolutePath(relative)
            guard FileSystem.resolvedKind(path) == .file,
                let size = FileSystem.signature(path)?.size, size <= maximumConfigurationSize,
                let bytes = try? FileSystem.read(path, limit: maximumConfigurationSize)
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        var targets: [ProjectTarget] = []
        var diagnostics: [Diagnostic] = []
        for manifest in tree.manifests where isProjectFile(manifest) {
            let path = tree.absolutePath(manifest)
            do {
                if let size = FileSystem.signature(path)?.size, size > maximumProjectSize {
                    throw ProjectFileError("larger than \(maximumProjectSize >> 20) MiB")
                }
                let bytes: [UInt8]
                do {
                    bytes = try FileSystem.read(path, limit: maximumProjectSize)
                } catch {
                    throw ProjectFileError("cannot read the file: \(error)")
                }
                let result: XcodeProjectReader.Result
                if manifest.hasSuffix(".pbxproj") {
                    result = try XcodeProjectReader(manifest: manifest, absoluteRoot: absoluteRoot, readFile: readFile)
                        .read(bytes)
                } else {
                    result = try XcodeGenSpecReader(manifest: manifest, absoluteRoot: absoluteRoot, readFile: readFile)
                        .read(String(decoding: bytes, as: UTF8.self))
                }
                targets += result.targets
                diagnostics += result.notes.map { Diagnostic(.note, code: "project-note", $0, path: manifest) }
            } catch let error as ProjectFileError {
                diagnostics.append(
                    Diagnostic(
                        .warning, code: "unreadable-project", "cannot read the project; its targets are ignored: \(error.message)",
                        path: manifest, line: error.line))
            } catch {
                diagnostics.append(
                    Diagnostic(.warning, code: "unreadable-project", "cannot read the project: \(error)", path: manifest))
            }
        }
        targets.sort { ($0.manifest, $0.name) < ($1.manifest, $1.name) }
        return (targets, diagnostics)
    }
}
