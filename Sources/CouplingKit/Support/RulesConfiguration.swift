import CouplingModel
import Yams

/// Which components a rule side names: a glob over component names, or `layer:NAME`.
public struct ComponentPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    let glob: Glob?
    let layer: String?

    public var description: String { text }

    init(_ text: String) {
        self.text = text
        if text.hasPrefix("layer:") {
            layer = String(text.dropFirst("layer:".count))
            glob = nil
        } else {
            layer = nil
            glob = Glob(text)
        }
    }

    /// `paths`: each component's folder by name; a glob matches a component's name or its path (a
    /// component of `UI/*` is named `DebugMenu` when that last segment is unique, and `UI/*` means it).
    func matches(_ component: String, layers: [Layer], paths: [String: String] = [:]) -> Bool {
        if let layer {
            return layers.first { $0.name == layer }?.contains(component, paths: paths) ?? false
        }
        guard let glob else { return false }
        return glob.matches(component) || (paths[component].map { $0 != component && glob.matches($0) } ?? false)
    }
}

/// One layer of the architecture: upper layers may use lower ones, never the reverse.
public struct Layer: Sendable, Hashable {
    public var name: String
    public var components: [ComponentPattern]
    /// Components of this layer must not depend on each other.
    public var independent: Bool
    public var severity: Severity

    func contains(_ component: String, paths: [String: String] = [:]) -> Bool {
        components.contains { $0.matches(component, layers: [], paths: paths) }
    }
}

/// A `forbidden`, `allowed` or `required` rule of the configuration.
public struct DependencyRule: Sendable, Hashable {
    public var from: ComponentPattern
    public var to: ComponentPattern
    /// Only edges with evidence of this kind count (`import`, `symbol`, …, or `runtime`, `compile-time`).
    public var kind: RuleKind?
    public var severity: Severity
    public var comment: String?
}

/// The architecture the team declared.
public struct RulesConfiguration: Sendable {
    public var layers: [Layer] = []
    public var forbidden: [DependencyRule] = []
    public var allowed: [DependencyRule] = []
    public var required: [DependencyRule] = []
    public var cycleSeverity: Severity = .error

    public init() {}

    static let layerKeys = ["name", "components", "independent", "severity"]
    static let ruleKeys = ["from", "to", "kind", "severity", "comment"]

    /// `layers:` (ordered top to bottom) and `rules:` (`forbidden`, `allowed`, `required`, `cycles`).
    static func parse(layers layersNode: Node?, rules rulesNode: Node?, reader: NodeReader) throws -> RulesConfiguration {
        var result = RulesConfiguration()
        if let layersNode {
            guard let sequence = layersNode.sequence else {
                throw CouplingError.invalidConfiguration("\(reader.place(layersNode)): `layers` must be a list of layers, top first")
            }
            for item in sequence {
                let map = try reader.mapping(item, key: "layers[]")
                try reader.rejectUnknownKeys(map, allowed: layerKeys, section: "layers[]")
                guard let nameNode = map["name"] else {
                    throw CouplingError.invalidConfiguration("\(reader.place(item)): a layer needs a `name`")
                }
                let name = try reader.string(nameNode, key: "layers[].name")
                if result.layers.contains(where: { $0.name == name }) {
                    throw CouplingError.invalidConfiguration("\(reader.place(nameNode)): layer `\(name)` is declared twice")
                }
                let globs = try map["components"].map { try reader.strings($0, key: "layers[].components") } ?? []
                for glob in globs { try validateGlob(glob, at: map["components"] ?? item, reader: reader) }
                let independent = try map["independent"].map { try reader.bool($0, key: "layers[].independent") } ?? false
                let severity = try map["severity"].map { try reader.severity($0, key: "layers[].severity") } ?? .error
                result.layers.append(
                    Layer(name: name, components: globs.map(ComponentPattern.init), independent: independent, severity: severity))
            }
        }
        if let rulesNode {
            let map = try reader.mapping(rulesNode, key: "rules")
            try reader.rejectUnknownKeys(map, allowed: ["forbidden", "allowed", "required", "cycles"], section: "rules")
            result.forbidden = try parseRules(map["forbidden"], key: "rules.forbidden", layers: result.layers, reader: reader)
            result.allowed = try parseRules(map["allowed"], key: "rules.allowed", layers: result.layers, reader: reader)
            result.required = try parseRules(map["required"], key: "rules.required", layers: result.layers, reader: reader)
            if let cycles = map["cycles"] { result.cycleSeverity = try reader.severity(cycles, key: "rules.cycles") }
        }
        return result
    }

