import CouplingModel

extension RuntimeLinker {
    // MARK: registries

    /// Registry entries (plist/JSON values, `@BeeHiveMod`) name classes; service look-ups
    /// (`createService:@protocol(P)`) reach the class registered for P (`@BeeHiveService(P, Impl)`,
    /// `registerService:service:`, `BHService.plist`).
    mutating func linkRegistries(_ mentions: [Mention]) {
        var services: [String: [(provider: String, mention: Mention)]] = [:]
        var modules: [String: [Mention]] = [:]
        for m in mentions where m.mention.role == .register {
            guard let key = key(m.mention.key, at: m.mention), !key.isPrefix else { continue }
            if m.mention.names == .protocol {
                let provider = m.mention.provider ?? m.mention.key2.flatMap { self.key($0, at: m.mention)?.value }
                if let provider { services[key.value, default: []].append((provider, m)) }
            } else {
                modules[key.value, default: []].append(m)
            }
        }
        for (key, registrations) in services.sorted(by: { $0.key < $1.key }) where Set(registrations.map(\.mention.mention.location)).count > 1 {
            guard let first = registrations.map(\.mention).min(by: { $0.mention.location < $1.mention.location }) else { continue }
            finding(
                "duplicate-registration", component: first.component, key: key,
                message: "service `\(key)` is registered \(registrations.count) times (\(Set(registrations.map(\.provider)).sorted().joined(separator: ", ")))",
                at: registrations.map(\.mention.mention.location), family: .registry)
        }
        // Each bundle names its own principal class in its Info.plist: several bundles (apps, their
        // extensions) naming one class is no duplicate registration.
        for (key, all) in modules.sorted(by: { $0.key < $1.key }) {
            // (Only under a key that says "class" is a value a registration: a class named under
            // several keys of a plug-in table, Quicksilver's `QSRegistration`, serves each of them. A
            // code table lists the classes a file looks up: two tables, two tests looking up one class
            // (Realm's schema tests), register nothing twice.)
            let registrations = all.filter {
                !RegistryMentions.isBundleEntry($0.mention) && $0.mention.mechanism != "code table"
                    && !RegistryMentions.isValueNamingClass($0.mention)
            }
            guard registrations.count > 1 else { continue }
            finding(
                "duplicate-registration", component: registrations[0].component, key: key,
                message: "module `\(key)` is registered \(registrations.count) times",
                at: registrations.map(\.mention.location), family: .registry)
        }
        for m in mentions {
            switch m.mention.role {
            case .register:
                // A registration names its class (a plist entry, an annotation): the registry depends on it.
                // (`@BeeHiveService(P, Impl)` names Impl only as a string; a call's `[Impl class]` is code.)
                if m.mention.names == .protocol, m.mention.mechanism.hasPrefix("@BeeHive"), let provider = m.mention.provider {
                    linkClassEntry(m, name: provider, constant: nil)
                    continue
                }
                guard m.mention.names == .class, let key = key(m.mention.key, at: m.mention) else { continue }
                linkClassEntry(m, name: key.value, constant: key.constant)
                if let provider = m.mention.provider { linkClassEntry(m, name: provider, constant: nil) }
            case .use, .probe:
                guard let key = key(m.mention.key, at: m.mention) else { continue }
                if m.mention.names == .class {
                    linkClassEntry(m, name: key.value, constant: key.constant)
                    continue
                }
                guard let registrations = services[key.value], !registrations.isEmpty else {
                    if !declarations.places(of: key.value, names: .protocol).isEmpty, !mayBeDynamic(.registry, .register) {
                        finding(
                            "dangling-service", component: m.component, key: key.value,
                            message: "service `\(key.value)` is asked for (\(m.mention.mechanism)) but registered nowhere",
                            at: [m.mention.location], family: .registry)
                    }
                    continue
                }
                for provider in Set(registrations.map(\.provider)).sorted() {
                    let owners = owners(declarations.places(of: provider, names: .class))
                    guard owners.count == 1 else { continue }
                    link(from: m.component, to: owners[0].component, use: m.mention, symbol: key.value, target: owners[0].location, constant: key.constant)
                }
            default:
                continue
            }
        }
    }

