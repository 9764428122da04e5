import CouplingModel
import Foundation

/// The few build settings the build model needs from a target, expanded: its module name, its
/// bridging and prefix headers, its header search paths and the platforms it builds for.
struct TargetSettings: Sendable, Equatable {
    var moduleName: String
    /// The file name of the Objective-C header generated for its Swift (`SWIFT_OBJC_INTERFACE_HEADER_NAME`,
    /// expanded: `$(PROJECT_NAME)-Swift.h`), when written; Xcode's default is `MODULE-Swift.h`.
    var swiftHeader: String?
    var bridgingHeader: String?
    var prefixHeader: String?
    /// `HEADER_SEARCH_PATHS`, `SYSTEM_HEADER_SEARCH_PATHS` then `USER_HEADER_SEARCH_PATHS`, in order, root-relative (`Folder/**`:
    /// recursive); what cannot be expanded or lies outside the scan root is left out.
    var headerSearchPaths: [String] = []
    /// `SUPPORTED_PLATFORMS`, else `SDKROOT`, by platform name (`iOS`, `macOS`…); empty when not known.
    var platforms: [String] = []

    /// Reads them from `settings`; what cannot be expanded or lies outside the scan root is left
    /// out with a note.
    static func resolve(
        _ settings: BuildSettings, targetName: String, projectName: String, location: ProjectLocation,
        notes: inout [String]
    ) -> TargetSettings {
        let expander = SettingExpander(
            settings: settings,
            builtins: [
                "TARGET_NAME": targetName, "PROJECT_NAME": projectName,
                // Relative paths start at SRCROOT, so these are the empty path.
                "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
            ])
        var moduleName = ManifestParsing.c99Name(targetName)
        let written = settings.value("PRODUCT_MODULE_NAME") ?? "$(PRODUCT_NAME:c99extidentifier)"
        if let expanded = expander.expand(written), !expanded.isEmpty {
            moduleName = ManifestParsing.c99Name(expanded)
        } else {
            notes.append(
                "target `\(targetName)`: cannot expand the module name `\(written)`; the target name is taken")
        }
        func path(_ key: String) -> String? {
            guard let written = settings.value(key), !written.trimmingCharacters(in: .whitespaces).isEmpty else {
                return nil
            }
            guard let expanded = expander.expand(written) else {
                notes.append("target `\(targetName)`: \(key) `\(written)` has a variable that is not known here; ignored")
                return nil
            }
            guard let path = location.settingPath(expanded) else {
                notes.append("target `\(targetName)`: \(key) `\(written)` is outside the scanned folder; ignored")
                return nil
            }
            return path
        }
        var swiftHeader: String?
        if let written = settings.value("SWIFT_OBJC_INTERFACE_HEADER_NAME"), !written.trimmingCharacters(in: .whitespaces).isEmpty {
            // (The module name is known by now: `$(SWIFT_MODULE_NAME)-Swift.h` is the default, written out.)
            let named = SettingExpander(
                settings: settings, builtins: expander.builtins.merging(["SWIFT_MODULE_NAME": moduleName]) { $1 })
            if let expanded = named.expand(written), !expanded.isEmpty {
                swiftHeader = PathText.basename(expanded)
            } else {
                notes.append(
                    "target `\(targetName)`: SWIFT_OBJC_INTERFACE_HEADER_NAME `\(written)` has a variable that is not known here; `\(moduleName)-Swift.h` is taken")
            }
        }
        let platforms = (settings.value("SUPPORTED_PLATFORMS") ?? settings.value("SDKROOT")).flatMap(ApplePlatforms.names) ?? []
        var searchPaths: [String] = []
        // (The system paths after the others, as clang's `-isystem` after `-I`: Transmission's `crcany/inc`.)
        for key in ["HEADER_SEARCH_PATHS", "SYSTEM_HEADER_SEARCH_PATHS", "USER_HEADER_SEARCH_PATHS"] {
            for var entry in words(settings.value(key) ?? "") {
                // (Paths elsewhere — `$(PODS_ROOT)`, the SDK's, absolute ones outside — hold no header of the tree.)
                let recursive = entry.hasSuffix("/**")
                if recursive { entry.removeLast(3) }
                guard let expanded = expander.expand(entry), !expanded.isEmpty, let folder = location.settingPath(expanded) else {
                    continue
                }
                let written = recursive ? (folder.isEmpty ? "**" : folder + "/**") : folder
                if !searchPaths.contains(written) { searchPaths.append(written) }
            }
        }
        return TargetSettings(
            moduleName: moduleName, swiftHeader: swiftHeader, bridgingHeader: settings.value("SWIFT_OBJC_BRIDGING_HEADER").map { $0.trimmingCharacters(in: .whitespaces).isEmpty } == true
                ? "" : path("SWIFT_OBJC_BRIDGING_HEADER"),
            prefixHeader: path("GCC_PREFIX_HEADER"), headerSearchPaths: searchPaths, platforms: platforms)
    }

