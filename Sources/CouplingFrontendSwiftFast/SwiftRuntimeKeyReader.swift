import CouplingModel

/// Reads the key a Swift argument spells: `"v"` (or the literal prefix of an interpolated string),
/// `.name` (a constant of the `Notification.Name` shorthand), `Keys.name`, `name`,
/// `Notification.Name("v")`, `Notification.Name(rawValue: "v")`, `.init("v")`, `URL(string: …)`,
/// `P.self`, `String(describing: C.self)`. Anything else is dynamic: nil, never a guess.
struct SwiftRuntimeKeyReader {
    let walker: SwiftRuntimeWalker

    func read(_ start: Int, _ end: Int) -> RuntimeKeyExpression? {
        var end = end
        // A force unwrap or `as String` after the key changes nothing.
        while end > start + 1, walker.isOperator(end - 1, "!") { end -= 1 }
        guard start < end else { return nil }
        if walker.kind(start) == .stringBegin, walker.partner[start] == end - 1 {
            return string(start, end - 1)
        }
        // `.name`
        if end - start == 2, walker.kind(start) == .period, walker.kind(start + 1) == .identifier {
            return .constant(walker.spelling(start + 1))
        }
        // `name`, `Keys.name`, `Notification.Name.name`
        if walker.kind(end - 1) == .identifier, (start..<end).allSatisfy({ walker.kind($0) == .identifier || walker.kind($0) == .period }) {
            let last = walker.spelling(end - 1)
            // `P.self`, `Module.P.self`: the type's name.
            if last == "self", end - start >= 3 { return .literal(walker.spelling(end - 3)) }
            if ["nil", "self", "rawValue"].contains(last) { return nil }
            // `Config.didChange`: the member of that type first (`RuntimeConstantTable`); `Self.x` is `x`.
            if end - start >= 3, walker.kind(end - 2) == .period {
                let owner = walker.spelling(end - 3)
                if owner != "Self", owner.first?.isUppercase == true { return .constant(owner + "." + last) }
            }
            return .constant(last)
        }
        // `Notification.Name(…)`, `.init(…)`, `URL(string: …)`, `String(describing: C.self)`, `NSStringFromClass(C.self)`
        if walker.kind(end - 1) == .rightParen, let open = Optional(walker.partner[end - 1]), open > start {
            var callee = (start..<open).map(walker.spelling).joined()
            // (`Foundation.Notification.Name("v")`: the module's name spelled out.)
            if callee.hasPrefix("Foundation.") { callee.removeFirst("Foundation.".count) }
            let args = walker.arguments(open: open)
            guard args.count == 1 else { return nil }
            switch callee {
            case "Notification.Name", "NSNotification.Name", ".init", "Name", "URL", "String", "NSStringFromClass",
                "NSStringFromProtocol", "NSClassFromString":
                return read(args[0].range.lowerBound, args[0].range.upperBound)
            default:
                return nil
            }
        }
        return nil
    }

    /// The content between `stringBegin` and `stringEnd`; up to the first interpolation: a prefix.
    private func string(_ begin: Int, _ endToken: Int) -> RuntimeKeyExpression? {
        let contentStart = Int(walker.toks[begin].end)
        if begin + 1 < endToken, walker.kind(begin + 1) == .interpolationBegin || begin + 1 != endToken {
            let stop = Int(walker.toks[begin + 1].start)
            let prefix = bytes(contentStart, stop)
            return prefix.isEmpty ? nil : .prefix(prefix)
        }
        return .literal(bytes(contentStart, Int(walker.toks[endToken].start)))
    }

    private func bytes(_ a: Int, _ b: Int) -> String {
        guard a < b else { return "" }
        let raw = String(decoding: UnsafeBufferPointer(rebasing: walker.text[a..<b]), as: UTF8.self)
        guard raw.contains("\\") else { return raw }
        var out = ""
        var escaped = false
        for c in raw {
            if escaped { out.append(c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
        }
        return out
    }
}
