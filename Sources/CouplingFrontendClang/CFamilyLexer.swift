import CouplingModel

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
}

/// What the lexer found in one file: tokens (comments, strings' contents, `#include`s,
/// `#pragma`s removed), imports, and problems.
struct CLexedFile {
    var tokens: [CToken] = []
    var imports: [Import] = []
    var diagnostics: [Diagnostic] = []
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
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 || c == 36
    }

    @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 48 && c <= 57)
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
            case 10: // \n
                endDirective()
                newline(at: position)
                position += 1
                atLineStart = true
            case 32, 9, 13, 11, 12, 0:
                position += 1
            case 92: // backslash: a line continuation, or a stray byte
                if byte(position + 1) == 10 {
                    newline(at: position + 1)
                    position += 2
                } else if byte(position + 1) == 13 && byte(position + 2) == 10 {
                    newline(at: position + 2)
                    position += 3
                } else {
                    position += 1
                }
            case 47: // /
                let next = byte(position + 1)
                if next == 47 {
                    skipLineComment()
                } else if next == 42 {
                    skipBlockComment()
                } else {
                    punct(c, 1)
                }
            case 35 where atLineStart && !inDirective: // # at the start of a line
                directive()
            case 34: // "
                atLineStart = false
                let start = position
                skipQuoted(34)
                append(.string, 0, start, position)
            case 39: // '
                atLineStart = false
                let start = position
                skipQuoted(39)
                append(.character, 0, start, position)
            case 64: // @
                atLineStart = false
                atSign()
            case 48...57:
                number()
            case 46: // .
                let next = byte(position + 1)
                if next >= 48 && next <= 57 {
                    number()
                } else if next == 46 && byte(position + 2) == 46 {
                    punct(CToken.Punct.ellipsis, 3)
                } else {
                    punct(c, 1)
                }
            case 45: // -
                if byte(position + 1) == 62 { punct(CToken.Punct.arrow, 2) } else { punct(c, 1) }
            case 58: // :
                if byte(position + 1) == 58 { punct(CToken.Punct.scope, 2) } else { punct(c, 1) }
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
        if (next == 34 || next == 39) && length <= 3 {
            let last = base[position - 1]
            let prefixOK = Self.isStringPrefix(base, start, length)
            if prefixOK {
                if last == 82 && next == 34 { // R"
                    rawString(from: start)
                    return
                }
                skipQuoted(next)
                append(next == 34 ? .string : .character, 0, start, position)
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
        case 1: return a == 76 || a == 117 || a == 85 || a == 82 // L u U R
        case 2:
            let b = base[start + 1]
            return (a == 117 && b == 56) || ((a == 76 || a == 117 || a == 85) && b == 82) // u8, LR uR UR
        case 3: return a == 117 && base[start + 1] == 56 && base[start + 2] == 82 // u8R
        default: return false
        }
    }

    /// R"delim( ... )delim"
    private mutating func rawString(from start: Int) {
        position += 1 // "
        let delimiterStart = position
        while position < count && base[position] != 40 && base[position] != 10 && position - delimiterStart < 16 {
            position += 1
        }
        guard position < count, base[position] == 40 else {
            append(.string, 0, start, position)
            return
        }
        let delimiter = Array(UnsafeBufferPointer(start: base + delimiterStart, count: position - delimiterStart))
        position += 1
        while position < count {
            let c = base[position]
            if c == 10 { newline(at: position) }
            if c == 41 && position + 1 + delimiter.count < count && base[position + 1 + delimiter.count] == 34 {
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
            if CFamilyLexer.isIdentifierBody(c) || c == 46 {
                position += 1
            } else if (c == 43 || c == 45) && (base[position - 1] | 0x20 == 101 || base[position - 1] | 0x20 == 112) {
                position += 1 // exponent sign: 1e+5, 0x1p-3
            } else if c == 39 && CFamilyLexer.isIdentifierBody(byte(position + 1)) {
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
            if c == 92 { // escape, including an escaped newline
                if byte(position + 1) == 10 { newline(at: position + 1) }
                position += 2
                continue
            }
            if c == 10 { return }
            position += 1
        }
        if position > count { position = count }
    }

    private mutating func skipLineComment() {
        position += 2
        while position < count {
            let c = base[position]
            if c == 10 {
                if base[position - 1] == 92 { // a backslash continues the comment
                    newline(at: position)
                    position += 1
                    continue
                }
                return
            }
            position += 1
        }
    }

    private mutating func skipBlockComment() {
        let start = position
        position += 2
        while position + 1 < count {
            let c = base[position]
            if c == 42 && base[position + 1] == 47 {
                position += 2
                return
            }
            if c == 10 { newline(at: position) }
            position += 1
        }
        if position < count && base[position] == 10 { newline(at: position) }
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
            if base[index] == 10 { line += 1 }
            index += 1
        }
        return line
    }

    private mutating func skipHorizontalSpace() {
        while position < count {
            let c = base[position]
            if c == 32 || c == 9 || c == 13 || c == 11 || c == 12 {
                position += 1
            } else if c == 92 && byte(position + 1) == 10 {
                newline(at: position + 1)
                position += 2
            } else if c == 47 && byte(position + 1) == 42 {
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
            if c == 10 { return }
            if c == 92 && byte(position + 1) == 10 {
                newline(at: position + 1)
                position += 2
            } else if c == 92 && byte(position + 1) == 13 && byte(position + 2) == 10 {
                newline(at: position + 2)
                position += 3
            } else if c == 47 && byte(position + 1) == 42 {
                skipBlockComment()
            } else if c == 47 && byte(position + 1) == 47 {
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
            if open == 34 || open == 60 {
                let close: UInt8 = open == 34 ? 34 : 62
                let start = position + 1
                var end = start
                while end < count && base[end] != close && base[end] != 10 { end += 1 }
                if end < count && base[end] == close && end > start {
                    let name = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
                    result.imports.append(
                        Import(name: name, kind: open == 34 ? .quotedInclude : .angledInclude,
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
        }
    }

    private mutating func atSign() {
        let start = position
        let next = byte(position + 1)
        if next == 34 { // @"..."
            position += 1
            skipQuoted(34)
            append(.string, 0, start, position)
            return
        }
        guard CFamilyLexer.isIdentifierStart(next) else {
            punct(64, 1)
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
        while position < count && (base[position] == 32 || base[position] == 9) { position += 1 }
        let nameStart = position
        while position < count && CFamilyLexer.isIdentifierBody(base[position]) { position += 1 }
        if position > nameStart {
            let name = String(decoding: UnsafeBufferPointer(start: base + nameStart, count: position - nameStart), as: UTF8.self)
            result.imports.append(Import(name: name, kind: .objcModule, location: SourceLocation(path: path, line: importLine, column: column)))
        }
        while position < count && base[position] != 59 && base[position] != 10 { position += 1 }
        if position < count && base[position] == 59 { position += 1 }
    }
}
