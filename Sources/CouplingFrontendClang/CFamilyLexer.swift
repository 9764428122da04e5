import CouplingModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One token of C-family source. Positions are byte offsets; line and column are 1-based
/// (column in bytes).
struct CToken {
    enum Kind: UInt8 {
        case identifier, keyword, atKeyword, number, string, character, punct
        /// `#name` at the start of a line; `code` is a `CKeyword.Directive` value.
        case directive
        /// The end of a preprocessor directive's line.
        case endOfDirective
    }

    /// Punctuation codes besides plain ASCII bytes.
    enum Punct {
        static let arrow: UInt8 = 1 // ->
        static let scope: UInt8 = 2 // ::
        static let ellipsis: UInt8 = 3 // ...
    }

    var kind: Kind
    /// A `CKeyword` code for keywords, `CKeyword.At` for `@` keywords, the byte (or a
    /// `Punct` code) for punctuation.
    var code: UInt8
    var start: Int32
    var end: Int32
    var line: Int32
    var column: Int32

    /// The token's spelling in the text at `base`.
    func text(_ base: UnsafePointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + Int(start), count: Int(end - start)), as: UTF8.self)
    }

    /// Whether the token spells the bytes at `span` of the same text.
    func spells(_ span: Range<Int32>, in base: UnsafePointer<UInt8>) -> Bool {
        guard span.count == Int(end - start) else { return false }
        var (a, b) = (Int(span.lowerBound), Int(start))
        while b < Int(end) {
            if base[a] != base[b] { return false }
            a += 1
            b += 1
        }
        return true
    }
}

/// What the lexer found in one file: tokens (comments, strings' contents, `#include`s,
/// `#pragma`s removed), imports, and problems.
struct CLexedFile {
    var tokens: [CToken] = []
    var imports: [Import] = []
    var diagnostics: [Diagnostic] = []
    /// An `#if` followed by `0` was seen (an `#if 0` block, or `#if 0x1`: the readers check).
    var mayHaveIfZero = false

    /// Without its `#if 0` blocks' tokens and includes: no reader sees what no compiler does (iSH's
    /// disabled sketches named another component's names and headers).
    mutating func dropDisabledBlocks(base: UnsafePointer<UInt8>) {
        guard mayHaveIfZero else { return }
        let disabled = CConditionals.withoutDisabledBlocks(tokens, base: base)
        guard !disabled.lines.isEmpty else { return }
        tokens = disabled.tokens
        imports.removeAll { item in disabled.lines.contains { $0.contains(Int32(item.location.line)) } }
        mayHaveIfZero = false
    }
}

