import CouplingModel

/// What C-family includes resolve to, file by file, worked out when first asked and remembered:
/// a run that resolves a few files looks only at the includes those files reach.
struct IncludeTable {
    typealias Outcomes = [(Import, HeaderResolver.Outcome)]

    let headers: HeaderResolver
    let importsByPath: [String: [Import]]
    let componentOf: [String: Int]
    private var known: [String: Outcomes] = [:]
    /// Components each header reaches through its includes (memo of `reach(of:)`).
    private var reachByHeader: [String: Set<Int>] = [:]

    init(headers: HeaderResolver, cFacts: [FileFacts], componentOf: [String: Int]) {
        self.headers = headers
        var imports: [String: [Import]] = [:]
        for facts in cFacts { imports[facts.path] = facts.imports }
        importsByPath = imports
        self.componentOf = componentOf
    }

    mutating func outcomes(of path: String) -> Outcomes {
        if let outcomes = known[path] { return outcomes }
        let outcomes = (importsByPath[path] ?? []).map { ($0, headers.resolve($0, from: path)) }
        known[path] = outcomes
        return outcomes
    }

    /// The in-tree headers `path` includes.
    mutating func included(by path: String) -> [String] {
        outcomes(of: path).compactMap { _, outcome in
            if case .header(let header) = outcome { header } else { nil }
        }
    }

    /// Resolves the includes of every file, in order, and says which quoted includes are not in the
    /// tree: one note per header name, not per include (generated headers and other projects'
    /// headers are common, and a list of thousands would hide the rest).
    mutating func unresolvedIncludeNotes(_ cFacts: [FileFacts]) -> [Diagnostic] {
        var missing: [String: (count: Int, first: SourceLocation)] = [:]
        for facts in cFacts {
            for (item, outcome) in outcomes(of: facts.path) where outcome == .external && item.kind == .quotedInclude {
                let seen = missing[item.name]
                missing[item.name] = ((seen?.count ?? 0) + 1, seen?.first ?? item.location)
            }
        }
        return missing.map { name, seen in
            Diagnostic(
                .note, code: "unresolved-include",
                "\"\(name)\" is included \(seen.count) time\(seen.count == 1 ? "" : "s") but is not in the tree (generated, or from another project)",
                path: seen.first.path, line: seen.first.line)
        }
    }

    /// What `files` reach through resolved includes: the components of every header on the way and
    /// of the modules those headers import, and the in-tree modules imported by name on the way
    /// (`@import M;`, `<M/…>`, `M-Swift.h`): Swift code that sees these headers sees those modules,
    /// their Swift included (the compiler loads a module's Swift with its headers).
    mutating func reach(from files: [String], modules: ModuleMap) -> (components: Set<Int>, modules: Set<String>) {
        var components: Set<Int> = []
        var names: Set<String> = []
        var seen: Set<String> = []
        var pending = files
        while let path = pending.popLast() {
            guard seen.insert(path).inserted else { continue }
            if let component = componentOf[path] { components.insert(component) }
            for (item, outcome) in outcomes(of: path) {
                switch outcome {
                case .header(let header): pending.append(header)
                case .module(let list): components.formUnion(list)
                default: break
                }
                let name = BuildModelInference.swiftHeaderModule(of: item) ?? BuildModelInference.moduleName(of: item)
                if let name, !modules.components(ofModule: name).isEmpty { names.insert(name) }
            }
        }
        return (components, names)
    }

    /// Components of the headers `path` includes, and of everything they reach in turn. Exact
    /// whatever the order of the questions: a remembered reach is only ever a complete one.
    mutating func components(includedBy path: String) -> Set<Int> {
        var components: Set<Int> = []
        for header in included(by: path) {
            if let component = componentOf[header] { components.insert(component) }
            components.formUnion(reach(of: header))
        }
        return components
    }

    private mutating func reach(of header: String) -> Set<Int> {
        if let known = reachByHeader[header] { return known }
        var components: Set<Int> = []
        var seen: Set<String> = [header]
        var pending = included(by: header)
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if let component = componentOf[next] { components.insert(component) }
            if let known = reachByHeader[next] {
                components.formUnion(known)
                continue
            }
            pending.append(contentsOf: included(by: next))
        }
        reachByHeader[header] = components
        return components
    }
}
