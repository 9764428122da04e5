import CouplingModel

/// The components a change touches, for monorepo CI (`coupling scan --affected REV`): those holding a
/// changed file, and every component that depends on one of them, directly or through others (any
/// edge counts, run-time ones too: a test of the dependent may exercise the change). A changed build
/// manifest outside every component (the root `Package.swift`, a `Podfile.lock`) can change any
/// component's build, so it makes every component affected.
public struct AffectedComponents: Sendable, Equatable {
    public struct Changed: Sendable, Equatable {
        public var component: String
        public var files: [String]
    }

    public struct Dependent: Sendable, Equatable {
        public var component: String
        /// The shortest chain of dependencies to a changed component: `[A, B, Changed]`.
        public var path: [String]
    }

    /// The revision compared with.
    public var base: String
    public var changed: [Changed] = []
    public var dependents: [Dependent] = []
    /// Changed files that lie in no component.
    public var outside: [String] = []
    /// Why every component is affected (a changed manifest outside the components), or nil.
    public var everything: String?
    /// Every affected component, sorted.
    public var affected: [String] = []
    public var componentCount: Int

    static let buildFiles: Set<String> = [
        "Package.swift", "Package.resolved", "Podfile", "Podfile.lock", "Cartfile", "Cartfile.resolved", "BUILD",
        "BUILD.bazel", "WORKSPACE", "MODULE.bazel", "project.yml", "project.pbxproj",
    ]

    /// - Parameter changedPaths: paths relative to the scanned folder, as `git diff --name-only --relative` gives them.
    public init(report: AnalysisReport, base: String, changedPaths: [String]) {
        self.base = base
        componentCount = report.components.count
        let byPath = Dictionary(report.components.map { ($0.path, $0.name) }, uniquingKeysWith: { a, _ in a })
        var files: [String: [String]] = [:]
        for path in Set(changedPaths).sorted() {
            if let component = Self.component(containing: path, in: byPath) {
                files[component, default: []].append(path)
                continue
            }
            outside.append(path)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if everything == nil, Self.buildFiles.contains(name) || name.hasSuffix(".podspec") || name.hasSuffix(".xcconfig") {
                everything = "\(path) changed, outside every component"
            }
        }
        changed = files.keys.sorted().map { Changed(component: $0, files: files[$0] ?? []) }

        // Breadth first against the edges: each dependent's shortest chain to a changed component.
        var users: [String: [String]] = [:]
        for edge in report.edges where edge.from != edge.to { users[edge.to, default: []].append(edge.from) }
        var chain: [String: [String]] = Dictionary(uniqueKeysWithValues: changed.map { ($0.component, [$0.component]) })
        var queue = changed.map(\.component)
        var cursor = 0
        while cursor < queue.count {
            let current = queue[cursor]
            cursor += 1
            for user in (users[current] ?? []).sorted() where chain[user] == nil {
                chain[user] = [user] + (chain[current] ?? [])
                queue.append(user)
            }
        }
        let changedNames = Set(changed.map(\.component))
        dependents = chain.keys.filter { !changedNames.contains($0) }.sorted().map {
            Dependent(component: $0, path: chain[$0] ?? [])
        }
        affected = everything == nil ? chain.keys.sorted() : report.components.map(\.name).sorted()
    }

    /// The deepest component whose folder holds `path`.
    static func component(containing path: String, in byPath: [String: String]) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        while !parts.isEmpty {
            if let name = byPath[parts.joined(separator: "/")] { return name }
            parts = parts.dropLast()
        }
        return nil
    }

    /// For people: what changed, what depends on it, and the files outside every component.
    public func text(limit: Int = 20) -> String {
        var lines = ["Affected since \(base.displaySafe): \(affected.count) of \(componentCount) components"]
        if let everything {
            lines.append("  every component: \(everything.displaySafe) (a build file can change any component's build)")
        }
        let width = (changed.map(\.component.count) + dependents.map(\.component.count)).max() ?? 0
        func padded(_ name: String) -> String { name.displaySafe + String(repeating: " ", count: max(0, width - name.count)) }
        if !changed.isEmpty {
            lines.append("  changed (\(changed.count)):")
            for entry in changed {
                lines.append("    \(padded(entry.component))  \(entry.files.count) file\(entry.files.count == 1 ? "" : "s")")
            }
        }
        if !dependents.isEmpty {
            lines.append("  depend on them (\(dependents.count)):")
            for entry in dependents {
                lines.append("    \(padded(entry.component))  → " + entry.path.dropFirst().map(\.displaySafe).joined(separator: " → "))
            }
        }
        if changed.isEmpty && everything == nil { lines.append("  no changed file lies in a component") }
        if !outside.isEmpty {
            let shown = outside.prefix(limit).map(\.displaySafe).joined(separator: ", ")
            let more = outside.count > limit ? ", and \(outside.count - limit) more" : ""
            lines.append("  changed outside every component (\(outside.count)): \(shown)\(more)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The `--affected --format json` document; members in key order (the JSON writer's rule).
extension AffectedComponents: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("affected", affected)
            json.member("base", base)
            json.member("changed", changed)
            json.member("components", componentCount)
            json.member("dependents", dependents)
            json.member("everything", everything)
            json.member("outside", outside)
        }
    }
}

extension AffectedComponents.Changed: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("component", component)
            json.member("files", files)
        }
    }
}

extension AffectedComponents.Dependent: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("component", component)
            json.member("path", path)
        }
    }
}
