import CouplingModel

/// Registry files (property lists, JSON) as run-time mentions: a value equal to an Objective-C class
/// the tree declares names that class (the file's component uses it at run time); values under
/// keys that say "class" (`moduleClass`, `impl`, `NSPrincipalClass`…) name one whether or not it
/// exists (a dangling entry); BeeHive's `{service, impl}` pairs register a service.
struct RegistryMentions {
    let tree: SourceTree
    let declarations: RuntimeDeclarations
    let moduleOf: [Int: String]
    let options: RuntimeOptions

    /// Keys whose values are class names by contract. (Not a bare `class`: data files use it for
    /// anything, a privacy grade `"class": "B"`; its values count when they name a class of the tree.)
    static let classKeys: Set<String> = [
        "moduleClass", "impl", "NSPrincipalClass", "NSExtensionPrincipalClass", "UISceneDelegateClassName",
        "UISceneClassName", "CLKComplicationPrincipalClass", "WKExtensionDelegateClassName", "WKApplicationDelegateClassName",
        "className", "pluginClass",
    ]
    /// The keys of an `Info.plist` that name classes; its other values under the system's keys are
    /// never read as class names. (Under a key of its own, such as a plug-in host's `QSRegistration`
    /// table, a value naming a class of the tree names it, as in any registry file.)
    static let infoPlistKeys: Set<String> = [
        "NSPrincipalClass", "NSExtensionPrincipalClass", "UISceneDelegateClassName", "UISceneClassName",
        "CLKComplicationPrincipalClass", "WKExtensionDelegateClassName", "WKApplicationDelegateClassName",
        // (`CFBundleDocumentTypes`' document classes: `$(PRODUCT_MODULE_NAME).GameDocument`. Read for
        // the classes of the tree they name, never a `dangling-class`: Adium's Xtras Creator plist names
        // six document classes of sources the tree does not have.)
        "NSDocumentClass",
    ]
    static let maximumSize = 1 << 20

    /// Prefixes of the keys Apple's platforms define in an `Info.plist` (`CFBundleName`,
    /// `NSAppTransportSecurity`, `UILaunchScreen`, `LSApplicationQueriesSchemes`…).
    static let systemInfoKeyPrefixes = [
        "CF", "NS", "UI", "LS", "WK", "CL", "MK", "UT", "ITS", "GK", "BG", "DT", "IN", "PH", "SK", "AV", "MinimumOSVersion",
        "Apple", "App", "Privacy", "OS", "Build",
    ]

    /// Whether the `Info.plist` value is read: under a class key, or under a key the system does not define.
    static func isRead(inInfoPlist value: RegistryFileReader.Value) -> Bool {
        if let key = value.key, infoPlistKeys.contains(key) { return true }
        guard let top = value.topKey else { return false }
        return !systemInfoKeyPrefixes.contains { top.hasPrefix($0) }
    }

