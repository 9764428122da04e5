import CouplingModel

/// The preprocessor lines (`#define`, `#undef` and the conditionals around them) of a tree's
/// headers, so that libclang, which parses each header alone and follows no `#include`, still
/// sees the macros of the project headers a header includes: `ZEXTERN`/`ZEXPORT` from zlib's
/// `zconf.h`, `ABSL_ATTRIBUTE_*` from abseil's `attributes.h`. Without them libclang reads an
/// unknown attribute macro as a type and the declared name as a variable.
///
/// Built once per scan from every header of the tree; `prelude(for:)` gives one header the
/// directives of the headers it includes, transitively (each once, depth first, at the place of
/// its `#include`, as the preprocessor would), bounded in files and bytes. Includes resolve
/// against the tree only: `"x.h"` next to the including file, then any header whose path ends
/// with the written path (the nearest one when several do); `<Dir/x.h>` by path suffix;
/// `<x.h>` only to a header of a folder the includer shares (else it is a system header). Deterministic: the result depends on the headers' bytes only.
public struct IncludedMacros: Sendable {
    /// One header's preprocessor lines, in order, and where its `#include`s were.
    struct Header: Sendable {
        enum Line: Sendable {
            case directive(String)
            case include(String, angled: Bool)
        }
        var lines: [Line]
    }

    /// Per header path (relative to the scan root).
    private var headers: [String: Header] = [:]
    private var byBasename: [String: [String]] = [:]

    /// At most this many included headers per file, and this many bytes of directives.
    static let maximumFiles = 256
    static let maximumBytes = 1 << 21

    /// The headers of the tree, as (path relative to the scan root, bytes).
    public init<S: Sequence>(headers files: S) where S.Element == (path: String, contents: [UInt8]) {
        for (path, contents) in files {
            headers[path] = contents.withUnsafeBufferPointer { Self.header($0, path: path) }
        }
        for path in headers.keys.sorted() { byBasename[Self.basename(path), default: []].append(path) }
    }

    public init() {}

