import CouplingModel

/// Pairs run-time uses with the declarations and registrations their keys reach, by value, and
/// turns the cross-component pairs into references (user → provider for look-ups, observer →
/// poster for events). Keys with no partner become findings; system names are neither.
struct RuntimeLinker {
    struct Mention {
        var mention: RuntimeMention
        var component: Int
    }

    let componentNames: [String]
    let declarations: RuntimeDeclarations
    let constants: RuntimeConstantTable
    let options: RuntimeOptions
    var references: [ResolvedReference] = []
    var findings: [RuntimeFinding] = []
    /// Where each finding is in `findings`, by rule, component, key and message.
    private var findingIndex: [String: Int] = [:]
    /// Keys that files outside every component (directly in the scanned folder) mention or declare:
    /// no edge reaches them, but no finding may say that nothing in the tree has them.
    var outside: Set<String> = []
    /// Families and roles that some call of the tree passes a variable key to (a wrapper's
    /// `post(name: name)`): no finding may claim that nothing in the tree posts, observes or
    /// registers a key of that family.
    var dynamicUses: Set<RuntimeDynamicUse> = []
    /// The app targets a file runs in, when the build model knows (`BuildModel.processes`): two
    /// files of different apps (an iOS app and its watch app) never share a notification center.
    var processes: @Sendable (_ path: String, _ component: Int) -> (project: String, apps: Set<Int>, platforms: Set<String>)? = { _, _ in nil }
    /// The component of a file of the tree.
    var componentOfPath: @Sendable (_ path: String) -> Int? = { _ in nil }
    /// Observer–poster pairs left unlinked because no app target compiles both files, and the first
    /// of them (by the observer's place), which the note names.
    var separateProcesses = 0
    var firstSeparatePair: (name: String, observer: SourceLocation, poster: SourceLocation)?

    /// Whether the files of two mentions may run in one process, or reach each other across processes
    /// (both through a distributed center: a command-line tool's post to its app).
    func mayShareProcess(_ a: Mention, _ b: Mention) -> Bool {
        if a.mention.crossProcess, b.mention.crossProcess { return true }
        guard let first = processes(a.mention.location.path, a.component),
            let second = processes(b.mention.location.path, b.component)
        else { return true }
        guard first.project == second.project else {
            // Apps of two projects: apart only when they build for no common platform.
            return first.platforms.isEmpty || second.platforms.isEmpty || !first.platforms.isDisjoint(with: second.platforms)
        }
        return !first.apps.isDisjoint(with: second.apps)
    }

    /// Whether a call of `family` and `role` with a variable key may stand for any key.
    func mayBeDynamic(_ family: RuntimeFamily, _ role: RuntimeRole) -> Bool {
        dynamicUses.contains(RuntimeDynamicUse(family: family, role: role))
    }
    var unresolvedConstants = 0
    private let exclusive: [String: Int]

    init(componentNames: [String], declarations: RuntimeDeclarations, constants: RuntimeConstantTable, options: RuntimeOptions) {
        self.componentNames = componentNames
        self.declarations = declarations
        self.constants = constants
        self.options = options
        var groups: [String: Int] = [:]
        for (index, group) in options.exclusive.enumerated() { for name in group { groups[name] = index } }
        exclusive = groups
    }

    /// A key resolved to a value, with the constant spelled at the use.
    struct Key {
        var value: String
        var constant: String?
        var isPrefix: Bool
    }

    /// Records what files outside every component mention (their keys' values) and declare.
    mutating func noteOutside(mentions: [RuntimeMention], declared: Set<String>) {
        outside.formUnion(declared)
        for mention in mentions {
            for expression in [mention.key, mention.key2].compactMap({ $0 }) {
                if case .value(let value, _) = constants.resolve(expression, in: mention.location.path) { outside.insert(value) }
            }
            if let provider = mention.provider { outside.insert(provider) }
        }
    }