    /// In a documentation folder (`doc/`, `docs/`, `Documentation/`; discovery skips `X.docc/`), which no
    /// build bundles: ownCloud's `doc/CONFIGURATION.json` lists each setting's `className`, registering nothing.
    static func isDocumentation(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let name = folder.lowercased()
            return name == "doc" || name == "docs" || name == "documentation"
        }
    }

    /// CocoaPods' generated acknowledgements (`Pods-App-acknowledgements.plist`), whose titles are the
    /// pods' names, which a pod's class may share (Hammerspoon's `ORSSerialPort`): no registry.
    static func isAcknowledgements(_ name: String) -> Bool {
        name.lowercased().hasSuffix("acknowledgements.plist")
    }

    /// A registry file's value that names a class of the tree under a key that does not say "class".
    static func isValueNamingClass(_ mention: RuntimeMention) -> Bool {
        let path = mention.location.path
        return (path.hasSuffix(".plist") || path.hasSuffix(".json")) && !mention.mechanism.hasSuffix(":class")
    }

    /// Letters, digits, `_` and the dots of a Swift class's module-qualified name: what a class's
    /// run-time name can be (not an unexpanded `$(SETTING)`, not a sentence).
    static func isClassNameShaped(_ text: String) -> Bool {
        guard let first = text.utf8.first, first != UInt8(ascii: "."), !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return text.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    /// A bundle's own class in its `Info.plist` (`NSPrincipalClass`…): what the mechanism says.
    static func isBundleEntry(_ mention: RuntimeMention) -> Bool {
        guard let key = mention.mechanism.split(separator: " ").last else { return false }
        return infoPlistKeys.contains(String(key.hasSuffix(":class") ? key.dropLast(6) : key))
    }

    func all() -> [RuntimeLinker.Mention] {
        var result: [RuntimeLinker.Mention] = []
        for path in tree.resources where !Self.isDocumentation(path) && !Self.isAcknowledgements(path) {
            guard let component = tree.component(containing: path),
                !options.isIgnoredByHeuristics(path, component: tree.components[component].path)
            else { continue }
            let absolute = tree.absolutePath(path)
            guard let size = FileSystem.signature(absolute)?.size, size <= Self.maximumSize,
                let bytes = try? FileSystem.read(absolute), !bytes.prefix(8).elementsEqual("bplist00".utf8)
            else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let isInfo = name == "Info.plist" || name.hasSuffix("-Info.plist")
            for value in RegistryFileReader.values(of: bytes, isJSON: path.hasSuffix(".json")) where !value.text.isEmpty {
                if isInfo, !Self.isRead(inInfoPlist: value) { continue }
                let location = SourceLocation(path: path, line: value.line, column: value.column)
                let mechanism = "\(name) \(value.key ?? "[]")"
                let className = runtimeName(value.text, component: component)
                if value.key == "service", let impl = value.siblings["impl"] {
                    result.append(
                        RuntimeLinker.Mention(
                            mention: RuntimeMention(
                                family: .registry, role: .register, names: .protocol, key: .literal(value.text),
                                mechanism: mechanism, location: location, provider: runtimeName(impl, component: component)),
                            component: component))
                    continue
                }
                // (`$(PRINCIPAL_CLASS)`: a build setting the plist is processed with, whose value is not here.)
                let byContract = value.key.map(Self.classKeys.contains) ?? false && Self.isClassNameShaped(className)
                guard byContract || !declarations.places(of: className, names: .class).isEmpty else { continue }
                result.append(
                    RuntimeLinker.Mention(
                        mention: RuntimeMention(
                            family: .registry, role: .register, names: .class, key: .literal(className),
                            mechanism: byContract ? mechanism + ":class" : mechanism, location: location),
                        component: component))
            }
        }
        return result
    }

    /// `$(PRODUCT_MODULE_NAME).Plugin` is the Swift class `Plugin` of the file's own module; when no
    /// class of that module has the name (the plist belongs to another target than its folder's: a
    /// watch app's plist naming its extension's class), the one Swift class of that name in another module.
    private func runtimeName(_ text: String, component: Int) -> String {
        guard let name = Self.afterModuleSetting(text).map(String.init) else { return text }
        let qualified = "\(moduleOf[component] ?? "").\(name)"
        if declarations.places(of: qualified, names: .class).isEmpty {
            // (One class may have two run-time names: its folder's module and its project target's.)
            let elsewhere = declarations.swiftClassNames(named: name)
            if let first = elsewhere.first, Set(elsewhere.flatMap { declarations.places(of: $0, names: .class) }).count == 1 { return first }
        }
        return qualified
    }

    /// The build settings a module name is made of, and their modifiers (`$(PRODUCT_NAME:c99extidentifier)`
    /// is what `PRODUCT_MODULE_NAME` defaults to).
    private static let moduleSettings: Set<Substring> = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME", "TARGET_NAME"]
    private static let moduleModifiers: Set<Substring> = ["c99extidentifier", "rfc1034identifier", "identifier"]

    /// `Plugin` of `$(SETTING).Plugin` or `${SETTING:modifier}.Plugin` when SETTING names the module;
    /// nil for any other text.
    static func afterModuleSetting(_ text: String) -> Substring? {
        guard text.hasPrefix("$(") || text.hasPrefix("${") else { return nil }
        let close: Character = text.hasPrefix("$(") ? ")" : "}"
        guard let end = text.firstIndex(of: close) else { return nil }
        let inside = text[text.index(text.startIndex, offsetBy: 2)..<end].split(separator: ":", omittingEmptySubsequences: false)
        guard let setting = inside.first, moduleSettings.contains(setting), inside.count <= 2,
            inside.count == 1 || moduleModifiers.contains(inside[1])
        else { return nil }
        let rest = text[text.index(after: end)...]
        guard rest.first == ".", rest.count > 1 else { return nil }
        return rest.dropFirst()
    }
}
