import CouplingModel

/// Rules shared by both declaration extractors, so that they agree.
enum DeclarationSupport {
    /// Drops typedefs that only rename a tag of the same name (`typedef struct Foo {...} Foo`,
    /// `NS_ENUM`), removes duplicates (name + kind, first kept) and sorts by position.
    static func normalize(_ declarations: [Declaration]) -> [Declaration] {
        var tags = Set<String>()
        for declaration in declarations where declaration.kind == .struct || declaration.kind == .union
            || declaration.kind == .enum || declaration.kind == .class
        {
            tags.insert(declaration.name)
        }
        var seen = Set<String>()
        var result: [Declaration] = []
        for declaration in declarations.sorted(by: { $0.location < $1.location }) {
            if declaration.kind == .typedef && tags.contains(declaration.name) { continue }
            if !seen.insert(declaration.kind.rawValue + " " + declaration.name).inserted { continue }
            result.append(declaration)
        }
        return result
    }

    /// `NS_SWIFT_NAME(...)` text without spaces; for functions, without the argument labels.
    static func swiftName(_ raw: String, kind: DeclarationKind) -> String? {
        var text = String(raw.filter { !$0.isWhitespace })
        if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if kind == .function, let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        return text.isEmpty ? nil : text
    }

    /// Names of include guards: `#ifndef X` (or `#if !defined(X)`) directly followed by
    /// `#define X` with an empty body (or the body `1`). They declare nothing anyone uses.
    static func includeGuards(tokens: [CToken], base: UnsafePointer<UInt8>) -> Set<String> {
        var guards = Set<String>()
        var pending: String? = nil
        var index = 0
        func text(_ token: CToken) -> String {
            String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
        }
        func directiveEnd(_ from: Int) -> Int {
            var next = from
            while next < tokens.count && tokens[next].kind != .endOfDirective { next += 1 }
            return next
        }
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .directive else {
                pending = nil
                index += 1
                continue
            }
            let end = directiveEnd(index + 1)
            let body = Array(tokens[(index + 1)..<end])
            switch token.code {
            case CKeyword.Directive.ifndef:
                pending = body.count == 1 ? text(body[0]) : nil
            case CKeyword.Directive.if:
                // #if !defined(X) or #if !defined X
                let words = body.map(text)
                if words.count == 5 && words[0] == "!" && words[1] == "defined" && words[2] == "(" && words[4] == ")" {
                    pending = words[3]
                } else if words.count == 3 && words[0] == "!" && words[1] == "defined" {
                    pending = words[2]
                } else {
                    pending = nil
                }
            case CKeyword.Directive.define:
                if let name = pending, let first = body.first, text(first) == name {
                    if body.count == 1 || (body.count == 2 && text(body[1]) == "1") { guards.insert(name) }
                }
                pending = nil
            default:
                pending = nil
            }
            index = end + 1
        }
        return guards
    }

    /// Where the names of the file's renaming `#define`s begin: those whose definition names the
    /// macro itself (`#define KSJSONCodec KSCRASH_NS(KSJSONCodec)`, `#define X X`). A renaming is not a
    /// declaration of its own: the name still means what it renames, declared elsewhere; as one, a
    /// symbol-prefixing header's macros would be a second candidate for every name the library
    /// declares. Read on the lexer's tokens, so a string (`#define kKey @"kKey"`), a comment or a
    /// number's suffix never counts, and a continued line does.
    static func renamingMacros(tokens: [CToken], base: UnsafePointer<UInt8>) -> Set<Int32> {
        var found = Set<Int32>()
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .directive, tokens[index].code == CKeyword.Directive.define else { continue }
            let name = tokens[index + 1]
            guard name.kind == .identifier || name.kind == .keyword else { continue }
            index += 2
            while index < tokens.count, tokens[index].kind != .endOfDirective {
                let token = tokens[index]
                if token.kind == .identifier || token.kind == .keyword, token.spells(name.start..<name.end, in: base) {
                    found.insert(name.start)
                }
                index += 1
            }
        }
        return found
    }

    /// `#define` names of the file, except include guards, with their positions.
    /// `includeGuards`: leave out include guards (headers have them; an implementation file's
    /// macros are all kept, which spares the search).
    static func macros(tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>, path: String, includeGuards guarded: Bool = true) -> [Declaration] {
        guard let base = bytes.baseAddress else { return [] }
        let guards = guarded ? includeGuards(tokens: tokens, base: base) : []
        let renaming = renamingMacros(tokens: tokens, base: base)
        var result: [Declaration] = []
        var index = 0
        while index + 1 < tokens.count {
            let token = tokens[index]
            if token.kind == .directive && token.code == CKeyword.Directive.define {
                let name = tokens[index + 1]
                if name.kind == .identifier || name.kind == .keyword {
                    let text = String(decoding: UnsafeBufferPointer(start: base + Int(name.start), count: Int(name.end - name.start)), as: UTF8.self)
                    if !guards.contains(text), !renaming.contains(name.start) {
                        // `#define f(x)`: a `(` right after the name makes it function-like.
                        let next = index + 2 < tokens.count ? tokens[index + 2] : nil
                        let functionLike = next.map { $0.kind == .punct && $0.code == ASCII.leftParen && $0.start == name.end } ?? false
                        result.append(
                            Declaration(
                                name: text, kind: .macro, location: SourceLocation(path: path, line: Int(name.line), column: Int(name.column)),
                                scope: functionLike ? .cFamily : .module))
                    }
                }
            }
            index += 1
        }
        return result
    }
}
