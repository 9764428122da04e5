import Foundation

/// Just enough reading of build manifests to learn module names; nothing is executed.
enum ManifestParsing {
    /// `.target(name: "X", ..., path: "P")` and the like → (X, P or `Sources/X`, `Tests/X` for tests).
    /// A name spelled by a constant of the manifest (`name: Targets.core`) is that constant's value.
    static func swiftPackageTargets(_ text: String, includingTests: Bool = false) -> [(String, String?)] {
        swiftPackageTargetsAndUnnamed(text, includingTests: includingTests).targets
    }

    /// The targets, and how many `.target(name: …)`-like declarations name their target with an
    /// expression that the manifest's own constants do not spell out (a call, a parameter): it would
    /// have to run to say. (One reading of the manifest for both.)
    static func swiftPackageTargetsAndUnnamed(_ text: String, includingTests: Bool = false)
        -> (targets: [(String, String?)], unnamed: Int)
    {
        let package = swiftPackage(text, includingTests: includingTests)
        return (package.targets, package.unnamed)
    }

    /// What a Package.swift says, from one reading of it.
    struct SwiftPackage {
        /// Its targets (test targets too when asked): name and sources' folder.
        var targets: [(String, String?)] = []
        /// Declarations that name their target with an expression not read.
        var unnamed = 0
        /// Its test targets (`.testTarget(name: "X", path: "P")`) → (X, P or `Tests/X`).
        var testTargets: [(name: String, path: String)] = []
        /// Each source target's folder (relative to the manifest) with what in it the target does not
        /// compile (`exclude:`, `resources:`), relative to that folder.
        var uncompiled: [(folder: String, uncompiled: [String])] = []
    }

    static func swiftPackage(_ text: String, includingTests: Bool = false) -> SwiftPackage {
        let kinds = ["target", "executableTarget", "macro", "systemLibrary", "plugin"] + (includingTests ? ["testTarget"] : [])
        var package = SwiftPackage()
        for declaration in swiftPackageTargetDeclarations(text) {
            if declaration.kind != "binaryTarget", declaration.kind != "plugin", let path = declaration.path {
                package.uncompiled.append((path, declaration.uncompiled))
            }
            guard let name = declaration.name else {
                package.unnamed += 1
                continue
            }
            if kinds.contains(declaration.kind) { package.targets.append((name, declaration.path)) }
            if declaration.kind == "testTarget", let path = declaration.path { package.testTargets.append((name, path)) }
        }
        return package
    }

