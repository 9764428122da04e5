import CouplingModel
import Foundation
import Yams

/// `.coupling.yml`, parsed once into an immutable value. Unknown keys and wrong types are errors
/// that name the file, the line and the key.
public struct Configuration: Sendable {
    public static let currentVersion = 1
    public static let defaultFileName = ".coupling.yml"

    /// Globs of folders that are components (`Modules/*`); empty means every top-level folder.
    public var components: [String] = []
    public var include: [String] = []
    public var exclude: [String] = []
    /// Module name → component name, for modules whose name the manifests do not tell.
    public var modules: [String: String] = [:]
    /// Targets stated outright (`targets:`), before any inference.
    public var targets: [TargetConfiguration] = []
    /// Warnings about the configuration that do not stop the run (a deprecated key), for the report.
    public var warnings: [Diagnostic] = []
    public var objcFrontend: CFamilyDeclarationReader?
    public var swiftFrontend: String?
    public var cycleLimit: Int?
    public var enabledPasses: [String] = []
    public var disabledPasses: [String] = []
    /// Layers and dependency rules.
    public var rules = RulesConfiguration()
    /// Option sections per pass id, as YAML text, decoded by each pass into its own typed options.
    public var passOptions: [String: String] = [:]

    public init() {}

    static let topLevelKeys = [
        "version", "components", "include", "exclude", "modules", "targets", "swift_visibility", "objc_frontend", "swift_frontend", "cycles",
        "passes", "layers", "rules", "runtime",
    ]

    /// The largest configuration file read, and the most values it may hold once YAML aliases are
    /// expanded (a "billion laughs" document is refused before anything walks it).
    public static let maximumSize = 1 << 20
    public static let maximumValues = 100_000

    /// Parses YAML text; `file` names the file in messages. `passes` are the passes whose ids and
    /// options `passes:` may name.
    public static func parse(_ text: String, file: String, passes: [any Pass.Type] = BuiltInPasses.all) throws -> Configuration {
        guard text.utf8.count <= maximumSize else {
            throw CouplingError.invalidConfiguration("\(file): larger than \(maximumSize) bytes; not a configuration file")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw CouplingError.invalidConfiguration("\(file): not valid YAML: \(error)")
        }
        var configuration = Configuration()
        guard let node else { return configuration }
        let reader = NodeReader(file: file)
        try reader.checkSize(node, limit: maximumValues)
        let root = try reader.mapping(node, key: "top level")
        try reader.rejectUnknownKeys(root, allowed: topLevelKeys, section: nil)
        guard let versionNode = root["version"] else {
            throw CouplingError.invalidConfiguration("\(file): missing `version: \(currentVersion)`")
        }
        let version = try reader.int(versionNode, key: "version")
        guard version == currentVersion else {
            throw CouplingError.invalidConfiguration(
                "\(reader.place(versionNode)): unsupported version \(version) (this coupling reads version \(currentVersion))")
        }
        if let value = root["components"] { configuration.components = try reader.globs(value, key: "components") }
        if let value = root["include"] { configuration.include = try reader.globs(value, key: "include") }
        if let value = root["exclude"] { configuration.exclude = try reader.globs(value, key: "exclude") }
        if let value = root["modules"] { configuration.modules = try reader.stringMap(value, key: "modules") }
        if let value = root["targets"] { configuration.targets = try TargetConfiguration.parse(value, reader: reader) }
        if let value = root["swift_visibility"] {
            configuration.warnings.append(Self.swiftVisibilityRetired(at: reader.place(value)))
        }
        if let value = root["objc_frontend"] {
            let text = try reader.string(value, key: "objc_frontend")
            guard let parsed = CFamilyDeclarationReader.parse(text) else {
                throw CouplingError.invalidConfiguration(
                    "\(reader.place(value)): objc_frontend must be \(CFamilyDeclarationReader.spellings), not `\(text)`")
            }
            if parsed.formerName {
                configuration.warnings.append(Self.readerRenamed(at: reader.place(value), key: "objc_frontend: \(text)"))
            }
            configuration.objcFrontend = parsed.reader
        }
        if let value = root["swift_frontend"] {
            let text = try reader.string(value, key: "swift_frontend")
            guard ["syntax", "lexer"].contains(text) else {
                throw CouplingError.invalidConfiguration(
                    "\(reader.place(value)): swift_frontend must be syntax or lexer, not `\(text)`")
            }
            configuration.swiftFrontend = text
        }
        if let value = root["cycles"] {
            let cycles = try reader.mapping(value, key: "cycles")
            try reader.rejectUnknownKeys(cycles, allowed: ["limit"], section: "cycles")
            if let limit = cycles["limit"] {
                configuration.cycleLimit = try reader.int(
                    limit, key: "cycles.limit", in: 1...ScanSettings.maximumCycleLimit)
            }
        }
        configuration.rules = try RulesConfiguration.parse(layers: root["layers"], rules: root["rules"], reader: reader)
        if let value = root["passes"] {
            try configuration.parsePasses(value, reader: reader, known: passes)
        }
        if let value = root["runtime"] {
            try configuration.parseRuntime(value, reader: reader)
        }
        return configuration
    }