    /// The value of a key expression; nil (counted) when it names no constant of the tree or is ambiguous.
    mutating func key(_ expression: RuntimeKeyExpression, at mention: RuntimeMention) -> Key? {
        switch constants.resolve(expression, in: mention.location.path) {
        case .value(let value, let constant):
            // An empty key (`<string></string>`) names nothing: neither an edge nor a finding.
            return value.isEmpty ? nil : Key(value: value, constant: constant, isPrefix: false)
        case .prefix(let value, let constant): return Key(value: value, constant: constant, isPrefix: true)
        case .unresolved, .ambiguous:
            // (A variable read as a constant name, `post(name: name)`, may stand for any key; a
            // notification constant of the SDK or a package, `.didEnterBackgroundNotification`, or one
            // with the system's prefix, `NSWorkspaceSessionDidResignActiveNotification`, is one key that
            // is not the tree's: Santa's observers of those silenced every never-observed finding.)
            unresolvedConstants += 1
            if case .constant(let name) = expression, Self.isOutsideNotificationName(name) || isExternal(name) { return nil }
            dynamicUses.insert(RuntimeDynamicUse(family: mention.family, role: mention.role))
            return nil
        }
    }

    /// `didEnterBackgroundNotification` (also `UIApplication.didEnterBackgroundNotification`): how
    /// Swift spells the SDK's notification names.
    static func isOutsideNotificationName(_ spelled: String) -> Bool {
        let name = spelled.split(separator: ".").last ?? spelled[...]
        return name.count > "Notification".count && name.hasSuffix("Notification") && name.first?.isLowercase == true
    }

    func isExternal(_ value: String) -> Bool {
        // A reserved identifier (`__NSCFLocalSessionTask`, `_UITableViewCellSeparatorView`) names the
        // system's private classes, and `Swift.` the standard library's (`Swift._SwiftObject`, and
        // its root class's Objective-C name, `SwiftObject`): an introspection tool looks them up.
        if value.hasPrefix("__") || (value.hasPrefix("_") && value.dropFirst().first?.isUppercase == true)
            || value.hasPrefix("Swift.") || value == "SwiftObject"
        {
            return true
        }
        return options.externalPrefixes.contains { prefix in
            // (A prefix that is a word, `XCTest`, is also the SDK's class of that name.)
            value.hasPrefix(prefix)
                && (value.dropFirst(prefix.count).first.map { $0.isUppercase || $0 == "_" }
                    ?? prefix.dropFirst().contains(where: \.isLowercase))
        }
    }

    /// Components that never run together get no edge between them.
    func mayLink(_ from: Int, _ to: Int) -> Bool {
        guard from != to else { return false }
        if let a = exclusive[componentNames[from]], let b = exclusive[componentNames[to]], a == b { return false }
        return true
    }

    mutating func link(
        from: Int, to: Int, use: RuntimeMention, symbol: String, target: SourceLocation?, constant: String?
    ) {
        guard mayLink(from, to) else { return }
        let kind = EvidenceKind(rawValue: use.family.rawValue) ?? .symbol
        let detail = RuntimeDetail(mechanism: use.mechanism, constant: constant, strength: use.role == .probe ? .probe : .hard)
        references.append(
            ResolvedReference(
                from: from, to: to,
                evidence: Evidence(location: use.location, symbol: symbol, kind: kind, target: target, runtime: detail)))
    }

    mutating func finding(_ rule: String, component: Int, key: String, message: String, at locations: [SourceLocation], family: RuntimeFamily) {
        if outside.contains(key) { return }
        let kind = EvidenceKind(rawValue: family.rawValue) ?? .symbol
        // One finding per rule, component, key and message, with all its places (a class probed
        // at three places is one thing to look at).
        let id = [rule, String(component), key, message].joined(separator: "\u{0}")
        if let index = findingIndex[id] {
            let places = Set(findings[index].evidence.map(\.location)).union(locations)
            findings[index].evidence = places.sorted().prefix(RuleEvidence.evidenceLimit).map {
                Evidence(location: $0, symbol: key, kind: kind)
            }
            return
        }
        findingIndex[id] = findings.count
        findings.append(
            RuntimeFinding(
                ruleID: rule, component: componentNames[component], key: key, message: message,
                evidence: locations.sorted().prefix(RuleEvidence.evidenceLimit).map { Evidence(location: $0, symbol: key, kind: kind) }))
    }

