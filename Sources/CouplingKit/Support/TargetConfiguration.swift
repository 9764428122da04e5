import CouplingModel
import Yams

/// One entry of `.coupling.yml`'s `targets:`: a target stated outright, where inference would
/// get it wrong (an app whose folders look like modules, two apps sharing folders).
public struct TargetConfiguration: Sendable, Hashable {
    /// The module name.
    public var name: String
    public var kind: TargetSummary.Kind
    /// Globs over component names.
    public var components: [String]
    /// Root-relative path of its bridging header.
    public var bridgingHeader: String?

    public init(name: String, kind: TargetSummary.Kind = .app, components: [String], bridgingHeader: String? = nil) {
        self.name = name
        self.kind = kind
        self.components = components
        self.bridgingHeader = bridgingHeader
    }

    static let keys = ["name", "kind", "components", "bridging_header"]

    static func parse(_ node: Node, reader: NodeReader) throws -> [TargetConfiguration] {
        guard case .sequence(let list) = node else {
            throw CouplingError.invalidConfiguration("\(reader.place(node)): `targets` must be a list of targets")
        }
        return try list.map { item in
            let map = try reader.mapping(item, key: "targets")
            try reader.rejectUnknownKeys(map, allowed: keys, section: "targets")
            guard let nameNode = map["name"] else {
                throw CouplingError.invalidConfiguration("\(reader.place(item)): a target in `targets` needs a `name`")
            }
            var target = TargetConfiguration(
                name: try reader.string(nameNode, key: "targets.name"),
                components: try map["components"].map { try reader.strings($0, key: "targets.components") } ?? [])
            if let kindNode = map["kind"] {
                let text = try reader.string(kindNode, key: "targets.kind")
                guard let kind = TargetSummary.Kind(rawValue: text) else {
                    throw CouplingError.invalidConfiguration(
                        "\(reader.place(kindNode)): targets.kind must be app or module, not `\(text)`")
                }
                target.kind = kind
            }
            if let header = map["bridging_header"] {
                target.bridgingHeader = try reader.string(header, key: "targets.bridging_header")
            }
            for glob in target.components {
                if let problem = Glob.problem(in: glob) {
                    throw CouplingError.invalidConfiguration("\(reader.place(item)): targets.components: bad glob `\(glob)`: \(problem)")
                }
            }
            return target
        }
    }
}
