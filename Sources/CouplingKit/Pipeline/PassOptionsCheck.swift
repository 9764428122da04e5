import Foundation
import Yams

// A pass's section of `passes.options` is checked while the configuration is read, where every
// node still has its line: unknown keys (with a suggestion) and values of the wrong type are errors
// naming the file, the line and the whole key (`passes.options.resolve-references.trust_unique_c_names`).

extension Pass {
    static func checkOptions(_ section: Node, reader: NodeReader, key: String) throws {
        let map = try reader.mapping(section, key: key)
        try reader.rejectUnknownKeys(map, allowed: Options.keys, section: key)
        do {
            _ = try YAMLDecoder().decode(Options.self, from: section)
        } catch {
            throw CouplingError.invalidConfiguration(ConfigurationDecoding.describe(error, in: section, reader: reader, key: key))
        }
    }
}

enum ConfigurationDecoding {
    /// A decoding error in words; with `root`, the place of the value at fault and its whole key.
    static func describe(_ error: Error, in root: Node? = nil, reader: NodeReader? = nil, key: String? = nil) -> String {
        let context: DecodingError.Context
        var expected: String?
        switch error {
        case DecodingError.keyNotFound(let missing, let c):
            return place(c.codingPath, in: root, reader: reader) + "missing key `\(join(key, c.codingPath + [missing]))`"
        case DecodingError.typeMismatch(let type, let c):
            context = c
            expected = words(for: type)
        case DecodingError.valueNotFound(let type, let c):
            context = c
            expected = words(for: type)
        case DecodingError.dataCorrupted(let c):
            context = c
        default:
            return (reader.map { "\($0.file): " } ?? "") + (key.map { "`\($0)`: " } ?? "") + "\(error)"
        }
        let at = place(context.codingPath, in: root, reader: reader)
        let name = join(key, context.codingPath)
        guard let expected else { return at + "`\(name)`: \(context.debugDescription)" }
        let found = root.flatMap { node(at: context.codingPath, in: $0) }.map(spelling) ?? "something else"
        return at + "`\(name)` must be \(expected), not \(found)"
    }

    private static func join(_ key: String?, _ path: [any CodingKey]) -> String {
        ([key].compactMap { $0 } + path.map(\.stringValue)).joined(separator: ".")
    }

    private static func place(_ path: [any CodingKey], in root: Node?, reader: NodeReader?) -> String {
        guard let reader else { return "" }
        guard let root, let node = node(at: path, in: root) else { return "\(reader.file): " }
        return reader.place(node) + ": "
    }

    /// The node a coding path leads to (the deepest one that exists).
    static func node(at path: [any CodingKey], in root: Node) -> Node? {
        var current = root
        for key in path {
            if let mapping = current.mapping, let next = mapping[key.stringValue] {
                current = next
            } else if let sequence = current.sequence, let index = key.intValue, sequence.indices.contains(index) {
                current = sequence[index]
            } else {
                break
            }
        }
        return current
    }

    private static func words(for type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "a whole number"
        case is Double.Type, is Float.Type: "a number"
        default: "\(type)"
        }
    }

    private static func spelling(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "`\(scalar.string)`"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