    /// The declaring components of a name, each with its first place (headers before implementations by path order).
    func owners(_ places: [RuntimeDeclarations.Place]) -> [(component: Int, location: SourceLocation)] {
        var first: [Int: SourceLocation] = [:]
        for place in places.sorted(by: { $0.location < $1.location }) where first[place.component] == nil {
            first[place.component] = place.location
        }
        return first.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    // MARK: class names

    /// `NSClassFromString(@"X")`, `objc_getClass("X")`, `NSProtocolFromString(@"P")`.
    mutating func linkClassNames(_ uses: [Mention]) {
        // A file that tests whether a class exists guards its other look-ups of that class too
        // (`if (NSClassFromString(@"X")) { [NSClassFromString(@"X") shared] … }`).
        var probed: Set<String> = []
        for use in uses where use.mention.role == .probe {
            if case .value(let value, _) = constants.resolve(use.mention.key, in: use.mention.location.path) {
                probed.insert(use.mention.location.path + "\u{0}" + value)
            }
        }
        for var use in uses {
            guard let key = key(use.mention.key, at: use.mention), !key.isPrefix else { continue }
            if use.mention.role == .use, probed.contains(use.mention.location.path + "\u{0}" + key.value) { use.mention.role = .probe }
            var owners = owners(declarations.places(of: key.value, names: use.mention.names))
            // A test double of the class (Facebook's `FBSDKLoginManager` fake in CoreKit's tests) is
            // never what code outside the tests loads; one standing in for a class the tree does not
            // have (Mapbox's `MBXAccounts` stub of another SDK's) is no edge from the shipped code.
            if !owners.isEmpty, !isTestPath(use.mention.location.path) {
                let shipped = owners.filter { !isTestPath($0.location.path) }
                // (Only a test folder's stub: a shipped `ASLayoutSpec.mm` is named like a test, not in one.)
                if shipped.isEmpty, owners.allSatisfy({ isInTestFolder($0.location.path) }) { continue }
                if !shipped.isEmpty { owners = shipped }
            }
            // Of several components declaring the class, the one implementing it is what the run time
            // finds (Hex Fiend's app re-declares the framework's `HFRandomDataByteSlice` to call it).
            if owners.count > 1, use.mention.names == .class, let implementers = declarations.implementers[key.value] {
                let implementing = owners.filter { implementers.contains($0.component) || $0.location.path.hasSuffix(".swift") }
                if !implementing.isEmpty { owners = implementing }
            }
            // Interfaces of a class the tree never implements (FLEX's copy of Firebase's
            // `FIRDocumentSnapshot`, of the system's `NSBlock`): another binary's class, unless the header
            // is a prebuilt framework's, whose binary is the class's.
            var interfaceOnly = false
            if !owners.isEmpty, declarations.implementers[key.value] == nil, use.mention.names == .class,
                owners.allSatisfy({ $0.location.path.hasSuffix(".h") && HeaderResolver.enclosingBundle($0.location.path) == nil })
            {
                owners = []
                interfaceOnly = true
                if use.mention.role != .probe { continue }
            }
            // A system prefix means the SDK's class only when the tree declares no such name (`CK` is
            // CloudKit's and many apps' own prefix).
            if owners.isEmpty, isExternal(key.value) || declarations.inherited.contains(key.value) { continue }
            if owners.isEmpty {
                let what = use.mention.names == .protocol ? "protocol" : "class"
                finding(
                    use.mention.role == .probe ? "runtime-probe-missing" : "dangling-class", component: use.component,
                    key: key.value,
                    message: interfaceOnly
                        ? "`\(key.value)` is looked up by name (\(use.mention.mechanism)) but the tree only declares an interface of it, never implements it"
                        : "`\(key.value)` is looked up by name (\(use.mention.mechanism)) but no \(what) of the tree declares it",
                    at: [use.mention.location], family: .runtimeClass)
                continue
            }
            if owners.contains(where: { $0.component == use.component }) { continue }
            if owners.count > 1 {
                finding(
                    "ambiguous-key", component: use.component, key: key.value,
                    message: "`\(key.value)` is declared by \(owners.map { componentNames[$0.component] }.joined(separator: ", ")): the look-up is no edge",
                    at: [use.mention.location] + owners.map(\.location), family: .runtimeClass)
                continue
            }
            link(from: use.component, to: owners[0].component, use: use.mention, symbol: key.value, target: owners[0].location, constant: key.constant)
        }
    }
}
