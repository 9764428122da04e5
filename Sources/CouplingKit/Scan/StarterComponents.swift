import CouplingModel

/// The `components:` that `coupling init` proposes when the default (every top-level folder) hides
/// modules: manifests (podspecs, Bazel BUILD files, Package.swift, module maps) that sit below the
/// top-level folders name the real components. Siblings become one glob (`Modules/*`); the other
/// top-level folders stay components by name, so nothing the default covered is lost.
struct StarterComponents {
    /// Globs and folder paths, in order; empty when the default already fits.
    var patterns: [String] = []
    /// For each glob or path: the manifests it covers.
    var manifests: [String: [String]] = [:]
    /// Top-level folders a glob or path reaches into (`Testing` of `Testing/integration/VM/*`): the
    /// rest of such a folder is a component of its own when it holds a file the others leave out.
    var partlyCovered: [String] = []

    init(report: AnalysisReport) {
        let componentPaths = report.components.map(\.path)
        guard componentPaths.allSatisfy({ !$0.contains("/") }) else { return }  // configured or from Package.swift
        let sources = report.modules.map(\.source) + report.build.targets.map(\.source)
        var folders: [String: [String]] = [:]  // folder of a manifest two levels down or more → its manifests
        for source in Set(sources) {
            let parts = source.split(separator: "/").map(String.init)
            guard parts.count >= 3, let file = parts.last,
                DiscoverFilesPass.Walker.isManifest(file),
                !parts.contains(where: { $0.contains(where: { "*?[]{}".contains($0) }) })
            else { continue }
            folders[parts.dropLast().joined(separator: "/"), default: []].append(source)
        }
        guard !folders.isEmpty else { return }
        var byParent: [String: [String]] = [:]
        for folder in folders.keys { byParent[Self.parent(of: folder), default: []].append(folder) }
        for (parent, children) in byParent.sorted(by: { $0.key < $1.key }) {
            let pattern = children.count >= 2 ? parent + "/*" : children[0]
            patterns.append(pattern)
            manifests[pattern] = children.flatMap { folders[$0] ?? [] }.sorted()
        }
        let covered = Set(patterns.map { $0.split(separator: "/").first.map(String.init) ?? $0 })
        partlyCovered = componentPaths.filter(covered.contains).sorted()
        patterns += componentPaths.filter { !covered.contains($0) }.sorted()
    }

    private static func parent(of folder: String) -> String {
        folder.split(separator: "/").dropLast().joined(separator: "/")
    }
}
