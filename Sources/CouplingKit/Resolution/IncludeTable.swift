import CouplingModel

/// What C-family includes resolve to, file by file, worked out when first asked and remembered:
/// a run that resolves a few files looks only at the includes those files reach.
struct IncludeTable {
    typealias Outcomes = [(Import, HeaderResolver.Outcome)]

    let headers: HeaderResolver
    let importsByPath: [String: [Import]]
    let componentOf: NameMap<Int>
    private var known: [String: Outcomes] = [:]
    /// What each header reaches through its includes (memo of `reach(of:)`).
    private var reachByHeader: [String: Reach] = [:]

    /// What a file sees through the headers it includes, and what they include in turn.
    struct Reach: Sendable, Equatable {
        /// Components of those headers.
        var components: Set<Int> = []
        /// Components of the in-tree modules they import by name (`@import M;`, a module's `<M/…>`
        /// without a matching header): what the file sees of them, their Swift included.
        var modules: Set<Int> = []
        /// The generated Swift headers they import (`X-Swift.h`, by file name): those targets' Swift is seen too.
        var swiftHeaders: Set<String> = []

        mutating func formUnion(_ other: Reach) {
            components.formUnion(other.components)
            modules.formUnion(other.modules)
            swiftHeaders.formUnion(other.swiftHeaders)
        }
    }

    init(headers: HeaderResolver, cFacts: [FileFacts], componentOf: NameMap<Int>) {
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
    /// tree, and which angled ones name a header the tree has but no search path reaches: one note
    /// per header name, not per include (generated headers and other projects' headers are common,
    /// and a list of thousands would hide the rest).
    mutating func unresolvedIncludeNotes(_ cFacts: [FileFacts]) -> [Diagnostic] {
        var missing: [String: (count: Int, first: SourceLocation)] = [:]
        var unreached: [String: (count: Int, first: SourceLocation, header: String)] = [:]
        for facts in cFacts {
            for (item, outcome) in outcomes(of: facts.path) where outcome == .external {
                if item.kind == .quotedInclude {
                    // (The SDK's header, spelled in quotes — `"TargetConditionals.h"`, `"XCTest/XCUIElementTypes.h"`
                    // in WebDriverAgent —, is what an angled include of it is: the SDK's, nothing to say.)
                    if Self.isSDKHeader(item.name) { continue }
                    let seen = missing[item.name]
                    missing[item.name] = ((seen?.count ?? 0) + 1, seen?.first ?? item.location)
                } else if item.kind == .angledInclude {
                    if let seen = unreached[item.name] {
                        unreached[item.name]?.count = seen.count + 1
                    } else if let header = headers.unreachedHeader(item.name) {
                        unreached[item.name] = (1, item.location, header)
                    }
                }
            }
        }
        let notFound = missing.map { name, seen in
            Diagnostic(
                .note, code: "unresolved-include",
                "\"\(name)\" is included \(seen.count) time\(seen.count == 1 ? "" : "s") but is not in the tree (generated, or from another project)",
                path: seen.first.path, line: seen.first.line)
        }
        return notFound
            + unreached.map { name, seen in
                Diagnostic(
                    .note, code: "include-off-search-path",
                    "<\(name)> is included \(seen.count) time\(seen.count == 1 ? "" : "s") and the tree has `\(seen.header)`, but no header search path of the including target reaches it: taken for another project's header, no edge",
                    path: seen.first.path, line: seen.first.line)
            }
    }

    /// A header of an Apple SDK framework (`XCTest/…`) or of the C library and the SDK's base headers.
    static func isSDKHeader(_ name: String) -> Bool {
        if let slash = name.firstIndex(of: "/") { return AppleModules.names.contains(String(name[..<slash])) }
        return systemHeaders.contains(name)
    }

    static let systemHeaders: Set<String> = [
        "TargetConditionals.h", "Availability.h", "AvailabilityMacros.h", "AvailabilityInternal.h", "assert.h", "ctype.h",
        "dlfcn.h", "errno.h", "fcntl.h", "float.h", "inttypes.h", "limits.h", "locale.h", "math.h", "pthread.h",
        "setjmp.h", "signal.h", "stdarg.h", "stdbool.h", "stddef.h", "stdint.h", "stdio.h", "stdlib.h", "string.h",
        "time.h", "unistd.h", "wchar.h",
    ]

    /// What `files` reach through resolved includes: the components of every header on the way and
    /// of the modules those headers import, and the in-tree modules imported by name on the way
    /// (`@import M;`, `<M/…>`, `M-Swift.h`): Swift code that sees these headers sees those modules,
    /// their Swift included (the compiler loads a module's Swift with its headers).
    /// - Parameter startingComponents: whether the components of `files` themselves count (an umbrella
    ///   header's does; a prefix header's does not: what it declares is seen as its own candidates,
    ///   and an empty `.pch` beside a folder's headers shows none of them, Colloquy's Mac-Old).
    mutating func reach(from files: [String], modules: ModuleMap, startingComponents: Bool = true) -> (components: Set<Int>, modules: Set<String>) {
        var components: Set<Int> = []
        var names: Set<String> = []
        var seen: Set<String> = []
        var pending = files
        let starts = Set(files)
        while let path = pending.popLast() {
            guard seen.insert(path).inserted else { continue }
            if let component = componentOf[path], startingComponents || !starts.contains(path) { components.insert(component) }
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

    /// What the headers `path` includes reach: their components, the modules and Swift headers they
    /// import, and all that of everything they include in turn (what `path` includes itself but
    /// headers is its own business). Exact whatever the order of the questions: a remembered reach is
    /// only ever a complete one.
    mutating func reach(includedBy path: String) -> Reach {
        var reach = Reach()
        for header in included(by: path) {
            if let component = componentOf[header] { reach.components.insert(component) }
            reach.formUnion(self.reach(of: header))
        }
        return reach
    }

    /// What `header` imports by name, and what the headers it includes reach.
    private mutating func reach(of header: String) -> Reach {
        if let known = reachByHeader[header] { return known }
        var reach = Reach()
        var seen: Set<String> = []
        var pending = [header]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next != header {
                if let component = componentOf[next] { reach.components.insert(component) }
                if let known = reachByHeader[next] {
                    reach.formUnion(known)
                    continue
                }
            }
            for (_, outcome) in outcomes(of: next) {
                switch outcome {
                case .header(let included): pending.append(included)
                case .module(let components): reach.modules.formUnion(components)
                case .swiftHeader(let header): reach.swiftHeaders.insert(header)
                case .ambiguous, .external: break
                }
            }
        }
        reachByHeader[header] = reach
        return reach
    }
}