    /// Every target declaration: its kind, its name (nil: an expression not read) and its sources' folder.
    private static func swiftPackageTargetDeclarations(_ text: String) -> [(kind: String, name: String?, path: String?, uncompiled: [String])] {
        // (`target(name: .core, …)` in an extension of `Target` has no dot; `func binaryTarget(name:` declares.)
        let pattern =
            #"(?<!func )(?<![A-Za-z0-9_])\.?(target|executableTarget|testTarget|macro|systemLibrary|plugin|binaryTarget)\s*\(\s*name:\s*(?:"([^"]+)"|(\.?[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?=\s*[,)])|[^"\s])"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        // (`.target(name: X)` inside `dependencies: [...]` names a dependency, not a declaration, and
        // `.plugin(name: X, package: P)` inside `plugins: [...]` a build tool the target runs.)
        let all = regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
        let inDependencies = ManifestConstants.innermost(of: dependencyListRanges(text), at: all.map(\.range.location))
        let matches = zip(all, inDependencies).filter { $0.1 == nil }.map(\.0)
        var constants: ManifestConstants?
        var result: [(kind: String, name: String?, path: String?, uncompiled: [String])] = []
        for (i, match) in matches.enumerated() {
            let kind = ns.substring(with: match.range(at: 1))
            // (`.plugin(name: X, package: P)` anywhere, CotEditor's `target.plugins = … + [ … ]` of every
            // target, is a build tool a target runs, never a plugin target: those name no package.)
            if kind == "plugin" {
                let rest = ns.substring(from: match.range.location + match.range.length)
                if let close = rest.firstIndex(of: ")"), rest[..<close].contains("package:") { continue }
            }
            let name: String?
            if match.range(at: 2).location != NSNotFound {
                // (A literal name declares a target only in `.target(…)` or `Target.target(…)`:
                // `target(name: "X")` undotted is a helper's own call.)
                let start = match.range.location
                guard ns.character(at: start) == 0x2E || (start > 0 && ns.character(at: start - 1) == 0x2E) else { continue }
                name = ns.substring(with: match.range(at: 2))
            } else if match.range(at: 3).location != NSNotFound {
                if constants == nil { constants = ManifestConstants(text) }
                name = constants?.evaluate(ns.substring(with: match.range(at: 3)))
            } else {
                name = nil
            }
            let end = i + 1 < matches.count ? matches[i + 1].range.location : ns.length
            let body = ns.substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            let path = firstCapture(#"\bpath:\s*"([^"]*)""#, in: body)
            // What the target's folder holds but does not compile: its `exclude:` and its resources
            // (`.copy("Samples")`, `.process(…)`: CotEditor's sample `.swift` files copied into a bundle).
            var uncompiled: [String] = []
            if let list = firstCapture(#"\bexclude:\s*\[([^\]]*)\]"#, in: body) { uncompiled += allCaptures(#""([^"]+)""#, in: list) }
            if let list = firstCapture(#"\bresources:\s*\[([^\]]*)\]"#, in: body) {
                uncompiled += allCaptures(#"\.(?:copy|process|embedInCode)\(\s*"([^"]+)""#, in: list)
            }
            guard let name else {
                result.append((kind, nil, path, uncompiled))
                continue
            }
            // `path: ""` (or `"."`) with `sources: ["Source", "Dependencies/protobuf-c"]`: the package's
            // own folder holds everything, and the sources name the target's folders (PLCrashReporter).
            if let root = path, root.isEmpty || root == ".", let list = firstCapture(#"\bsources:\s*\[([^\]]*)\]"#, in: body) {
                let sources = allCaptures(#""([^"]+)""#, in: list).filter { !$0.isEmpty && $0 != "." }
                if !sources.isEmpty {
                    for source in sources { result.append((kind, name, source, [])) }
                    continue
                }
            }
            result.append(
                (kind, name, path ?? (kind == "testTarget" ? "Tests/\(name)" : kind == "plugin" ? "Plugins/\(name)" : "Sources/\(name)"), uncompiled))
        }
        return result
    }

    /// The spans of the `dependencies: [...]` and `plugins: [...]` lists of a manifest (brackets inside
    /// strings ignored).
    private static func dependencyListRanges(_ text: String) -> [NSRange] {
        let ns = text as NSString
        let pattern = try? NSRegularExpression(pattern: #"\b(?:dependencies|plugins):\s*\["#)
        let closes = ManifestConstants.closingBrackets(ns, opening: 0x5B, closing: 0x5D)
        return (pattern?.matches(in: text, range: NSRange(location: 0, length: ns.length)) ?? []).compactMap { match in
            ManifestConstants.span(from: match.range.location + match.range.length - 1, in: closes)
        }
    }

    /// `s.module_name = 'X'`, else `s.name = 'X'`; `header_dir` names the framework folder of `<X/Y.h>`.
    static func podspecModules(_ text: String) -> [(String, String?)] {
        // A pod that only ships a prebuilt framework (`vendored_frameworks`, no `source_files`: Mapbox's
        // release podspecs) builds nothing of this tree: no module of its folders.
        if !text.contains("source_files"), text.contains("vendored_framework") { return [] }
        var modules: [String] = []
        if let module = firstCapture(#"\.module_name\s*=\s*['"]([^'"]+)['"]"#, in: text) {
            modules.append(module)
        } else if let name = firstCapture(#"\.name\s*=\s*['"]([^'"]+)['"]"#, in: text) {
            modules.append(c99Name(name))
        }
        if let headerDir = firstCapture(#"\.header_dir\s*=\s*['"]([^'"]+)['"]"#, in: text) {
            modules.append(headerDir)
        }
        // A podspec beside the sources names its own folder; one at the root of the tree names the
        // folder its `source_files` patterns all start with (Material Components' subspecs
        // `components/#{component.base_name}/src/*.{h,m}`: `components`), and nothing when they disagree.
        let patterns = allCaptures(#"['"]([^'"]*\*[^'"]*)['"]"#, in: sourceFilesSection(text))
        let folders = Set(patterns.compactMap { $0.split(separator: "/").first.map(String.init) })
        let folder = folders.count == 1 ? folders.first : nil
        return modules.map { ($0, folder) }
    }

    /// The patterns of a podspec's `source_files` as regular expressions over paths relative to its
    /// folder, not those of its test and app specs (`s.test_spec 'unit' do |unit_tests|` …
    /// `unit_tests.source_files = …`): `#{…}` interpolations and `*` match within a folder, `**` across
    /// folders, `{h,m}` either.
    static func podspecSourceExpressions(_ text: String) -> [NSRegularExpression] {
        let excluded = Set(allCaptures(#"(?:test_spec|app_spec)\b[^\n]*?\bdo\s*\|\s*(\w+)\s*\|"#, in: text))
        let ns = text as NSString
        guard let assignment = try? NSRegularExpression(pattern: #"(\w+)\.source_files\s*=\s*(\[[^\]]*\]|['"][^'"]*['"])"#)
        else { return [] }
        var patterns: [String] = []
        for match in assignment.matches(in: text, range: NSRange(location: 0, length: ns.length))
        where !excluded.contains(ns.substring(with: match.range(at: 1))) {
            patterns += allCaptures(#"['"]([^'"]+)['"]"#, in: ns.substring(with: match.range(at: 2)))
        }
        return patterns.compactMap { try? NSRegularExpression(pattern: "^" + globExpression($0) + "$") }
    }

    /// A podspec glob as a regular expression.
    static func globExpression(_ glob: String) -> String {
        var result = ""
        var characters = Array(glob)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if characters.first == "*" {
                    characters.removeFirst()
                    if characters.first == "/" {
                        characters.removeFirst()
                        result += "(?:.*/)?"
                    } else {
                        result += ".*"
                    }
                } else {
                    result += "[^/]*"
                }
            case "?": result += "[^/]"
            case "{": result += "(?:"
            case "}": result += ")"
            case "," : result += "|"
            case "#":
                // `#{component.base_name}`: any one folder's name.
                if characters.first == "{", let close = characters.firstIndex(of: "}") {
                    characters = characters[characters.index(after: close)...]
                    result += "[^/]*"
                } else {
                    result += "#"
                }
            default: result += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return result
    }

    /// The text of the `source_files` assignment(s), to read their patterns.
    static func sourceFilesSection(_ text: String) -> String {
        allCaptures(#"(?m)\.source_files\s*=\s*(\[[^\]]*\]|['"][^'"]*['"])"#, in: text).joined(separator: "\n")
    }

    static func bazelModules(_ text: String) -> [String] {
        var modules = allCaptures(#"\bmodule_name\s*=\s*"([^"]+)""#, in: text)
        if modules.isEmpty {
            modules = allCaptures(#"(?:swift_library|objc_library|ios_framework|apple_static_framework_import)\s*\(\s*name\s*=\s*"([^"]+)""#, in: text)
        }
        return modules
    }

    /// SwiftPM's module name for a target or folder name.
    static func c99Name(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    static func firstCapture(_ pattern: String, in text: String) -> String? {
        allCaptures(pattern, in: text).first
    }

    static func allCaptures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
            ns.substring(with: $0.range(at: 1))
        }
    }
}
