/// URL route patterns matched against the URLs code opens. Patterns: MGJRouter `:x` and `~`,
/// JLRoutes `:x`, `(/:optional)` and `*` (host + path, the scheme only a namespace), URLNavigator
/// `<x>` and `<int:x>`, DeepLinkKit `:x`. A URL known only by its literal prefix matches when it
/// fixes every part of the pattern before the first placeholder.
struct RoutePattern: Hashable {
    var text: String
    var scheme: String?
    var segments: [String]

    init(_ text: String) {
        self.text = text
        let (scheme, rest) = RoutePattern.split(text)
        self.scheme = scheme
        // Optional parts `(/:x)` are dropped: the shorter form must match too, and placeholders match anything.
        var cleaned = ""
        var depth = 0
        for c in rest {
            if c == "(" { depth += 1; continue }
            if c == ")" { depth -= 1; continue }
            if depth == 0 { cleaned.append(c) }
        }
        segments = cleaned.split(separator: "/").map(String.init)
    }

    static func split(_ text: String) -> (scheme: String?, rest: String) {
        var body = Substring(text)
        if let query = body.firstIndex(where: { $0 == "?" || $0 == "#" }) { body = body[..<query] }
        if let range = body.range(of: "://") {
            return (String(body[..<range.lowerBound]).lowercased(), String(body[range.upperBound...]))
        }
        return (nil, String(body))
    }

    static func isPlaceholder(_ segment: String) -> Bool {
        segment.hasPrefix(":") || segment.hasPrefix("<") || segment == "*" || segment == "~"
    }

    /// Whether `url` (or a URL starting with it, when `isPrefix`) is handled by this pattern.
    func matches(_ url: String, isPrefix: Bool) -> Bool {
        let (urlScheme, rest) = RoutePattern.split(url)
        if let scheme, let urlScheme, scheme != urlScheme { return false }
        if scheme != nil, urlScheme == nil { return false }
        var parts = rest.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // A prefix's last part may be cut in the middle (`app://user/` + id): only whole parts count.
        if isPrefix, !rest.hasSuffix("/"), !parts.isEmpty { parts.removeLast() }
        for (index, segment) in segments.enumerated() {
            if segment == "*" || segment == "~" { return true }
            guard index < parts.count else { return isPrefix && RoutePattern.isPlaceholder(segment) }
            if RoutePattern.isPlaceholder(segment) { continue }
            if segment.lowercased() != parts[index].lowercased() { return false }
        }
        return parts.count == segments.count
    }
}
