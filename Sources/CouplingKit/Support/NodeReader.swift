import Yams

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

extension NodeReader {
    /// Refuses a document with more than `limit` values once aliases are expanded: Yams shares an
    /// anchored node between its aliases, so the document is small in memory, but anything that
    /// walks or re-serialises it (a pass's options) would expand every alias.
    func checkSize(_ root: Node, limit: Int) throws {
        var count = 0
        var stack = [root]
        while let node = stack.popLast() {
            count += 1
            if count > limit {
                throw CouplingError.invalidConfiguration(
                    "\(file): more than \(limit) values once YAML aliases are expanded; not a configuration file")
            }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append(key)
                    stack.append(value)
                }
            case .sequence(let sequence): stack.append(contentsOf: sequence)
            case .scalar, .alias: break
            }
        }
    }

    /// A list of globs, each checked (`Glob.problem`) with its own line.
    func globs(_ node: Node, key: String) throws -> [String] {
        guard let sequence = node.sequence else {
            throw CouplingError.invalidConfiguration("\(place(node)): `\(key)` must be a list of strings")
        }
        return try sequence.map { item in
            let glob = try string(item, key: key)
            if let problem = Glob.problem(in: glob) {
                throw CouplingError.invalidConfiguration("\(place(item)): `\(key)`: bad glob `\(glob)`: \(problem)")
            }
            return glob
        }
    }

    /// A whole number within `range`.
    func int(_ node: Node, key: String, in range: ClosedRange<Int>) throws -> Int {
        let value = try int(node, key: key)
        guard range.contains(value) else {
            throw CouplingError.invalidConfiguration(
                "\(place(node)): `\(key)` must be between \(range.lowerBound) and \(range.upperBound), not \(value)")
        }
        return value
    }

    /// The id of one of `known` passes, with a suggestion when it is misspelt.
    func passID(_ node: Node, key: String, known: [String]) throws -> String {
        let id = try string(node, key: key)
        guard known.contains(id) else {
            var message = "\(place(node)): unknown pass `\(id)` in `\(key)`"
            if let suggestion = Spelling.closest(to: id, among: known) { message += " (did you mean `\(suggestion)`?)" }
            throw CouplingError.invalidConfiguration(message + "; `coupling passes` lists them")
        }
        return id
    }
}
