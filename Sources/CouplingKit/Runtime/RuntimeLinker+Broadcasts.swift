import CouplingModel

extension RuntimeLinker {
    // MARK: routes

    /// Opens matched with registered patterns: user → registrar. An open that matches nothing is
    /// dangling only when its scheme is one the tree registers routes under (otherwise it is a web
    /// or system URL); a pattern registered twice is a duplicate, and every registrar gets its edge.
    mutating func linkRoutes(_ mentions: [Mention]) {
        var patterns: [(pattern: RoutePattern, mention: Mention)] = []
        for m in mentions where m.mention.role == .register {
            guard let key = key(m.mention.key, at: m.mention), !key.isPrefix else { continue }
            patterns.append((RoutePattern(key.value), m))
        }
        let schemes = Set(patterns.compactMap(\.pattern.scheme))
        for (text, group) in Dictionary(grouping: patterns, by: \.pattern.text).sorted(by: { $0.key < $1.key }) where group.count > 1 {
            finding(
                "duplicate-registration", component: group[0].mention.component, key: text,
                message: "route `\(text)` is registered \(group.count) times", at: group.map(\.mention.mention.location), family: .route)
        }
        for m in mentions where m.mention.role == .use || m.mention.role == .probe {
            guard let key = key(m.mention.key, at: m.mention) else { continue }
            let matched = patterns.filter { $0.pattern.matches(key.value, isPrefix: key.isPrefix) }
            if matched.isEmpty {
                let scheme = RoutePattern.split(key.value).scheme
                if m.mention.role == .use, let scheme, schemes.contains(scheme), !mayBeDynamic(.route, .register) {
                    finding(
                        "dangling-route", component: m.component, key: key.value,
                        message: "`\(key.value)` is opened (\(m.mention.mechanism)) but no route of the tree matches it",
                        at: [m.mention.location], family: .route)
                }
                continue
            }
            if matched.contains(where: { $0.mention.component == m.component }) { continue }
            var seen: Set<Int> = []
            for match in matched where seen.insert(match.mention.component).inserted {
                link(
                    from: m.component, to: match.mention.component, use: m.mention, symbol: match.pattern.text,
                    target: match.mention.mention.location, constant: key.constant)
            }
        }
    }

    // MARK: events

    /// Observers depend on posters: observer → poster, for every pair of components. An event
    /// observed and never posted in the tree is a finding; posted and never observed, an info.
    mutating func linkEvents(_ mentions: [Mention]) {
        var posts: [String: [Mention]] = [:]
        var postedByTests: Set<String> = []
        var observers: [String: [(Mention, String?)]] = [:]
        for m in mentions {
            guard let key = key(m.mention.key, at: m.mention), !key.isPrefix, !isExternal(key.value) else { continue }
            if m.mention.role == .post {
                // Tests post events by hand to exercise observers: they are not the event's posters.
                // (Still, the event is posted in the tree: no finding says it is not.)
                if isTestPath(m.mention.location.path) {
                    postedByTests.insert(key.value)
                    continue
                }
                posts[key.value, default: []].append(m)
            } else if m.mention.role == .observe {
                observers[key.value, default: []].append((m, key.constant))
            }
        }
        for (name, list) in observers.sorted(by: { $0.key < $1.key }) {
            guard let posters = posts[name] else {
                if postedByTests.contains(name) || mayBeDynamic(.event, .post) { continue }
                finding(
                    "event-never-posted", component: list[0].0.component, key: name,
                    message: "`\(name)` is observed but nothing in the tree posts it", at: list.map(\.0.mention.location),
                    family: .event)
                continue
            }
            let ordered = posters.sorted(by: { $0.mention.location < $1.mention.location })
            for (observer, constant) in list {
                // An observer whose own component declares the name (Material Components' Overlay,
                // whose header tells implementors what to post) owns the event: its posters depend
                // on it, through the constant, not it on them.
                if let constant, ownsConstant(constant, observer.component) { continue }
                // Per poster component, its first post that can run in the observer's process.
                var firstPost: [Int: SourceLocation] = [:]
                var apart: [Int: SourceLocation] = [:]
                for p in ordered where firstPost[p.component] == nil {
                    if mayShareProcess(observer, p) {
                        firstPost[p.component] = p.mention.location
                    } else if apart[p.component] == nil {
                        apart[p.component] = p.mention.location
                    }
                }
                for (component, poster) in apart where firstPost[component] == nil && component != observer.component {
                    separateProcesses += 1
                    let pair = (name: name, observer: observer.mention.location, poster: poster)
                    if let first = firstSeparatePair, (first.observer, first.poster) <= (pair.observer, pair.poster) { continue }
                    firstSeparatePair = pair
                }
                for (component, place) in firstPost.sorted(by: { $0.key < $1.key }) {
                    link(from: observer.component, to: component, use: observer.mention, symbol: name, target: place, constant: constant)
                }
            }
        }
        for (name, list) in posts.sorted(by: { $0.key < $1.key }) where observers[name] == nil && !mayBeDynamic(.event, .observe) {
            finding(
                "event-never-observed", component: list[0].component, key: name,
                message: "`\(name)` is posted but nothing in the tree observes it", at: list.map(\.mention.location), family: .event)
        }
    }

    /// Whether every definition of the constant is in the component's files.
    func ownsConstant(_ constant: String, _ component: Int) -> Bool {
        let paths = constants.definingPaths(of: constant)
        return !paths.isEmpty && paths.allSatisfy { componentOfPath($0) == component }
    }

    /// In a folder of tests (`test`, `Tests`, `UnitTests`), whatever the file's name.
    func isInTestFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { segment in
            let lower = segment.lowercased()
            return lower == "test" || lower.hasSuffix("tests")
        }
    }

    /// A test file: under a test folder (`Tests`, `UnitTests`, `SharedTesting`) or named like one (`FooTests.swift`).
    func isTestPath(_ path: String) -> Bool {
        let segments = path.split(separator: "/")
        if let file = segments.last {
            let stem = file.split(separator: ".").first ?? file
            if stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec") { return true }
        }
        return segments.dropLast().contains { segment in
            let lower = segment.lowercased()
            return lower == "test" || lower.hasSuffix("tests") || lower.hasSuffix("testing")
        }
    }
}
