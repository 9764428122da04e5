import Foundation

/// The string constants a `Package.swift` spells out, so that a target named by one is read without
/// running the manifest: `let`s at the top level, the static members of a type or an extension
/// (`enum Targets { static let core = "KSCrashCore" }`), and `String` properties that wrap `self`
/// (`var tests: String { "\(self)Tests" }`). `name: Targets.core.tests` is then `KSCrashCoreTests`.
/// Anything else (a call, an interpolation of another constant, a conditional) stays unknown.
struct ManifestConstants {
    /// By the name an expression spells: `core`, `Targets.core`. Nil: two constants of that name differ.
    private var values: [String: String?] = [:]
    /// `tests` → ("", "Tests"): `self` with a prefix and a suffix.
    private var wrappers: [String: (prefix: String, suffix: String)?] = [:]

    init(_ text: String) {
        let ns = text as NSString
        let types = Self.typeBodies(text)
        let constant = #"(?<![A-Za-z0-9_.])(static\s+)?(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*String\s*)?=\s*"([^"\\]*)""#
        let constants = Self.matches(constant, in: text)
        let enclosing = Self.innermost(of: types.map(\.range), at: constants.map(\.range.location))
        for (match, type) in zip(constants, enclosing) {
            let name = ns.substring(with: match.range(at: 2))
            let value = ns.substring(with: match.range(at: 3))
            let isStatic = match.range(at: 1).location != NSNotFound
            if let type {
                guard isStatic else { continue }  // (an instance member is no constant)
                record(types[type].name + "." + name, value)
                // `.core` where a `String` is expected finds an extension's static member.
                if types[type].isExtension { record(name, value) }
            } else {
                record(name, value)
            }
        }
        let wrapper = #"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*String\s*\{\s*(?:return\s+)?"([^"\\]*)\\\(self\)([^"\\]*)"\s*\}"#
        for match in Self.matches(wrapper, in: text) {
            let name = ns.substring(with: match.range(at: 1))
            let shape = (ns.substring(with: match.range(at: 2)), ns.substring(with: match.range(at: 3)))
            if let known = wrappers[name], known.map({ $0 != shape }) ?? true { wrappers[name] = .some(nil) } else { wrappers[name] = shape }
        }
    }

    private mutating func record(_ name: String, _ value: String) {
        if let known = values[name], known != value { values[name] = .some(nil) } else { values[name] = value }
    }

    /// The value of `Targets.core`, `.core`, `core`, `Targets.core.tests`; nil when any part is unknown.
    func evaluate(_ expression: String) -> String? {
        let parts = expression.hasPrefix(".") ? Array(expression.dropFirst().split(separator: ".")) : expression.split(separator: ".")
        guard !parts.isEmpty else { return nil }
        // The longest leading run that names a constant, then the wrappers after it.
        for count in stride(from: parts.count, through: 1, by: -1) {
            guard let known = values[parts[..<count].joined(separator: ".")] else { continue }
            guard var value = known else { return nil }
            for member in parts[count...] {
                guard let shape = wrappers[String(member)], let (prefix, suffix) = shape else { return nil }
                value = prefix + value + suffix
            }
            return value
        }
        return nil
    }

    /// The bodies of the types and extensions the text declares (from `{` to its `}`), by name.
    private static func typeBodies(_ text: String) -> [(name: String, isExtension: Bool, range: NSRange)] {
        let ns = text as NSString
        var found: [(String, Bool, NSRange)] = []
        let declaration = #"\b(enum|struct|class|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)[^{};]*\{"#
        let closes = closingBrackets(ns, opening: 0x7B, closing: 0x7D)
        for match in matches(declaration, in: text) {
            guard let body = span(from: match.range.location + match.range.length - 1, in: closes) else { continue }
            found.append((ns.substring(with: match.range(at: 2)), ns.substring(with: match.range(at: 1)) == "extension", body))
        }
        return found
    }

    /// Where each bracket of one kind that opens closes (brackets in strings ignored), in one pass:
    /// looking for each one's close from where it opens took a crafted manifest of many unclosed
    /// brackets quadratic time.
    static func closingBrackets(_ ns: NSString, opening: unichar, closing: unichar) -> [Int: Int] {
        var closes: [Int: Int] = [:]
        var open: [Int] = []
        var inString = false
        for index in 0..<ns.length {
            let character = ns.character(at: index)
            if character == 0x22 {  // `"`
                inString.toggle()
            } else if !inString, character == opening {
                open.append(index)
            } else if !inString, character == closing, let start = open.popLast() {
                closes[start] = index
            }
        }
        return closes
    }

    /// For each location (ascending), the innermost of the spans (nested or apart, as matched
    /// brackets are) that holds it: one sweep, where asking every span for every location was
    /// quadratic on a crafted manifest.
    static func innermost(of spans: [NSRange], at locations: [Int]) -> [Int?] {
        let order = spans.indices.sorted { (spans[$0].location, -spans[$0].length) < (spans[$1].location, -spans[$1].length) }
        var open: [Int] = []  // nested, outermost first
        var next = 0
        return locations.map { location in
            while next < order.count, spans[order[next]].location <= location {
                while let top = open.last, NSMaxRange(spans[top]) <= spans[order[next]].location { open.removeLast() }
                open.append(order[next])
                next += 1
            }
            while let top = open.last, NSMaxRange(spans[top]) <= location { open.removeLast() }
            return open.last
        }
    }

    /// From the opening bracket at `open` to the one that closes it; nil when none does.
    static func span(from open: Int, in closes: [Int: Int]) -> NSRange? {
        closes[open].map { NSRange(location: open, length: $0 - open + 1) }
    }

    private static func matches(_ pattern: String, in text: String) -> [NSTextCheckingResult] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }
}
