import CouplingModel
import Foundation

/// What one XcodeGen target needs from the rest of its spec: templates, setting groups, project
/// settings and configuration files, the names other targets get.
struct SpecContext {
    let spec: SpecValue
    let location: ProjectLocation
    let readFile: @Sendable (String) -> String?
    let projectName: String

    /// The project's configurations, in order (XcodeGen's default: Debug and Release).
    var configurationNames: [String] {
        let names = spec["configs"]?.pairs?.map(\.key) ?? []
        return names.isEmpty ? ["Debug", "Release"] : names
    }

    /// The target with its `templates` (and theirs) merged under it, `${target_name}` and
    /// `templateAttributes` filled in.
    func applyingTemplates(to target: SpecValue, name: String, notes: inout [String]) -> SpecValue {
        var attributes = ["${target_name}": name, "$target_name": name]
        for (key, value) in target["templateAttributes"]?.pairs ?? [] {
            if let text = value.string { attributes["${\(key)}"] = text }
        }
        var applying: [String] = []
        let base = templates(target, attributes: attributes, applying: &applying, notes: &notes)
        return base.map { $0.merged(with: target) } ?? target
    }

    private func templates(
        _ target: SpecValue, attributes: [String: String], applying: inout [String], notes: inout [String]
    ) -> SpecValue? {
        var result: SpecValue?
        for name in target["templates"]?.items.compactMap(\.string) ?? [] {
            guard !applying.contains(name), applying.count < 16 else {
                notes.append("target template `\(name)` uses itself; ignored there")
                continue
            }
            guard let template = spec["targetTemplates"]?[name] else {
                notes.append("target template `\(name)` is not in this spec (in an `include`?); ignored")
                continue
            }
            applying.append(name)
            let filled = template.substituting(attributes)
            let withBase = templates(filled, attributes: attributes, applying: &applying, notes: &notes)
                .map { $0.merged(with: filled) } ?? filled
            applying.removeLast()
            result = result.map { $0.merged(with: withBase) } ?? withBase
        }
        return result
    }

    /// `Name_iOS` by default; `platformPrefix`/`platformSuffix` change it.
    func platformTargetName(_ name: String, platform: String) -> String {
        let target = spec["targets"]?[name]
        let prefix = target?["platformPrefix"]?.string ?? ""
        let suffix = target?["platformSuffix"]?.string ?? "_${platform}"
        return (prefix + name + suffix).replacingOccurrences(of: "${platform}", with: platform)
            .replacingOccurrences(of: "$platform", with: platform)
    }

    /// One target (one platform of a multi-platform one: `baseName` is then its written name).
    func target(
        _ name: String, body: SpecValue, baseName: String?, platform: String, notes: inout [String]
    ) -> ProjectTarget {
        let kind = ProjectTarget.kind(ofProductType: body["type"]?.string ?? "")
        let configurations = configurationNames.map { configuration in
            var settings = BuildSettings()
            // A multi-platform target keeps its written name as product (and so module) name.
            if let baseName { settings.apply([("PRODUCT_NAME", baseName)]) }
            // `productName:` is the target's PRODUCT_NAME (and so its module name) unless a setting says otherwise.
            if let product = body["productName"]?.string { settings.apply([("PRODUCT_NAME", product)]) }
            settings.apply(configurationFile(spec["configFiles"], configuration: configuration, notes: &notes))
            settings.apply(assignments(spec["settings"], configuration: configuration, depth: 0))
            settings.apply(configurationFile(body["configFiles"], configuration: configuration, notes: &notes))
            settings.apply(assignments(body["settings"], configuration: configuration, depth: 0))
            return settings
        }
        let settings = TargetSettings.resolve(
            BuildSettings.combined(configurations), targetName: name, projectName: projectName, location: location,
            notes: &notes)
        var target = ProjectTarget(
            name: name, moduleName: settings.moduleName, kind: kind, bridgingHeader: settings.bridgingHeader,
            prefixHeader: settings.prefixHeader, manifest: location.manifest)
        target.headerSearchPaths = settings.headerSearchPaths
        target.swiftHeader = settings.swiftHeader
        target.platforms = ApplePlatforms.bySDK.values.contains(platform) ? [platform] : settings.platforms
        for source in body["sources"]?.items ?? [] {
            add(source, to: &target, notes: &notes)
        }
        for dependency in body["dependencies"]?.items ?? [] {
            // `platforms: [tvOS]`: only for the targets of those platforms.
            if let only = dependency["platforms"]?.items.compactMap(\.string), !only.contains(platform) { continue }
            if let other = dependency["target"]?.string {
                // `Project/Target` names a target of a referenced project.
                let written = other.split(separator: "/").last.map(String.init) ?? other
                let isMultiPlatform = spec["targets"]?[written]?["platform"].map { if case .list = $0 { true } else { false } } ?? false
                target.dependencies.append(isMultiPlatform ? platformTargetName(written, platform: platform) : written)
            } else if let package = dependency["package"]?.string {
                let products = dependency["products"]?.items.compactMap(\.string) ?? []
                target.packageProducts += products.isEmpty ? [dependency["product"]?.string ?? package] : products
            }
        }
        target.normalize()
        return target
    }