/// A hand-written lexer over C, C++ and Objective-C bytes. Never fails: invalid UTF-8, NUL
/// bytes and unterminated comments or strings just end tokens.
struct CFamilyLexer {
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> CLexedFile {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return CLexedFile() }
        var lexer = CFamilyLexer(base: base, count: bytes.count, path: path)
        lexer.run()
        return lexer.result
    }

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let path: String
    private var result = CLexedFile()
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var inDirective = false
    /// True until the first token of the current line.
    private var atLineStart = true

    private init(base: UnsafePointer<UInt8>, count: Int, path: String) {
        self.base = base
        self.count = count
        self.path = path
        result.tokens.reserveCapacity(count / 5 + 16)
    }

    @inline(__always) private func byte(_ index: Int) -> UInt8 { index < count ? base[index] : 0 }

    @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == ASCII.underscore || c == ASCII.dollar
    }

    /// `$`, digits, letters and `_` as one bit each (of `c` below 64, of `c - 64` above): one test a
    /// byte, where the ranges took several for every byte of every name.
    @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool {
        let bits: UInt64 = c < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return c < 128 && (bits >> UInt64(c & 63)) & 1 != 0
    }

    /// The index of the first `byte` in `from..<end`, or nil (`memchr`: comments were read a byte at a time).
    @inline(__always) private static func find(_ byte: UInt8, _ base: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
        guard from < end, let hit = memchr(base + from, Int32(byte), end - from) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    @inline(__always) private mutating func newline(at index: Int) {
        line += 1
        lineStart = index + 1
    }

    private mutating func append(_ kind: CToken.Kind, _ code: UInt8, _ start: Int, _ end: Int) {
        result.tokens.append(
            CToken(kind: kind, code: code, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
                   line: Int32(truncatingIfNeeded: line), column: Int32(truncatingIfNeeded: start - lineStart + 1)))
    }

    private mutating func endDirective() {
        if inDirective {
            append(.endOfDirective, 0, position, position)
            inDirective = false
        }
    }

    private mutating func run() {
        while position < count {
            let c = base[position]
            switch c {
            case ASCII.newline:
                endDirective()
                newline(at: position)
                position += 1
                atLineStart = true
            case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.verticalTab, ASCII.formFeed, 0:
                position += 1
            case ASCII.backslash: // backslash: a line continuation, or a stray byte
                if byte(position + 1) == ASCII.newline {
                    newline(at: position + 1)
                    position += 2
                } else if byte(position + 1) == ASCII.carriageReturn && byte(position + 2) == ASCII.newline {
                    newline(at: position + 2)
                    position += 3
                } else {
                    position += 1
                }
            case ASCII.slash:
                let next = byte(position + 1)
                if next == ASCII.slash {
                    skipLineComment()
                } else if next == ASCII.asterisk {
                    skipBlockComment()
                } else {
                    punct(c, 1)
                }
            case ASCII.hash where atLineStart && !inDirective: // # at the start of a line
                directive()
            case ASCII.doubleQuote:
                atLineStart = false
                let start = position
                skipQuoted(ASCII.doubleQuote)
                append(.string, 0, start, position)
            case ASCII.singleQuote:
                atLineStart = false
                let start = position
                skipQuoted(ASCII.singleQuote)
                append(.character, 0, start, position)
            case ASCII.at:
                atLineStart = false
                atSign()
            case 48...57:
                number()
            case ASCII.period:
                let next = byte(position + 1)
                if next >= 48 && next <= 57 {
                    number()
                } else if next == ASCII.period && byte(position + 2) == ASCII.period {
                    punct(CToken.Punct.ellipsis, 3)
                } else {
                    punct(c, 1)
                }
            case ASCII.minus:
                if byte(position + 1) == ASCII.greater { punct(CToken.Punct.arrow, 2) } else { punct(c, 1) }
            case ASCII.colon:
                if byte(position + 1) == ASCII.colon { punct(CToken.Punct.scope, 2) } else { punct(c, 1) }
            default:
                if CFamilyLexer.isIdentifierStart(c) {
                    identifier()
                } else if c >= 128 {
                    position += 1 // non-ASCII outside strings and comments: not part of any name we report
                } else {
                    punct(c, 1)
                }
            }
        }
        endDirective()
    }

    @inline(__always) private mutating func punct(_ code: UInt8, _ length: Int) {
        atLineStart = false
        append(.punct, code, position, position + length)
        position += length
    }

    private mutating func identifier() {
        atLineStart = false
        let start = position
        position += 1
        while position < count && CFamilyLexer.isIdentifierBody(base[position]) { position += 1 }
        let length = position - start
        // String and character prefixes: L"", u8"", u"", U"", and raw strings R"d(...)d".
        let next = byte(position)
        if (next == ASCII.doubleQuote || next == ASCII.singleQuote) && length <= 3 {
            let last = base[position - 1]
            let prefixOK = Self.isStringPrefix(base, start, length)
            if prefixOK {
                if last == UInt8(ascii: "R") && next == ASCII.doubleQuote { // R"
                    rawString(from: start)
                    return
                }
                skipQuoted(next)
                append(next == ASCII.doubleQuote ? .string : .character, 0, start, position)
                return
            }
        }
        if let code = CKeyword.identifiers.lookup(base, start, length) {
            append(.keyword, code, start, position)
        } else {
            append(.identifier, 0, start, position)
        }
    }

    private static func isStringPrefix(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        let a = base[start]
        switch length {
        case 1: return a == UInt8(ascii: "L") || a == UInt8(ascii: "u") || a == UInt8(ascii: "U") || a == UInt8(ascii: "R")
        case 2:
            let b = base[start + 1]
            return (a == UInt8(ascii: "u") && b == UInt8(ascii: "8"))  // u8, LR uR UR
                || ((a == UInt8(ascii: "L") || a == UInt8(ascii: "u") || a == UInt8(ascii: "U")) && b == UInt8(ascii: "R"))
        case 3: return a == UInt8(ascii: "u") && base[start + 1] == UInt8(ascii: "8") && base[start + 2] == UInt8(ascii: "R")  // u8R
        default: return false
        }
    }

    /// R"delim( ... )delim"
    private mutating func rawString(from start: Int) {
        position += 1 // "
        let delimiterStart = position
        while position < count && base[position] != ASCII.leftParen && base[position] != ASCII.newline && position - delimiterStart < 16 {
            position += 1
        }
        guard position < count, base[position] == ASCII.leftParen else {
            append(.string, 0, start, position)
            return
        }
        let delimiter = Array(UnsafeBufferPointer(start: base + delimiterStart, count: position - delimiterStart))
        position += 1
        while position < count {
            let c = base[position]
            if c == ASCII.newline { newline(at: position) }
            if c == ASCII.rightParen && position + 1 + delimiter.count < count && base[position + 1 + delimiter.count] == ASCII.doubleQuote {
                var match = true
                for (offset, d) in delimiter.enumerated() where base[position + 1 + offset] != d {
                    match = false
                    break
                }
                if match {
                    position += delimiter.count + 2
                    append(.string, 0, start, position)
                    return
                }
            }
            position += 1
        }
        unterminated("raw string", code: "unterminated-string", at: start)
        append(.string, 0, start, position)
    }

    private mutating func number() {
        atLineStart = false
        let start = position
        position += 1
        while position < count {
            let c = base[position]
            if CFamilyLexer.isIdentifierBody(c) || c == ASCII.period {
                position += 1
            } else if (c == ASCII.plus || c == ASCII.minus) && (base[position - 1] | 0x20 == UInt8(ascii: "e") || base[position - 1] | 0x20 == UInt8(ascii: "p")) {
                position += 1 // exponent sign: 1e+5, 0x1p-3
            } else if c == ASCII.singleQuote && CFamilyLexer.isIdentifierBody(byte(position + 1)) {
                position += 1 // digit separator 1'000
            } else {
                break
            }
        }
        append(.number, 0, start, position)
    }

    /// Skips a string or character literal starting at `position` (the quote). Stops at the
    /// closing quote or, unterminated, before an unescaped newline.
    private mutating func skipQuoted(_ quote: UInt8) {
        position += 1
        while position < count {
            let c = base[position]
            if c == quote {
                position += 1
                return
            }
            if c == ASCII.backslash { // escape, including an escaped newline
                if byte(position + 1) == ASCII.newline { newline(at: position + 1) }
                position += 2
                continue
            }
            if c == ASCII.newline { return }
            position += 1
        }
        if position > count { position = count }
    }

    private mutating func skipLineComment() {
        position += 2
        while position < count {
            guard let end = Self.find(ASCII.newline, base, from: position, to: count) else {
                position = count
                return
            }
            position = end
            if base[position - 1] == ASCII.backslash { // a backslash continues the comment
                newline(at: position)
                position += 1
                continue
            }
            return
        }
    }

    private mutating func skipBlockComment() {
        let start = position
        position += 2
        // (The last byte cannot open `*/`: it is looked at below.)
        let limit = count - 1
        while position < limit {
            let star = Self.find(ASCII.asterisk, base, from: position, to: limit) ?? limit
            var next = position
            while let lineBreak = Self.find(ASCII.newline, base, from: next, to: star) {
                newline(at: lineBreak)
                next = lineBreak + 1
            }
            position = star
            if star < limit {
                if base[star + 1] == ASCII.slash {
                    position += 2
                    return
                }
                position += 1
            }
        }
        if position < count && base[position] == ASCII.newline { newline(at: position) }
        position = count
        unterminated("comment", code: "unterminated-comment", at: start)
    }

    private mutating func unterminated(_ what: String, code: String, at offset: Int) {
        let lineNumber = Self.lineNumber(base, count, offset)
        result.diagnostics.append(
            Diagnostic(.warning, code: code,
                       "unterminated \(what)", path: path, line: lineNumber))
    }

    private static func lineNumber(_ base: UnsafePointer<UInt8>, _ count: Int, _ offset: Int) -> Int {
        var line = 1
        var index = 0
        while index < offset && index < count {
            if base[index] == ASCII.newline { line += 1 }
            index += 1
        }
        return line
    }

    private mutating func skipHorizontalSpace() {
        while position < count {
            let c = base[position]
            if c == ASCII.space || c == ASCII.tab || c == ASCII.carriageReturn || c == ASCII.verticalTab || c == ASCII.formFeed {
                position += 1
            } else if c == ASCII.backslash && byte(position + 1) == ASCII.newline {
                newline(at: position + 1)
                position += 2
            } else if c == ASCII.slash && byte(position + 1) == ASCII.asterisk {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Skips to the end of the line (not past the newline), honouring continuations and comments.
    private mutating func skipRestOfLine() {
        while position < count {
            let c = base[position]
            if c == ASCII.newline { return }
            if c == ASCII.backslash && byte(position + 1) == ASCII.newline {
                newline(at: position + 1)
                position += 2
            } else if c == ASCII.backslash && byte(position + 1) == ASCII.carriageReturn && byte(position + 2) == ASCII.newline {
                newline(at: position + 2)
                position += 3
            } else if c == ASCII.slash && byte(position + 1) == ASCII.asterisk {
                skipBlockComment()
            } else if c == ASCII.slash && byte(position + 1) == ASCII.slash {
                skipLineComment()
            } else {
                position += 1
            }
        }
    }

    private mutating func directive() {
        atLineStart = false
        let hashStart = position
        let hashLine = line
        let hashColumn = position - lineStart + 1
        position += 1
        skipHorizontalSpace()
        let nameStart = position
        while position < count && CFamilyLexer.isIdentifierBody(base[position]) { position += 1 }
        let code = CKeyword.directives.lookup(base, nameStart, position - nameStart) ?? CKeyword.Directive.other
        switch code {
        case CKeyword.Directive.skipLine:
            skipRestOfLine()
        case CKeyword.Directive.include:
            skipHorizontalSpace()
            let open = byte(position)
            if open == ASCII.doubleQuote || open == ASCII.less {
                let close: UInt8 = open == ASCII.doubleQuote ? ASCII.doubleQuote : ASCII.greater
                let start = position + 1
                var end = start
                while end < count && base[end] != close && base[end] != ASCII.newline { end += 1 }
                if end < count && base[end] == close && end > start {
                    let name = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
                    result.imports.append(
                        Import(name: name, kind: open == ASCII.doubleQuote ? .quotedInclude : .angledInclude,
                               location: SourceLocation(path: path, line: hashLine, column: hashColumn)))
                }
                position = end
            }
            skipRestOfLine()
        default:
            inDirective = true
            let saved = (line, lineStart)
            line = hashLine
            lineStart = hashStart - (hashColumn - 1)
            append(.directive, code, hashStart, position)
            (line, lineStart) = saved
            // (`#if 0`, roughly: readers drop such blocks, and only files that may have one look.)
            if code == CKeyword.Directive.if {
                var next = position
                while next < count && (base[next] == ASCII.space || base[next] == ASCII.tab) { next += 1 }
                if next < count && base[next] == UInt8(ascii: "0") { result.mayHaveIfZero = true }
            } else if code == CKeyword.Directive.define, !result.mayHaveIfZero, definesZero(after: position) {
                // (`#define NAME 0`, which an `#if NAME` below may test.)
                result.mayHaveIfZero = true
            }
        }
    }

    /// Whether the rest of a `#define` line, from `position`, is a name and `0`.
    private func definesZero(after position: Int) -> Bool {
        var next = position
        while next < count && (base[next] == ASCII.space || base[next] == ASCII.tab) { next += 1 }
        guard next < count, Self.isIdentifierStart(base[next]) else { return false }
        while next < count && Self.isIdentifierBody(base[next]) { next += 1 }
        while next < count && (base[next] == ASCII.space || base[next] == ASCII.tab) { next += 1 }
        return next < count && base[next] == UInt8(ascii: "0")
            && (next + 1 == count || !Self.isIdentifierBody(base[next + 1]) && base[next + 1] != UInt8(ascii: "."))
    }

    private mutating func atSign() {
        let start = position
        let next = byte(position + 1)
        if next == ASCII.doubleQuote { // @"..."
            position += 1
            skipQuoted(ASCII.doubleQuote)
            append(.string, 0, start, position)
            return
        }
        guard CFamilyLexer.isIdentifierStart(next) else {
            punct(ASCII.at, 1)
            return
        }
        position += 1
        let wordStart = position
        while position < count && CFamilyLexer.isIdentifierBody(base[position]) { position += 1 }
        let length = position - wordStart
        if length == 6, Self.equals(base, wordStart, "import") {
            atImport(start: start)
            return
        }
        let code = CKeyword.atWords.lookup(base, wordStart, length) ?? CKeyword.At.other
        append(.atKeyword, code, start, position)
    }

    private static func equals(_ base: UnsafePointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        let pointer = word.utf8Start
        for index in 0..<word.utf8CodeUnitCount where base[start + index] != pointer[index] { return false }
        return true
    }

    /// `@import M;` / `@import M.Sub;` → an import of `M`.
    private mutating func atImport(start: Int) {
        let column = start - lineStart + 1
        let importLine = line
        while position < count && (base[position] == ASCII.space || base[position] == ASCII.tab) { position += 1 }
        let nameStart = position
        while position < count && CFamilyLexer.isIdentifierBody(base[position]) { position += 1 }
        if position > nameStart {
            let name = String(decoding: UnsafeBufferPointer(start: base + nameStart, count: position - nameStart), as: UTF8.self)
            result.imports.append(Import(name: name, kind: .objcModule, location: SourceLocation(path: path, line: importLine, column: column)))
        }
        while position < count && base[position] != ASCII.semicolon && base[position] != ASCII.newline { position += 1 }
        if position < count && base[position] == ASCII.semicolon { position += 1 }
    }
}
