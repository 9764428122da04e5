import CouplingModel
import Foundation
import Yams

/// Reads the targets of an XcodeGen spec (`project.yml`): `targets` with their `type`,
/// `platform` (a list makes one target per platform), `sources`, `settings` (with `base`,
/// `configs`, `groups` from `settingGroups`), `configFiles`, `dependencies` and `templates`
/// (`targetTemplates`), `productName`; `aggregateTargets`; `include:`d specs. The generated project
/// would sit beside the spec, so paths and `SRCROOT` start at the spec's folder.
public struct XcodeGenSpecReader: Sendable {
    let manifest: String
    let location: ProjectLocation
    let readFile: @Sendable (String) -> String?

    public init(manifest: String, absoluteRoot: String?, readFile: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.manifest = manifest
        location = ProjectLocation(
            manifest: manifest, sourceRoot: PathText.directory(of: manifest), absoluteRoot: absoluteRoot)
        self.readFile = readFile
    }

    public func read(_ text: String) throws(ProjectFileError) -> XcodeProjectReader.Result {
        var notes: [String] = []
        let spec = withIncludes(try Self.parse(text), file: manifest, chain: [manifest], notes: &notes)
        guard let targetSpecs = spec["targets"]?.pairs else {
            throw ProjectFileError("not an XcodeGen spec: no `targets` mapping")
        }
        let context = SpecContext(
            spec: spec, location: location, readFile: readFile,
            projectName: spec["name"]?.string ?? PathText.basename(location.sourceRoot))

        var targets: [ProjectTarget] = []
        var linkedFrameworks: [String: [String]] = [:]  // target → basenames of `framework:` dependencies
        for (name, written) in targetSpecs {
            let resolved = context.applyingTemplates(to: written, name: name, notes: &notes)
            let platforms = resolved["platform"]?.items.compactMap(\.string) ?? []
            let isMultiPlatform = resolved["platform"].map { if case .list = $0 { true } else { false } } ?? false
            for platform in isMultiPlatform ? platforms : [platforms.first ?? ""] {
                let targetName = isMultiPlatform ? context.platformTargetName(name, platform: platform) : name
                let body = resolved.substituting(["${platform}": platform, "$platform": platform])
                var target = context.target(
                    targetName, body: body, baseName: isMultiPlatform ? name : nil, platform: platform, notes: &notes)
                target.manifest = manifest
                linkedFrameworks[targetName] = body["dependencies"]?.items.compactMap { $0["framework"]?.string }
                    .map { PathText.basename($0).split(separator: ".").first.map(String.init) ?? $0 }
                targets.append(target)
            }
        }
        // `framework: X.framework` names a target of this spec when one builds X.
        for index in targets.indices {
            for framework in linkedFrameworks[targets[index].name] ?? [] {
                if let owner = targets.first(where: { $0.name == framework || $0.moduleName == ManifestParsing.c99Name(framework) }) {
                    targets[index].dependencies.append(owner.name)
                }
            }
            targets[index].normalize()
        }
        for (name, aggregate) in spec["aggregateTargets"]?.pairs ?? [] {
            let members = aggregate["targets"]?.items.compactMap(\.string) ?? []
            targets.append(
                ProjectTarget(
                    name: name, moduleName: ManifestParsing.c99Name(name), kind: .other,
                    dependencies: Array(Set(members)).sorted(), manifest: manifest))
        }
        return XcodeProjectReader.Result(targets: targets, notes: Array(Set(notes)).sorted())
    }

    /// A spec's text as a mapping (the spec itself or one it includes), bounded in size and depth.
    static func parse(_ text: String) throws(ProjectFileError) -> SpecValue {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw describe(error)
        } catch {
            throw ProjectFileError("not YAML: \(error)")
        }
        guard let node else { throw ProjectFileError("not an XcodeGen spec: the file is empty") }
        let spec = try SpecValue(node)
        guard spec.pairs != nil else { throw ProjectFileError("not an XcodeGen spec: the top level is not a mapping") }
        return spec
    }

    /// The problem and its line, without the snippet of text Yams appends.
    private static func describe(_ error: YamlError) -> ProjectFileError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let where_ = context.map { " (\($0.text))" } ?? ""
            return ProjectFileError("not YAML: \(problem)\(where_), column \(mark.column)", line: mark.line)
        default:
            return ProjectFileError("not YAML: \(String(describing: error).prefix(200))")
        }
    }
}
