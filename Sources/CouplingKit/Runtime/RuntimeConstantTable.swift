import CouplingModel

/// Every string constant the runtime scanners found, looked up by name. A key is matched by its
/// value, never by the constant's name: two components often define different constants with one
/// value. A name defined in the same file wins; otherwise every definition must agree on the value,
/// or the key is ambiguous (never guessed).
struct RuntimeConstantTable {
    enum Resolved: Hashable {
        /// The value, and the constant spelled at the use (nil for a literal).
        case value(String, constant: String?)
        case prefix(String, constant: String?)
        /// No definition in the tree (an SDK or external pod's name): its own spelling, flagged.
        case unresolved(String)
        /// Definitions with different values.
        case ambiguous(String)
    }

    private var definitions: [String: [RuntimeConstant]] = [:]

    init(_ constants: [RuntimeConstant]) {
        for constant in constants { definitions[constant.name, default: []].append(constant) }
    }

    /// The files that define the constant spelled `name` (`Owner.member` or `member`; Swift's
    /// `.XYZDidChange` for `XYZDidChangeNotification`).
    func definingPaths(of name: String) -> [String] {
        let member = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        let found = definitions[name] ?? definitions[member] ?? definitions[member + "Notification"] ?? []
        return found.map(\.location.path)
    }

    func resolve(_ expression: RuntimeKeyExpression, in path: String) -> Resolved {
        resolve(expression, in: path, spelled: nil, depth: 0)
    }

    private func resolve(_ expression: RuntimeKeyExpression, in path: String, spelled: String?, depth: Int) -> Resolved {
        switch expression {
        case .literal(let value): return .value(value, constant: spelled)
        case .prefix(let value): return .prefix(value, constant: spelled)
        case .constant(let name):
            // `Owner.member` (Swift's `Config.didChange`): that type's member when the tree declares
            // one, else the member by its own name, whoever declares it. (Reports spell the member.)
            if let dot = name.lastIndex(of: ".") {
                let member = String(name[name.index(after: dot)...])
                guard definitions[name] != nil else { return resolve(.constant(member), in: path, spelled: spelled, depth: depth) }
                return resolve(definitions: name, in: path, spelled: spelled ?? member, depth: depth)
            }
            return resolve(definitions: name, in: path, spelled: spelled, depth: depth)
        }
    }

    /// The value of the definitions of `name` (the file's own first), when they agree.
    private func resolve(definitions name: String, in path: String, spelled: String?, depth: Int) -> Resolved {
        guard depth < 8 else { return .unresolved(spelled ?? name) }
        // Swift imports Objective-C's `XYZDidChangeNotification` as `.XYZDidChange` (a language rule).
        guard let found = definitions[name] ?? definitions[name + "Notification"], !found.isEmpty else {
            return .unresolved(spelled ?? name)
        }
        let own = found.filter { $0.location.path == path }
        let candidates = own.isEmpty ? found : own
        let results = Set(candidates.map { resolve($0.value, in: $0.location.path, spelled: spelled ?? name, depth: depth + 1) })
        if results.count == 1, let only = results.first { return only }
        return .ambiguous(spelled ?? name)
    }
}
