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
    public var objcFrontend: String?
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
        "passes", "layers", "rules",
    ]

    /// Parses YAML text; `file` names the file in messages.
    public static func parse(_ text: String, file: String) throws -> Configuration {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw CouplingError.invalidConfiguration("\(file): not valid YAML: \(error)")
        }
        var configuration = Configuration()
        guard let node else { return configuration }
        let reader = NodeReader(file: file)
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
        if let value = root["components"] { configuration.components = try reader.strings(value, key: "components") }
        if let value = root["include"] { configuration.include = try reader.strings(value, key: "include") }
        if let value = root["exclude"] { configuration.exclude = try reader.strings(value, key: "exclude") }
        if let value = root["modules"] { configuration.modules = try reader.stringMap(value, key: "modules") }
        if let value = root["targets"] { configuration.targets = try TargetConfiguration.parse(value, reader: reader) }
        if let value = root["swift_visibility"] {
            configuration.warnings.append(Self.swiftVisibilityRetired(at: reader.place(value)))
        }
        if let value = root["objc_frontend"] {
            let text = try reader.string(value, key: "objc_frontend")
            guard ["clang", "regex"].contains(text) else {
                throw CouplingError.invalidConfiguration(
                    "\(reader.place(value)): objc_frontend must be clang or regex, not `\(text)`")
            }
            configuration.objcFrontend = text
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
            if let limit = cycles["limit"] { configuration.cycleLimit = try reader.int(limit, key: "cycles.limit") }
        }
        configuration.rules = try RulesConfiguration.parse(layers: root["layers"], rules: root["rules"], reader: reader)
        for glob in configuration.components + configuration.include + configuration.exclude {
            if let problem = Glob.problem(in: glob) {
                throw CouplingError.invalidConfiguration("\(file): bad glob `\(glob)`: \(problem)")
            }
        }
        if let value = root["passes"] {
            let passes = try reader.mapping(value, key: "passes")
            try reader.rejectUnknownKeys(passes, allowed: ["enable", "disable", "options"], section: "passes")
            if let list = passes["enable"] { configuration.enabledPasses = try reader.strings(list, key: "passes.enable") }
            if let list = passes["disable"] {
                configuration.disabledPasses = try reader.strings(list, key: "passes.disable")
            }
            if let options = passes["options"] {
                let map = try reader.mapping(options, key: "passes.options")
                for (key, section) in map {
                    configuration.passOptions[try reader.string(key, key: "passes.options")] =
                        try Yams.serialize(node: section)
                }
            }
        }
        return configuration
    }

    /// Reads `path`; a missing file is an error naming it.
    public static func load(path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CouplingError.invalidConfiguration("\(path): cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
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
}

/// Typed reads of YAML nodes with messages that name file, line and key.
struct NodeReader {
    let file: String

    func place(_ node: Node) -> String {
        if let mark = node.mark { return "\(file):\(mark.line)" }
        return file
    }

    func mapping(_ node: Node, key: String) throws -> Node.Mapping {
        guard let mapping = node.mapping else {
            throw CouplingError.invalidConfiguration("\(place(node)): `\(key)` must be a mapping")
        }
        return mapping
    }

    func string(_ node: Node, key: String) throws -> String {
        guard let scalar = node.scalar else {
            throw CouplingError.invalidConfiguration("\(place(node)): `\(key)` must be a string")
        }
        return scalar.string
    }

    func int(_ node: Node, key: String) throws -> Int {
        guard let value = node.int else {
            throw CouplingError.invalidConfiguration("\(place(node)): `\(key)` must be a whole number")
        }
        return value
    }

    func strings(_ node: Node, key: String) throws -> [String] {
        guard let sequence = node.sequence else {
            throw CouplingError.invalidConfiguration("\(place(node)): `\(key)` must be a list of strings")
        }
        return try sequence.map { try string($0, key: key) }
    }

    func stringMap(_ node: Node, key: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in try mapping(node, key: key) {
            result[try string(name, key: key)] = try string(value, key: "\(key).\(name.string ?? "")")
        }
        return result
    }

    func rejectUnknownKeys(_ mapping: Node.Mapping, allowed: [String], section: String?) throws {
        for key in mapping.keys {
            let name = key.string ?? ""
            if !allowed.contains(name) {
                let prefix = section.map { "\($0)." } ?? ""
                var message = "\(place(key)): unknown key `\(prefix)\(name)`"
                if let suggestion = Spelling.closest(to: name, among: allowed) {
                    message += " (did you mean `\(suggestion)`?)"
                }
                throw CouplingError.invalidConfiguration(message)
            }
        }
    }
}

enum ConfigurationDecoding {
    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing key `\(key.stringValue)`"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            "`\(context.codingPath.map(\.stringValue).joined(separator: "."))`: \(context.debugDescription)"
        default: "\(error)"
        }
    }
}

/// Suggestions for misspelt keys and ids.
enum Spelling {
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