    private static func parseRules(_ node: Node?, key: String, layers: [Layer], reader: NodeReader) throws -> [DependencyRule] {
        guard let node else { return [] }
        guard let sequence = node.sequence else {
            throw CouplingError.invalidConfiguration("\(reader.place(node)): `\(key)` must be a list of rules")
        }
        return try sequence.map { item in
            let map = try reader.mapping(item, key: "\(key)[]")
            try reader.rejectUnknownKeys(map, allowed: ruleKeys, section: "\(key)[]")
            func pattern(_ side: String) throws -> ComponentPattern {
                guard let value = map[side] else {
                    throw CouplingError.invalidConfiguration("\(reader.place(item)): a rule of `\(key)` needs `\(side)`")
                }
                let text = try reader.string(value, key: "\(key)[].\(side)")
                if text.hasPrefix("layer:") {
                    let name = String(text.dropFirst("layer:".count))
                    if !layers.contains(where: { $0.name == name }) {
                        var message = "\(reader.place(value)): unknown layer `\(name)` in `\(key)[].\(side)`"
                        let names = layers.map(\.name)
                        if let suggestion = Spelling.closest(to: name, among: names) {
                            message += " (did you mean `layer:\(suggestion)`?)"
                        } else if !names.isEmpty {
                            message += " (layers: \(names.joined(separator: ", ")))"
                        } else {
                            message += " (no `layers` are declared)"
                        }
                        throw CouplingError.invalidConfiguration(message)
                    }
                } else {
                    try validateGlob(text, at: value, reader: reader)
                }
                return ComponentPattern(text)
            }
            var kind: RuleKind?
            if let kindNode = map["kind"] {
                let text = try reader.string(kindNode, key: "\(key)[].kind")
                guard let parsed = RuleKind(rawValue: text) else {
                    let kinds = RuleKind.allNames.joined(separator: ", ")
                    throw CouplingError.invalidConfiguration(
                        "\(reader.place(kindNode)): `\(key)[].kind` must be one of \(kinds), not `\(text)`")
                }
                kind = parsed
            }
            return DependencyRule(
                from: try pattern("from"), to: try pattern("to"), kind: kind,
                severity: try map["severity"].map { try reader.severity($0, key: "\(key)[].severity") } ?? .error,
                comment: try map["comment"].map { try reader.string($0, key: "\(key)[].comment") })
        }
    }

    /// Rejects globs that cannot mean what the user wrote.
    static func validateGlob(_ glob: String, at node: Node, reader: NodeReader) throws {
        if let problem = Glob.problem(in: glob) {
            throw CouplingError.invalidConfiguration("\(reader.place(node)): bad glob `\(glob)`: \(problem)")
        }
    }
}

extension NodeReader {
    func bool(_ node: Node, key: String) throws -> Bool {
        guard let value = node.bool else {
            throw CouplingError.invalidConfiguration("\(place(node)): `\(key)` must be true or false")
        }
        return value
    }

    func severity(_ node: Node, key: String) throws -> Severity {
        let text = try string(node, key: key)
        switch text {
        case "error": return .error
        case "warning", "warn": return .warning
        case "info": return .info
        default:
            throw CouplingError.invalidConfiguration("\(place(node)): `\(key)` must be error, warning or info, not `\(text)`")
        }
    }
}
