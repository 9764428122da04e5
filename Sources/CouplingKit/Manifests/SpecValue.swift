import Foundation
import Yams

/// A YAML value of an XcodeGen spec, with the order of mapping keys kept (XcodeGen merges
/// templates and settings in order).
indirect enum SpecValue: Sendable {
    case scalar(String)
    case list([SpecValue])
    case map([(key: String, value: SpecValue)])

    /// Aliases let a small file stand for a huge tree; this many nodes is far beyond any real spec.
    static let maximumNodes = 200_000
    static let maximumDepth = 64

    /// From Yams's node tree, bounded in size and depth.
    init(_ node: Node) throws(ProjectFileError) {
        var budget = Self.maximumNodes
        self = try Self.convert(node, depth: 0, budget: &budget)
    }

    private static func convert(_ node: Node, depth: Int, budget: inout Int) throws(ProjectFileError) -> SpecValue {
        budget -= 1
        guard budget >= 0 else { throw ProjectFileError("more than \(maximumNodes) values (aliases expanding?)") }
        guard depth < maximumDepth else {
            throw ProjectFileError("nested more than \(maximumDepth) levels deep", line: node.mark.map { $0.line })
        }
        switch node {
        case .scalar(let scalar):
            return .scalar(scalar.string)
        case .sequence(let sequence):
            var items: [SpecValue] = []
            for item in sequence { items.append(try convert(item, depth: depth + 1, budget: &budget)) }
            return .list(items)
        case .mapping(let mapping):
            var pairs: [(key: String, value: SpecValue)] = []
            for (key, value) in mapping {
                pairs.append((key.string ?? "", try convert(value, depth: depth + 1, budget: &budget)))
            }
            return .map(pairs)
        case .alias:
            throw ProjectFileError("an unresolved YAML alias", line: node.mark.map { $0.line })
        }
    }

    var string: String? {
        if case .scalar(let value) = self { return value }
        return nil
    }

    /// YAML's false (`false`, `no`, `0`), as XcodeGen reads a flag.
    var isFalse: Bool {
        string.map { ["false", "no", "0"].contains($0.lowercased()) } ?? false
    }

    var pairs: [(key: String, value: SpecValue)]? {
        if case .map(let value) = self { return value }
        return nil
    }

    /// A list, or a single value standing for a list of one (`sources: App`).
    var items: [SpecValue] {
        switch self {
        case .list(let items): return items
        case .scalar, .map: return [self]
        }
    }

    subscript(key: String) -> SpecValue? {
        pairs?.last { $0.key == key }?.value
    }

    /// A build setting's text: a scalar, or a list joined by spaces.
    var settingText: String? {
        switch self {
        case .scalar(let value): return value
        case .list(let items): return items.compactMap(\.string).joined(separator: " ")
        case .map: return nil
        }
    }

    /// XcodeGen's merge: mappings merge key by key, lists append, anything else is replaced by `top`.
    /// A key written `key:REPLACE` replaces instead of merging.
    func merged(with top: SpecValue) -> SpecValue {
        switch (self, top) {
        case (.map(let base), .map(let overlay)):
            var result = base
            for (key, value) in overlay {
                if key.hasSuffix(":REPLACE") {
                    let plain = String(key.dropLast(":REPLACE".count))
                    result.removeAll { $0.key == plain }
                    result.append((plain, value))
                } else if let index = result.lastIndex(where: { $0.key == key }) {
                    result[index].value = result[index].value.merged(with: value)
                } else {
                    result.append((key, value))
                }
            }
            return .map(result)
        case (.list(let base), .list(let overlay)):
            return .list(base + overlay)
        default:
            return top
        }
    }

    /// Every scalar (and key) with `replacements` applied, for template attributes and `${platform}`.
    func substituting(_ replacements: [String: String]) -> SpecValue {
        func apply(_ text: String) -> String {
            replacements.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        }
        switch self {
        case .scalar(let value): return .scalar(apply(value))
        case .list(let items): return .list(items.map { $0.substituting(replacements) })
        case .map(let pairs): return .map(pairs.map { (apply($0.key), $0.value.substituting(replacements)) })
        }
    }
}
