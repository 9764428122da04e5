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
        path.hasSuffix(".xcodeproj/project.pbxproj") || isXcodeGenSpecName(PathText.basename(path))
    }

    /// XcodeGen reads `project.yml` unless told another (`xcodegen --spec project-bwa.yml`): a YAML
    /// file whose name starts with `project` may be a spec (the walk reads its keys to be sure).
    static func isXcodeGenSpecName(_ name: String) -> Bool {
        name.hasPrefix("project") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
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
        // A spec another spec names (`include: [project-common.yml]`) is read there, merged, not on its
        // own as well; and beside a `project.yml`, another `project*.yml` is an alternative, not a second spec.
        let specs = tree.manifests.filter { !$0.hasSuffix(".pbxproj") && isProjectFile($0) }
        let specTexts = specs.map { readFile($0) ?? "" }
        let skipped = Set(specs.enumerated().compactMap { index, spec -> String? in
            let name = PathText.basename(spec)
            guard name != "project.yml" else { return nil }
            let beside = PathText.directory(of: spec)
            if specs.contains(where: { PathText.basename($0) == "project.yml" && PathText.directory(of: $0) == beside }) { return spec }
            return specTexts.indices.contains { $0 != index && specTexts[$0].contains(name) } ? spec : nil
        })
        for manifest in tree.manifests where isProjectFile(manifest) && !skipped.contains(manifest) {
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