    /// The words of a list setting: separated by blanks, `"…"` keeps blanks in one.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if !quoted, character == " " || character == "\t" || character == "\n" {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words.filter { !$0.isEmpty }
    }
}

/// Apple's platforms by the names XcodeGen writes, from the SDK names build settings write.
enum ApplePlatforms {
    static let bySDK = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "watchos": "watchOS", "watchsimulator": "watchOS",
        "appletvos": "tvOS", "appletvsimulator": "tvOS", "xros": "visionOS", "xrsimulator": "visionOS",
    ]

    /// The platforms of `SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"` or `SDKROOT = macosx`,
    /// sorted; nil when a name is not known (`auto`, a variable, a path).
    static func names(_ value: String) -> [String]? {
        let sdks = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
        guard !sdks.isEmpty else { return nil }
        var names: Set<String> = []
        for sdk in sdks {
            guard let name = bySDK[sdk] else { return nil }
            names.insert(name)
        }
        return names.sorted()
    }
}

/// Expands `$(NAME)`, `${NAME}`, `$NAME` and `$(NAME:operator)` in a build setting's value from
/// the other settings and a few built-in ones; nil when any variable is unknown.
struct SettingExpander {
    let settings: BuildSettings
    let builtins: [String: String]
    /// What Xcode gives a setting nobody wrote.
    static let defaults = ["PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)"]

    func expand(_ value: String) -> String? {
        var visiting: Set<String> = []
        return expand(Array(value.unicodeScalars)[...], visiting: &visiting)
    }

    private func expand(_ text: ArraySlice<Unicode.Scalar>, visiting: inout Set<String>) -> String? {
        // Settings that refer to each other in a loop, or absurdly deep, are not expanded.
        guard visiting.count < 32 else { return nil }
        var result = String.UnicodeScalarView()
        var index = text.startIndex
        while index < text.endIndex {
            let scalar = text[index]
            let next = index + 1 < text.endIndex ? text[index + 1] : nil
            guard scalar == "$", let next else {
                result.append(scalar)
                index += 1
                continue
            }
            let reference: ArraySlice<Unicode.Scalar>
            if next == "(" || next == "{" {
                guard let close = Self.closing(text, from: index + 1) else { return nil }
                reference = text[(index + 2)..<close]
                index = close + 1
            } else if Self.isNameScalar(next) {
                var end = index + 1
                while end < text.endIndex, Self.isNameScalar(text[end]) { end += 1 }
                reference = text[(index + 1)..<end]
                index = end
            } else {
                result.append(scalar)
                index += 1
                continue
            }
            // A reference may itself hold references: `$(PRODUCT_NAME_$(CONFIGURATION))`.
            guard let inner = expand(reference, visiting: &visiting),
                let value = resolve(inner, visiting: &visiting)
            else { return nil }
            result.append(contentsOf: value.unicodeScalars)
        }
        return String(result)
    }

    private func resolve(_ reference: String, visiting: inout Set<String>) -> String? {
        var parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var value: String
        if name == "inherited" {
            value = ""
        } else if let builtin = builtins[name] {
            value = builtin
        } else if let written = settings.value(name) ?? Self.defaults[name] {
            guard !visiting.contains(name) else { return nil }
            visiting.insert(name)
            defer { visiting.remove(name) }
            guard let expanded = expand(Array(written.unicodeScalars)[...], visiting: &visiting) else { return nil }
            value = expanded
        } else {
            return nil
        }
        for operation in parts {
            switch operation {
            case "c99extidentifier", "identifier": value = ManifestParsing.c99Name(value)
            case "rfc1034identifier":
                value = String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
            case "lower": value = value.lowercased()
            case "upper": value = value.uppercased()
            default: return nil
            }
        }
        return value
    }

    /// The index of the `)` or `}` that closes the one at `open`.
    private static func closing(_ text: ArraySlice<Unicode.Scalar>, from open: Int) -> Int? {
        var depth = 0
        for index in open..<text.endIndex {
            switch text[index] {
            case "(", "{": depth += 1
            case ")", "}":
                depth -= 1
                if depth == 0 { return index }
            default: continue
            }
        }
        return nil
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