    /// A digest of every header's directives and includes: what the preludes depend on, for a
    /// cache key. Stable across runs (FNV-1a over the sorted headers).
    public var digest: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x100_0000_01b3
        }
        for path in headers.keys.sorted() {
            mix(path)
            for line in headers[path]?.lines ?? [] {
                switch line {
                case .directive(let text): mix(text)
                case .include(let name, let angled): mix((angled ? "<" : "\"") + name)
                }
            }
        }
        return hash
    }

    /// The directives of the headers `path` includes, transitively, and the names they define.
    public func prelude(for path: String) -> (text: String, defined: Set<String>) {
        guard let header = headers[path] else { return ("", []) }
        var visited: Set<String> = [path]
        var text = ""
        var defined = Set<String>()
        for line in header.lines {
            if case .include(let name, let angled) = line {
                expand(name, angled: angled, from: path, visited: &visited, text: &text, defined: &defined)
            }
        }
        return (text, defined)
    }

    private func expand(
        _ name: String, angled: Bool, from includer: String, visited: inout Set<String>, text: inout String,
        defined: inout Set<String>
    ) {
        guard let target = resolve(name, angled: angled, from: includer), !visited.contains(target),
            visited.count <= Self.maximumFiles, text.utf8.count < Self.maximumBytes, let header = headers[target]
        else { return }
        visited.insert(target)
        for line in header.lines {
            switch line {
            case .directive(let directive):
                text += directive
                text += "\n"
                if let name = Self.definedName(directive) { defined.insert(name) }
            case .include(let name, let angled):
                expand(name, angled: angled, from: target, visited: &visited, text: &text, defined: &defined)
            }
        }
    }

    /// The in-tree header an include names, if any.
    func resolve(_ written: String, angled: Bool, from includer: String) -> String? {
        let hasFolder = written.utf8.contains(UInt8(ascii: "/"))
        if !angled {
            let folder = Self.directory(of: includer)
            if let relative = Self.normalize(folder.isEmpty ? written : folder + "/" + written), headers[relative] != nil {
                return relative
            }
        }
        let matches = (byBasename[Self.basename(written)] ?? []).filter { $0 == written || $0.hasSuffix("/" + written) }
        // The nearest: the longest folder shared with the includer; the first path on a tie.
        var best: (path: String, shared: Int)? = nil
        for match in matches {
            let shared = Self.sharedFolders(match, includer)
            if let current = best, shared <= current.shared { continue }
            best = (match, shared)
        }
        // `<x.h>` is a system header unless the includer's own project has one (an `include`
        // folder of the package): at least one folder shared.
        if angled && !hasFolder, let found = best, found.shared == 0 { return nil }
        return best?.path
    }

    // MARK: Reading one header

    static func header(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Header {
        guard let base = bytes.baseAddress else { return Header(lines: []) }
        let lexed = CFamilyLexer.lex(bytes, path: path)
        var directives: [(line: Int, text: String)] = []
        var depth = 0
        var balanced = true
        var index = 0
        let tokens = lexed.tokens
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .directive else {
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count && tokens[end].kind != .endOfDirective { end += 1 }
            let code = token.code
            let kept: Bool
            switch code {
            case CKeyword.Directive.if, CKeyword.Directive.ifdef, CKeyword.Directive.ifndef:
                depth += 1
                kept = true
            case CKeyword.Directive.elif, CKeyword.Directive.else:
                if depth == 0 { balanced = false }
                kept = true
            case CKeyword.Directive.endif:
                depth -= 1
                if depth < 0 { balanced = false }
                kept = true
            case CKeyword.Directive.define, CKeyword.Directive.undef:
                kept = true
            default:
                kept = false
            }
            if kept {
                directives.append((Int(token.line), text(tokens[index..<end], base: base)))
            }
            index = end + 1
        }
        // A header whose conditionals do not balance would leave the prelude inside an `#if`.
        guard balanced && depth == 0 else { return Header(lines: []) }
        var lines: [Header.Line] = []
        var includes = lexed.imports.filter { $0.kind == .quotedInclude || $0.kind == .angledInclude }[...]
        for directive in directives {
            while let include = includes.first, include.location.line < directive.line {
                lines.append(.include(include.name, angled: include.kind == .angledInclude))
                includes = includes.dropFirst()
            }
            lines.append(.directive(directive.text))
        }
        for include in includes { lines.append(.include(include.name, angled: include.kind == .angledInclude)) }
        return Header(lines: lines)
    }

    /// A directive's tokens on one line: a space where the source had a gap (a comment, a line
    /// continuation, spaces), none where tokens touch, so `F(x)` stays function-like.
    private static func text(_ tokens: ArraySlice<CToken>, base: UnsafePointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        var previousEnd: Int32? = nil
        for token in tokens {
            if let previousEnd, token.start != previousEnd { bytes.append(32) }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)))
            previousEnd = token.end
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `FOO` of `#define FOO ...` or `#  define FOO(x) ...`.
    static func definedName(_ directive: String) -> String? {
        var rest = directive.utf8.dropFirst() // #
        rest = rest.drop { $0 == 32 || $0 == 9 }
        guard rest.starts(with: "define".utf8) else { return nil }
        rest = rest.dropFirst(6).drop { $0 == 32 || $0 == 9 }
        let name = rest.prefix { CFamilyLexer.isIdentifierBody($0) }
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }

    // MARK: Paths

    static func basename(_ path: String) -> String { PathText.basename(path) }
    static func directory(of path: String) -> String { PathText.directory(of: path) }
    static func normalize(_ path: String) -> String? { PathText.normalize(path) }

    /// How many leading folders two paths share.
    static func sharedFolders(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "/").dropLast()
        let right = b.split(separator: "/").dropLast()
        var count = 0
        for (x, y) in zip(left, right) {
            guard x == y else { break }
            count += 1
        }
        return count
    }
}
