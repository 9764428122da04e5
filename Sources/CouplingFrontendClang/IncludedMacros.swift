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
            case directive(Directive)
            case include(String, angled: Bool)
        }

        struct Directive: Sendable {
            var text: String
            /// The macro a `#define` or `#undef` is about; nil for a conditional.
            var name: String?
            var isDefine: Bool
            /// The other names it spells: a conditional's, or a definition's parameters and body.
            var names: [String]
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
        for path in headers.keys.sorted() { byBasename[PathText.basename(path), default: []].append(path) }
    }

    public init() {}

    /// A digest of every header's directives and includes: what the preludes depend on, for a
    /// cache key. Stable across runs (FNV-1a over the sorted headers).
    public var digest: UInt64 {
        var hash = StableHash()
        func mix(_ text: String) {
            hash.combine(text)
            hash.separate()
        }
        for path in headers.keys.sorted() {
            mix(path)
            for line in headers[path]?.lines ?? [] {
                switch line {
                case .directive(let directive): mix(directive.text)
                case .include(let name, let angled): mix((angled ? "<" : "\"") + name)
                }
            }
        }
        return hash.value
    }

    /// The directives of the headers `path` includes, transitively, and the names they define.
    /// With `using` (the names the header itself spells), a `#define` or `#undef` is left out when
    /// nothing can reach its name: not the header, not a conditional of the prelude, not the body
    /// of a macro kept for one of those (BoringSSL's thousands of prefixing `#define`s, for a
    /// header that names a handful). The conditionals all stay, so the rest is what it was.
    public func prelude(for path: String, using: Set<String>? = nil) -> (text: String, defined: Set<String>) {
        guard let header = headers[path] else { return ("", []) }
        var visited: Set<String> = [path]
        var collected = Collected()
        for line in header.lines {
            if case .include(let name, let angled) = line {
                expand(name, angled: angled, from: path, visited: &visited, into: &collected)
            }
        }
        var defined = Set<String>()
        for directive in collected.directives { if directive.isDefine, let name = directive.name { defined.insert(name) } }
        guard let using else {
            return (collected.directives.map { $0.text + "\n" }.joined(), defined)
        }
        // The names that can matter, to a fixed point.
        var needed = using
        var pending: [String] = []
        for directive in collected.directives where directive.name == nil {
            for name in directive.names where needed.insert(name).inserted { pending.append(name) }
        }
        pending += using
        var definitions: [String: [Int]] = [:]
        for (index, directive) in collected.directives.enumerated() {
            if let name = directive.name { definitions[name, default: []].append(index) }
        }
        while let name = pending.popLast() {
            for index in definitions[name] ?? [] {
                for used in collected.directives[index].names where needed.insert(used).inserted { pending.append(used) }
            }
        }
        var text = ""
        for directive in collected.directives where directive.name.map(needed.contains) ?? true {
            text += directive.text
            text += "\n"
        }
        return (text, defined)
    }

    /// The directives gathered for one header, and their size (which bounds the gathering).
    private struct Collected {
        var directives: [Header.Directive] = []
        var bytes = 0
    }

    private func expand(
        _ name: String, angled: Bool, from includer: String, visited: inout Set<String>, into collected: inout Collected
    ) {
        guard let target = resolve(name, angled: angled, from: includer), !visited.contains(target),
            visited.count <= Self.maximumFiles, collected.bytes < Self.maximumBytes, let header = headers[target]
        else { return }
        visited.insert(target)
        for line in header.lines {
            switch line {
            case .directive(let directive):
                collected.directives.append(directive)
                collected.bytes += directive.text.utf8.count + 1
            case .include(let name, let angled):
                expand(name, angled: angled, from: target, visited: &visited, into: &collected)
            }
        }
    }

    /// The in-tree header an include names, if any.
    func resolve(_ written: String, angled: Bool, from includer: String) -> String? {
        let hasFolder = written.utf8.contains(UInt8(ascii: "/"))
        if !angled {
            let folder = PathText.directory(of: includer)
            if let relative = PathText.normalize(folder.isEmpty ? written : folder + "/" + written), headers[relative] != nil {
                return relative
            }
        }
        let matches = (byBasename[PathText.basename(written)] ?? []).filter { $0 == written || $0.hasSuffix("/" + written) }
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
        var directives: [(line: Int, directive: Header.Directive)] = []
        var index = 0
        let tokens = lexed.tokens
        // A header whose conditionals do not balance would leave the prelude inside an `#if`.
        guard CConditionals(tokens).isBalanced else { return Header(lines: []) }
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .directive else {
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count && tokens[end].kind != .endOfDirective { end += 1 }
            let code = token.code
            let kept =
                CConditionals.opens(code) || code == CKeyword.Directive.elif || code == CKeyword.Directive.else
                || code == CKeyword.Directive.endif || code == CKeyword.Directive.define || code == CKeyword.Directive.undef
            if kept {
                let isDefinition = code == CKeyword.Directive.define || code == CKeyword.Directive.undef
                var words: [String] = []
                for word in tokens[(index + 1)..<end] where word.kind == .identifier || word.kind == .keyword {
                    words.append(String(decoding: UnsafeBufferPointer(start: base + Int(word.start), count: Int(word.end - word.start)), as: UTF8.self))
                }
                let name = isDefinition ? words.first : nil
                directives.append(
                    (Int(token.line),
                     Header.Directive(
                        text: text(tokens[index..<end], base: base), name: name, isDefine: code == CKeyword.Directive.define,
                        names: isDefinition ? Array(words.dropFirst()) : words)))
            }
            index = end + 1
        }
        var lines: [Header.Line] = []
        var includes = lexed.imports.filter { $0.kind == .quotedInclude || $0.kind == .angledInclude }[...]
        for directive in directives {
            while let include = includes.first, include.location.line < directive.line {
                lines.append(.include(include.name, angled: include.kind == .angledInclude))
                includes = includes.dropFirst()
            }
            lines.append(.directive(directive.directive))
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
            if let previousEnd, token.start != previousEnd { bytes.append(ASCII.space) }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)))
            previousEnd = token.end
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Paths

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