    /// One entry of `sources`: a path, or `{path, type, buildPhase, excludes, includes}`.
    private func add(_ source: SpecValue, to target: inout ProjectTarget, notes: inout [String]) {
        guard let written = source.string ?? source["path"]?.string else { return }
        // Folder references and resources are copied, not compiled.
        if source["type"]?.string == "folder" { return }
        if let phase = source["buildPhase"], phase.string != "sources", phase.string != "headers" { return }
        guard !written.contains("$(") && !written.contains("${") else {
            notes.append("target `\(target.name)`: source `\(written)` has a variable that is not known here; ignored")
            return
        }
        guard let path = location.rootRelative(written, from: location.sourceRoot) else {
            notes.append("target `\(target.name)`: source `\(written)` is outside the scanned folder; ignored")
            return
        }
        let name = PathText.basename(path)
        let type = source["type"]?.string
        if XcodeProjectReader.isCompiled(path) || XcodeProjectReader.isHeader(path) {
            target.files.append(path)
        } else if name.contains(".") && type != "group" && type != "syncedFolder" {
            return  // XcodeGen adds a folder with an extension (`Assets.xcassets`) as one resource
        } else {
            target.folders.append(path)
            for pattern in source["excludes"]?.items.compactMap(\.string) ?? [] where !pattern.contains("..") {
                target.excluded.append(path.isEmpty ? pattern : path + "/" + pattern)
            }
            if source["includes"] != nil {
                notes.append("target `\(target.name)`: `includes` of source `\(written)` is not applied; the whole folder is taken")
            }
        }
    }

    /// What a `settings` value gives one configuration, in XcodeGen's order: `groups`, `base`,
    /// `configs`; a plain mapping when none of those three keys is used.
    private func assignments(_ settings: SpecValue?, configuration: String, depth: Int) -> [(key: String, value: String)] {
        guard let pairs = settings?.pairs, depth < 16 else { return [] }
        let structured = pairs.contains { ["groups", "base", "configs"].contains($0.key) }
        guard structured else { return pairs.compactMap { pair in pair.value.settingText.map { (pair.key, $0) } } }
        var result: [(key: String, value: String)] = []
        for group in settings?["groups"]?.items.compactMap(\.string) ?? [] {
            result += assignments(spec["settingGroups"]?[group], configuration: configuration, depth: depth + 1)
        }
        for (key, value) in settings?["base"]?.pairs ?? [] {
            if let text = value.settingText { result.append((key, text)) }
        }
        for (key, value) in settings?["configs"]?.pairs ?? [] where applies(key, to: configuration) {
            result += assignments(value, configuration: configuration, depth: depth + 1)
        }
        return result
    }

    /// A `configs` key applies to the configuration it names exactly (ignoring case), or, when it
    /// names none exactly, to every configuration whose name contains it.
    private func applies(_ key: String, to configuration: String) -> Bool {
        let lowered = key.lowercased()
        if configurationNames.contains(where: { $0.lowercased() == lowered }) {
            return configuration.lowercased() == lowered
        }
        return configuration.lowercased().contains(lowered)
    }

    private func configurationFile(
        _ files: SpecValue?, configuration: String, notes: inout [String]
    ) -> [(key: String, value: String)] {
        guard let pairs = files?.pairs,
            let written = (pairs.first { $0.key == configuration } ?? pairs.first { $0.key.lowercased() == configuration.lowercased() })?
                .value.string
        else { return [] }
        guard let path = location.rootRelative(written, from: location.sourceRoot) else {
            notes.append("configuration file `\(written)` is outside the scanned folder; ignored")
            return []
        }
        return XCConfigFile.assignments(at: path, location: location, read: readFile, notes: &notes)
    }
}