    /// A registry entry naming a class: an edge to the class's component; a dangling entry when a
    /// registry key says it is a class (`moduleClass`, `impl`, `NSPrincipalClass`) and nothing declares
    /// it, neither the tree nor an SDK (CarPlay's `CPTemplateApplicationScene` as a scene class).
    private mutating func linkClassEntry(_ m: Mention, name: String, constant: String?) {
        let owners = owners(declarations.places(of: name, names: .class))
        if owners.isEmpty {
            if isExternal(name) || SwiftSDKNames.declaresAnywhere(name) || declarations.inherited.contains(name) { return }
            if m.mention.mechanism.hasSuffix(":class") || m.mention.mechanism.hasPrefix("@BeeHive") {
                finding(
                    "dangling-class", component: m.component, key: name,
                    message: "`\(name)` is registered (\(m.mention.mechanism)) but no class of the tree declares it",
                    at: [m.mention.location], family: .registry)
            }
            return
        }
        if owners.contains(where: { $0.component == m.component }) { return }
        guard owners.count == 1 else {
            // (Said, not dropped: which of the classes the registry means is not known here.)
            finding(
                "ambiguous-key", component: m.component, key: name,
                message: "`\(name)` is registered (\(m.mention.mechanism)) and declared by \(owners.map { componentNames[$0.component] }.joined(separator: ", ")): the registration is no edge",
                at: [m.mention.location] + owners.map(\.location), family: .registry)
            return
        }
        link(from: m.component, to: owners[0].component, use: m.mention, symbol: name, target: owners[0].location, constant: constant)
    }

    // MARK: target-action

    /// `performTarget:@"A" action:@"detail"` → `Target_A` / `Action_detail:`; the URL form's host is the
    /// target and its path the action.
    mutating func linkMediators(_ mentions: [Mention]) {
        var targets: [String: [Mention]] = [:]
        var actions: [String: [String: [Mention]]] = [:]
        for m in mentions where m.mention.role == .register {
            guard case .literal(let target) = m.mention.key else { continue }
            if case .literal(let action)? = m.mention.key2 {
                actions[target, default: [:]][action, default: []].append(m)
            } else {
                targets[target, default: []].append(m)
            }
        }
        for m in mentions where m.mention.role == .use || m.mention.role == .probe {
            var target: String
            var action: String?
            var constant: String?
            guard let first = key(m.mention.key, at: m.mention) else { continue }
            constant = first.constant
            if m.mention.names == .url {
                let (_, rest) = RoutePattern.split(first.value)
                let parts = rest.split(separator: "/").map(String.init)
                guard let host = parts.first, !(first.isPrefix && parts.count < 2) else { continue }
                target = host
                action = parts.count > 1 ? parts[1] : nil
                if let action, action.hasPrefix("native") {
                    finding(
                        "mediator-native-from-url", component: m.component, key: "\(target)/\(action)",
                        message: "`\(action)` is called through a URL: CTMediator refuses native actions there",
                        at: [m.mention.location], family: .targetAction)
                }
            } else {
                guard !first.isPrefix else { continue }
                target = first.value
                if let second = m.mention.key2, let resolved = key(second, at: m.mention), !resolved.isPrefix { action = resolved.value }
            }
            let symbol = action.map { "\(target)/\($0)" } ?? target
            guard let declared = targets[target], !declared.isEmpty else {
                finding(
                    "dangling-target", component: m.component, key: symbol,
                    message: "target `\(target)` is called (\(m.mention.mechanism)) but no `\(options.targetPrefixes.first ?? "")\(target)` class exists",
                    at: [m.mention.location], family: .targetAction)
                continue
            }
            var reached = declared
            if let action {
                guard let handlers = actions[target]?[action], !handlers.isEmpty else {
                    finding(
                        "dangling-action", component: m.component, key: symbol,
                        message: "action `\(action)` of target `\(target)` is called but `\(options.targetPrefixes.first ?? "")\(target)` has no `\(options.actionPrefixes.first ?? "")\(action)`",
                        at: [m.mention.location] + declared.map(\.mention.location), family: .targetAction)
                    continue
                }
                reached = handlers
            }
            let components = Set(reached.map(\.component))
            if components.contains(m.component) { continue }
            for component in components.sorted() {
                let place = reached.filter { $0.component == component }.map(\.mention.location).min()
                link(from: m.component, to: component, use: m.mention, symbol: symbol, target: place, constant: constant)
            }
        }
    }
}
