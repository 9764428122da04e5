import Foundation

/// Shell-style globs over `/`-separated relative paths: `*` and `?` stay within one path
/// segment, `**` crosses segments, `[abc]` is a character class. A glob without `/` matches
/// the last segment of a path (so `*.generated.swift` and `Tests` work anywhere).
public struct Glob: Sendable, Hashable {
    public let pattern: String
    /// The pattern's segments as bytes: matching is byte by byte, and the walk matches every folder.
    private let segments: [[UInt8]]
    private let anchored: Bool

    public init(_ pattern: String) {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.hasSuffix("/") { text.removeLast() }
        self.pattern = pattern
        anchored = text.contains("/")
        segments = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
    }

    private static let globstar = Array("**".utf8)

    /// What is wrong with a glob, or nil: an empty pattern, an unclosed `[`, a `**` glued to other text.
    public static func problem(in pattern: String) -> String? {
        if pattern.trimmingCharacters(in: .whitespaces).isEmpty { return "it is empty" }
        var depth = 0
        for character in pattern {
            if character == "[" { depth += 1 }
            if character == "]" { depth = max(0, depth - 1) }
        }
        if depth > 0 { return "`[` is never closed" }
        for segment in pattern.split(separator: "/") where segment.contains("**") && segment != "**" {
            return "`**` must be a whole path segment (`a/**/b`), not `\(segment)`"
        }
        return nil
    }

    public func matches(_ path: String) -> Bool {
        // The path's segments as ranges of its bytes: nothing is copied.
        var path = path
        return path.withUTF8 { bytes in
            if !anchored {
                var end = bytes.count
                while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
                guard end > 0, let only = segments.first else { return false }
                var start = end
                while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
                return only == Glob.globstar || Glob.matchSegment(only, UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
            var parts: [Range<Int>] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                if index > start { parts.append(start..<index) }
                start = index + 1
            }
            return Glob.match(segments[...], parts[...], in: bytes)
        }
    }

    private static func match(
        _ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<Range<Int>>, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == globstar {
            let rest = pattern.dropFirst()
            var tail = path
            while true {
                if match(rest, tail, in: bytes) { return true }
                if tail.isEmpty { return false }
                tail = tail.dropFirst()
            }
        }
        guard let first = path.first, matchSegment(head, UnsafeBufferPointer(rebasing: bytes[first])) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), in: bytes)
    }

    /// `*`, `?` and `[...]` within one segment (iterative, with backtracking on the last `*`).
    static func matchSegment(_ p: [UInt8], _ s: UnsafeBufferPointer<UInt8>) -> Bool {
        var pi = 0, si = 0
        var star = -1, mark = 0
        while si < s.count {
            if pi < p.count, p[pi] == UInt8(ascii: "[") , let (matched, next) = matchClass(p, pi, s[si]) {
                if matched {
                    pi = next
                    si += 1
                    continue
                }
            } else if pi < p.count, p[pi] == UInt8(ascii: "?") || p[pi] == s[si] {
                pi += 1
                si += 1
                continue
            }
            if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi
                mark = si
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                si = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }

    private static func matchClass(_ p: [UInt8], _ start: Int, _ c: UInt8) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < p.count, p[i] == UInt8(ascii: "!") || p[i] == UInt8(ascii: "^") {
            negate = true
            i += 1
        }
        var matched = false
        var first = true
        while i < p.count, p[i] != UInt8(ascii: "]") || first {
            first = false
            if i + 2 < p.count, p[i + 1] == UInt8(ascii: "-"), p[i + 2] != UInt8(ascii: "]") {
                if p[i] <= c && c <= p[i + 2] { matched = true }
                i += 3
            } else {
                if p[i] == c { matched = true }
                i += 1
            }
        }
        guard i < p.count else { return nil }
        return (matched != negate, i + 1)
    }
}
