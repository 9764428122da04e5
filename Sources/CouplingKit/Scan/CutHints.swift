import CouplingModel

/// What a cut edge uses of the component it points to, and the usual way to cut it: one line per
/// cut, so the fix is obvious without reading every reference.
enum CutHints {
    /// Adds a hint to every cut of every group.
    static func annotate(_ cycles: CycleReport, edges: [Edge], surface: [ComponentSurface]) -> CycleReport {
        var edgeOf: [EdgeKeyPair: Edge] = [:]
        for edge in edges { edgeOf[EdgeKeyPair(from: edge.from, to: edge.to)] = edge }
        var kindOf: [String: [String: String]] = [:]
        for component in surface {
            var kinds: [String: String] = [:]
            for declaration in component.used where kinds[declaration.name] == nil { kinds[declaration.name] = declaration.kind }
            kindOf[component.component] = kinds
        }
        var cycles = cycles
        for g in cycles.groups.indices {
            for c in cycles.groups[g].cuts.indices {
                let cut = cycles.groups[g].cuts[c]
                guard let edge = edgeOf[EdgeKeyPair(from: cut.from, to: cut.to)] else { continue }
                cycles.groups[g].cuts[c].hint = hint(for: edge, kinds: kindOf[edge.to] ?? [:])
            }
        }
        return cycles
    }

    struct EdgeKeyPair: Hashable {
        var from: String
        var to: String
    }

    /// - Parameter kinds: declaration kind by name, for the declarations of `edge.to` others use.
    static func hint(for edge: Edge, kinds: [String: String]) -> String {
        let to = edge.to
        // (A compile-time cut: what is named in code; a notification key it posts is run-time evidence,
        // and the key's declaration may be a third component's, Vienna's Shared/Constants.h.)
        let named = edge.evidence.filter { $0.kind != .import && !$0.kind.isRuntime }
        if named.isEmpty {
            // (Objective-C method calls, what a category adds and the protocols it conforms to are not
            // read: Colloquy's controllers call a category's method of the header they import.)
            return "only an import, no declaration of \(to) named: unless its methods or categories are used, delete the import"
        }
        // In the order of `symbols`: most used first.
        var seen: Set<String> = []
        let symbols = edge.symbols.map(\.symbol).filter { symbol in
            named.contains { $0.symbol == symbol } && seen.insert(symbol).inserted
        }
        let extended = Set(named.filter { $0.kind == .extension || $0.kind == .category }.map(\.symbol))
        let kindsUsed = symbols.map { kinds[$0] ?? "declaration" }
        let list = symbols.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (symbols.count > 3 ? " …" : "")
        if !extended.isEmpty && extended.count == symbols.count {
            return "only extends \(list) of \(to): move the extension into \(to) or into a new component"
        }
        if kindsUsed.allSatisfy({ $0 == "protocol" }) {
            let what = symbols.count == 1 ? "protocol \(list)" : "protocols \(list)"
            return "uses only \(what) of \(to): move \(symbols.count == 1 ? "it" : "them") to \(edge.from) or to a new shared component"
        }
        if symbols.count == 1 {
            let kind = kindsUsed[0]
            switch kind {
            case "function", "macro":
                return "uses one \(kind) \(list) of \(to): invert with a callback (\(to) hands it to \(edge.from))"
            case "variable", "enum-constant":
                return "uses one \(kind) \(list) of \(to): pass the value in, or move it to \(edge.from)"
            default:
                return "uses only \(kind) \(list) of \(to): declare a protocol for what \(edge.from) needs in \(edge.from) and let \(to) conform"
            }
        }
        return "uses \(symbols.count) declarations of \(to) (\(list)): move them, or invert with a protocol in \(edge.from)"
    }
}
