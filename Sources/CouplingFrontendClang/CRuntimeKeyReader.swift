import CouplingModel

/// Reads the key an Objective-C/C argument spells: `@"v"` (adjacent literals joined), `"v"`, a
/// constant's name, `@protocol(P)`, `[C class]`, `NSStringFromClass([C class])`,
/// `NSStringFromProtocol(@protocol(P))`, `[NSString stringWithFormat:@"a/%@", x]` (its literal
/// prefix) and `[NSURL URLWithString:…]`. Anything else is dynamic: nil, never a guess.
struct CRuntimeKeyReader {
    let walker: CRuntimeWalker

    func read(_ start: Int, _ end: Int) -> RuntimeKeyExpression? {
        var start = start
        var end = end
        // `(NSString *)x` casts and redundant parentheses.
        while start < end, walker.isPunct(start, "("), walker.partner[start] == end - 1 { start += 1; end -= 1 }
        guard start < end else { return nil }
        let tokens = walker.tokens
        if (start..<end).allSatisfy({ tokens[$0].kind == .string }) {
            return .literal((start..<end).map(literal).joined())
        }
        if end - start == 1, tokens[start].kind == .identifier {
            let name = walker.text(start)
            // Constants are spelled `kName` or `XYZNameKey`; a lower-case name is a variable: dynamic.
            let scalars = Array(name.unicodeScalars.prefix(2))
            let isConstant =
                scalars.first.map { $0.properties.isUppercase } == true
                || (scalars.count == 2 && scalars[0] == "k" && scalars[1].properties.isUppercase)
            return isConstant ? .constant(name) : nil
        }
        if tokens[start].kind == .atKeyword, tokens[start].code == CKeyword.At.protocol, walker.isPunct(start + 1, "("),
            start + 2 < end, tokens[start + 2].kind == .identifier
        {
            return .literal(walker.text(start + 2))
        }
        if tokens[start].kind == .identifier, walker.isPunct(start + 1, "("), walker.partner[start + 1] == end - 1 {
            switch walker.text(start) {
            case "NSStringFromClass", "NSStringFromProtocol", "NSStringFromSelector", "NSClassFromString":
                return read(start + 2, end - 1)
            default:
                return nil
            }
        }
        if walker.isPunct(start, "["), walker.partner[start] == end - 1 {
            return message(start + 1, end - 1)
        }
        if tokens[start].kind == .atKeyword, tokens[start].code == CKeyword.At.selector, walker.isPunct(start + 1, "(") {
            let close = walker.partner[start + 1]
            guard close > start else { return nil }
            return .literal((start + 2..<close).map(walker.text).joined())
        }
        return nil
    }

    /// `[C class]`, `[NSString stringWithFormat:@"…", …]`, `[NSURL URLWithString:…]`.
    private func message(_ start: Int, _ end: Int) -> RuntimeKeyExpression? {
        let tokens = walker.tokens
        if end - start == 2, tokens[start].kind == .identifier, walker.text(start + 1) == "class" {
            return .literal(walker.text(start))
        }
        guard end - start >= 4, tokens[start].kind == .identifier, walker.isPunct(start + 2, ":") else { return nil }
        let receiver = walker.text(start)
        let selector = walker.text(start + 1)
        var argumentEnd = start + 3
        while argumentEnd < end, !walker.isPunct(argumentEnd, ",") {
            if tokens[argumentEnd].kind == .punct, walker.partner[argumentEnd] > argumentEnd {
                argumentEnd = walker.partner[argumentEnd]
            }
            // The next selector part ends the argument (`URLWithString:x relativeToURL:y`).
            if argumentEnd + 1 < end, walker.isPunct(argumentEnd + 1, ":"), argumentEnd > start + 3,
                tokens[argumentEnd].kind == .identifier
            {
                break
            }
            argumentEnd += 1
        }
        switch (receiver, selector) {
        case ("NSURL", "URLWithString"), ("NSString", "stringWithString"):
            return read(start + 3, argumentEnd)
        case ("NSString", "stringWithFormat"):
            guard case .literal(let format)? = read(start + 3, argumentEnd) else { return nil }
            guard let percent = format.firstIndex(of: "%") else { return .literal(format) }
            let prefix = String(format[..<percent])
            return prefix.isEmpty ? nil : .prefix(prefix)
        default:
            return nil
        }
    }

    /// The content of `@"…"` or `"…"`, with the common escapes undone.
    private func literal(_ i: Int) -> String {
        var text = walker.text(i)
        if text.hasPrefix("@") { text.removeFirst() }
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return "" }
        let body = text.dropFirst().dropLast()
        guard body.contains("\\") else { return String(body) }
        var out = ""
        var escaped = false
        for c in body {
            if escaped {
                out.append(c == "n" ? "\n" : c == "t" ? "\t" : c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