    /// `passes: {enable: [], disable: [], options: {<id>: {...}}}`: every id must be a pass's, and
    /// every options section must suit its pass (`Pass.checkOptions`).
    private mutating func parsePasses(_ node: Node, reader: NodeReader, known: [any Pass.Type]) throws {
        let ids = known.map { $0.id }
        let passes = try reader.mapping(node, key: "passes")
        try reader.rejectUnknownKeys(passes, allowed: ["enable", "disable", "options"], section: "passes")
        func passIDs(_ key: String) throws -> [String] {
            guard let list = passes[key] else { return [] }
            guard let sequence = list.sequence else { return [try reader.passID(list, key: "passes.\(key)", known: ids)] }
            return try sequence.map { try reader.passID($0, key: "passes.\(key)", known: ids) }
        }
        enabledPasses = try passIDs("enable")
        disabledPasses = try passIDs("disable")
        guard let options = passes["options"] else { return }
        for (key, section) in try reader.mapping(options, key: "passes.options") {
            let id = try reader.passID(key, key: "passes.options", known: ids)
            if section.scalar.map({ ["", "~", "null"].contains($0.string) }) == true { continue }  // an empty section
            try known.first { $0.id == id }?.checkOptions(section, reader: reader, key: "passes.options.\(id)")
            passOptions[id] = try Yams.serialize(node: section)
        }
    }

    /// Reads `path`; a missing file is an error naming it. Only a regular file is read, unless
    /// `streams` (a `--config` given on the command line may be a pipe: `--config <(...)`).
    public static func load(path: String, streams: Bool = false) throws -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path, streams: streams, limit: maximumSize)
        } catch {
            throw CouplingError.invalidConfiguration("\(path): cannot read the configuration file (\(error))")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CouplingError.invalidConfiguration("\(path): the configuration file is not UTF-8")
        }
        return try parse(text, file: path)
    }
}

extension Configuration {
    /// `swift_visibility` / `--swift-visibility` switched the whole tree between "every folder
    /// sees every other" and "files see what they import"; the build model decides that per target now.
    public static func swiftVisibilityRetired(at place: String) -> Diagnostic {
        Diagnostic(
            .warning, code: "deprecated-option",
            "\(place): swift_visibility (--swift-visibility) has no effect any more: what each file sees comes from the build model (see the report's targets); state targets with `targets:` where inference is wrong")
    }

    /// The lexer's declaration reader had a name that was not what it is; the old one still works.
    public static func readerRenamed(at place: String, key: String) -> Diagnostic {
        Diagnostic(
            .warning, code: "deprecated-option",
            "\(place): `\(key)` is the former name of `lexer` (the hand-written declaration reader); write `lexer`")
    }
}
