/// A hand-written Swift lexer over UTF-8 bytes: nested block comments, line comments,
/// single-line, multi-line and raw strings with (nested) interpolation, backticked names,
/// operators with Swift's whitespace rules, numbers, `#`-directives and `@`-attributes.
struct SwiftLexer {
    private struct StringFrame {
        var hashes: Int
        var multiline: Bool
        var parens: Int
    }

    static func tokenize(_ text: UnsafeBufferPointer<UInt8>) -> [Token] {
        // Every token but one (the end of an unterminated string at the end of the file) uses up
        // at least one byte, so `count + 16` slots always suffice; `emit` checks anyway.
        let capacity = text.count + 16
        return [Token](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let out = buffer.baseAddress else { return }
            var lexer = SwiftLexer(text: text, out: out, capacity: capacity)
            lexer.run()
            initialized = lexer.n
        }
    }

    private let text: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var pos = 0
    private var line: Int32 = 1
    private var lineStart = 0
    /// The tokens so far: `out[0..<n]`.
    private let out: UnsafeMutablePointer<Token>
    private let capacity: Int
    private(set) var n = 0
    private var strings: [StringFrame] = []
    /// Whitespace, a comment or a line break since the previous token.
    private var sawSpace = true
    private var sawNewline = true
    private var lastWasOperator = false

    private init(text: UnsafeBufferPointer<UInt8>, out: UnsafeMutablePointer<Token>, capacity: Int) {
        self.text = text
        self.count = text.count
        self.out = out
        self.capacity = capacity
    }

    @inline(__always) private func byte(_ i: Int) -> UInt8 { i < count ? text[i] : 0 }

    @inline(__always) private mutating func newline(at i: Int) {
        line += 1
        lineStart = i + 1
    }

    private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword = .none, extra: UInt8 = 0) {
        var flags = extra
        if !sawSpace { flags |= Token.leftBound }
        if sawNewline { flags |= Token.newlineBefore }
        // A token that follows without whitespace makes the previous one right-bound (only
        // operators use the flag).
        if !sawSpace, lastWasOperator { out[n - 1].flags |= Token.rightBound }
        lastWasOperator = kind == .operator
        guard n < capacity else { return }
        (out + n).initialize(
            to: Token(
                kind: kind, keyword: keyword, flags: flags, start: Int32(start), end: Int32(end), line: line,
                column: Int32(start - lineStart + 1)))
        n += 1
        sawSpace = false
        sawNewline = false
    }

    /// Brackets and separators count as whitespace for operator binding (Swift's rules).
    private mutating func emitOpener(_ kind: TokenKind, _ start: Int, _ end: Int) {
        emit(kind, start, end)
        sawSpace = true
    }

    private mutating func emitCloser(_ kind: TokenKind, _ start: Int, _ end: Int) {
        sawSpace = true
        emit(kind, start, end)
    }

    private mutating func run() {
        // A script's `#!/usr/bin/swift` first line is no code (Swift reads it as trivia).
        if pos == 0, count >= 2, text[0] == UInt8(ascii: "#"), text[1] == UInt8(ascii: "!") { skipLineComment() }
        while pos < count {
            let c = text[pos]
            switch c {
            case 0x0A:  // \n
                newline(at: pos)
                pos += 1
                sawSpace = true
                sawNewline = true
            case 0x0D:  // \r
                if byte(pos + 1) != 0x0A { newline(at: pos) }
                pos += 1
                sawSpace = true
                sawNewline = true
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                pos += 1
                while pos < count, text[pos] == 0x20 { pos += 1 }  // indentation
                sawSpace = true
            case UInt8(ascii: "/"):
                let n = byte(pos + 1)
                if n == UInt8(ascii: "/") {
                    skipLineComment()
                } else if n == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if !lexRegexLiteral() {
                    lexOperator()
                }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                lexIdentifier()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "\""):
                lexString(hashes: 0, start: pos)
            case UInt8(ascii: "`"):
                lexBacktick()
            case UInt8(ascii: "$"):
                lexDollar()
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "@"):
                let start = pos
                pos += 1
                if isIdentifierStart(byte(pos)) {
                    let nameStart = pos
                    while pos < count, isIdentifierBody(text[pos]) { pos += 1 }
                    emit(.attribute, nameStart, pos)
                } else {
                    emit(.attribute, start + 1, start + 1)
                }
            case UInt8(ascii: "("):
                if var top = strings.last {
                    top.parens += 1
                    strings[strings.count - 1] = top
                }
                emitOpener(.leftParen, pos, pos + 1)
                pos += 1
            case UInt8(ascii: ")"):
                if let top = strings.last {
                    if top.parens == 0 {
                        emitCloser(.interpolationEnd, pos, pos + 1)
                        pos += 1
                        strings.removeLast()
                        lexStringBody(hashes: top.hashes, multiline: top.multiline)
                        continue
                    }
                    strings[strings.count - 1].parens -= 1
                }
                emitCloser(.rightParen, pos, pos + 1)
                pos += 1
            case UInt8(ascii: "["):
                emitOpener(.leftBracket, pos, pos + 1)
                pos += 1
            case UInt8(ascii: "]"):
                emitCloser(.rightBracket, pos, pos + 1)
                pos += 1
            case UInt8(ascii: "{"):
                emitOpener(.leftBrace, pos, pos + 1)
                pos += 1
            case UInt8(ascii: "}"):
                emitCloser(.rightBrace, pos, pos + 1)
                pos += 1
            case UInt8(ascii: ","):
                emitCloser(.comma, pos, pos + 1)
                sawSpace = true
                pos += 1
            case UInt8(ascii: ";"):
                emitCloser(.semicolon, pos, pos + 1)
                sawSpace = true
                pos += 1
            case UInt8(ascii: ":"):
                emitCloser(.colon, pos, pos + 1)
                sawSpace = true
                pos += 1
            case UInt8(ascii: "."):
                let n = byte(pos + 1)
                if n == UInt8(ascii: ".") {
                    lexOperator()
                } else {
                    emit(.period, pos, pos + 1)
                    pos += 1
                }
            case UInt8(ascii: "\\"):
                emit(.backslash, pos, pos + 1)
                pos += 1
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                lexOperator()
            default:
                if c >= 0x80 {
                    if unicodeOperatorLength(at: pos, head: true) > 0 { lexOperator() } else { lexIdentifier() }
                } else {
                    pos += 1  // stray byte (e.g. a lone `'`): ignored
                    sawSpace = true
                }
            }
        }
    }

    @inline(__always) private func isIdentifierStart(_ c: UInt8) -> Bool {
        if c >= 128 { return true }
        // Bits for A-Z (65-90), _ (95) and a-z (97-122), relative to 64.
        return c >= 64 && (0x07FF_FFFE_87FF_FFFE as UInt64 >> UInt64(c &- 64)) & 1 != 0
    }

    @inline(__always) private func isIdentifierBody(_ c: UInt8) -> Bool {
        if c >= 128 { return true }
        if c >= 64 { return (0x07FF_FFFE_87FF_FFFE as UInt64 >> UInt64(c &- 64)) & 1 != 0 }
        return (0x03FF_0000_0000_0000 as UInt64 >> UInt64(c)) & 1 != 0  // 0-9 (48-57)
    }

    @inline(__always) private func isOperatorChar(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// The length in bytes of the Unicode operator character at `i` (0 if it is none):
    /// Swift's operator-head ranges, and with `head: false` the combining marks too.
    private func unicodeOperatorLength(at i: Int, head: Bool) -> Int {
        let b0 = UInt32(text[i])
        var scalar: UInt32
        var length: Int
        if b0 & 0xE0 == 0xC0 {
            scalar = (b0 & 0x1F) << 6 | (UInt32(byte(i + 1)) & 0x3F)
            length = 2
        } else if b0 & 0xF0 == 0xE0 {
            scalar = (b0 & 0x0F) << 12 | (UInt32(byte(i + 1)) & 0x3F) << 6 | (UInt32(byte(i + 2)) & 0x3F)
            length = 3
        } else {
            return 0
        }
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7, 0x2016...0x2017,
            0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
            0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return length
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F:
            return head ? 0 : length
        default:
            scalar = 0
            return 0
        }
    }

    private mutating func skipLineComment() {
        var p = pos
        while p < count {
            let c = text[p]
            if c == 0x0A || c == 0x0D { break }
            p += 1
        }
        pos = p
        sawSpace = true
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while pos < count {
            let c = text[pos]
            if c == UInt8(ascii: "/"), byte(pos + 1) == UInt8(ascii: "*") {
                depth += 1
                pos += 2
            } else if c == UInt8(ascii: "*"), byte(pos + 1) == UInt8(ascii: "/") {
                depth -= 1
                pos += 2
                if depth == 0 { break }
            } else {
                if c == 0x0A || (c == 0x0D && byte(pos + 1) != 0x0A) {
                    newline(at: pos)
                    sawNewline = true
                }
                pos += 1
            }
        }
        sawSpace = true
    }

    private mutating func lexIdentifier() {
        let start = pos
        var p = pos + 1
        while p < count {
            let c = text[p]
            if c < 0x80 {
                if !isIdentifierBody(c) { break }
            } else if unicodeOperatorLength(at: p, head: true) > 0 {
                break
            }
            p += 1
        }
        pos = p
        // Keywords are lowercase or `_`-led except `Any`, `Self`, `Type` and `Protocol`.
        let c0 = text[start]
        var keyword = Keyword.none
        if pos - start <= 16, c0 >= UInt8(ascii: "a") || c0 == UInt8(ascii: "_") || c0 == UInt8(ascii: "A")
            || c0 == UInt8(ascii: "S") || c0 == UInt8(ascii: "T") || c0 == UInt8(ascii: "P"), let base = text.baseAddress
        {
            keyword = Keyword.lookup(base + start, pos - start)
        }
        emit(.identifier, start, pos, keyword: keyword)
    }

    private mutating func lexBacktick() {
        let start = pos
        pos += 1
        let nameStart = pos
        while pos < count, text[pos] != UInt8(ascii: "`"), text[pos] != 0x0A { pos += 1 }
        let nameEnd = pos
        if pos < count, text[pos] == UInt8(ascii: "`") { pos += 1 }
        if nameEnd == nameStart {
            sawSpace = true
            _ = start
            return
        }
        emit(.identifier, nameStart, nameEnd, extra: Token.backticked)
        // The location is the backtick's: swift-syntax reports the token's start.
        if n > 0 { out[n - 1].column = Int32(start - lineStart + 1) }
    }

    private mutating func lexDollar() {
        let start = pos
        pos += 1
        if byte(pos) >= UInt8(ascii: "0"), byte(pos) <= UInt8(ascii: "9") {
            while pos < count, isIdentifierBody(text[pos]) { pos += 1 }
            emit(.dollarNumber, start, pos)
        } else {
            while pos < count, isIdentifierBody(text[pos]) { pos += 1 }
            emit(.identifier, start, pos)
        }
    }

    @inline(__always) private func isDigit(_ c: UInt8, hex: Bool) -> Bool {
        if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") { return true }
        guard hex else { return false }
        return (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    private mutating func lexNumber() {
        let start = pos
        let hex = text[pos] == UInt8(ascii: "0") && (byte(pos + 1) == UInt8(ascii: "x") || byte(pos + 1) == UInt8(ascii: "X"))
        pos += 1
        while pos < count {
            let c = text[pos]
            if isIdentifierBody(c) && c < 0x80 {
                pos += 1
                if (!hex && (c == UInt8(ascii: "e") || c == UInt8(ascii: "E")))
                    || (hex && (c == UInt8(ascii: "p") || c == UInt8(ascii: "P")))
                {
                    if byte(pos) == UInt8(ascii: "-") || byte(pos) == UInt8(ascii: "+") { pos += 1 }
                }
            } else if c == UInt8(ascii: "."), isDigit(byte(pos + 1), hex: hex),
                (n == 0 || out[n - 1].kind != .period)
            {
                pos += 1
            } else {
                break
            }
        }
        emit(.number, start, pos)
    }

    private mutating func lexPound() {
        let start = pos
        var hashes = 0
        while byte(pos + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(pos + hashes)
        if after == UInt8(ascii: "\"") {
            pos += hashes
            lexString(hashes: hashes, start: start)
            return
        }
        if after == UInt8(ascii: "/") {
            skipExtendedRegex(hashes: hashes)
            return
        }
        pos += 1
        if isIdentifierStart(byte(pos)) {
            let nameStart = pos
            while pos < count, isIdentifierBody(text[pos]) { pos += 1 }
            emit(.pound, nameStart, pos)
        } else {
            sawSpace = true
        }
    }

    /// A bare `/.../` regex literal where an operand is expected (after `(`, `[`, `,`, `:`, `=`,
    /// `{` or `return`), not starting with a space and closed on the same line.
    private mutating func lexRegexLiteral() -> Bool {
        let next = byte(pos + 1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == UInt8(ascii: "=") { return false }
        guard n > 0 else { return false }
        let last = out[n - 1]
        switch last.kind {
        case .leftParen, .leftBracket, .comma, .colon, .leftBrace: break
        case .operator:
            guard last.length == 1, text[Int(last.start)] == UInt8(ascii: "=") else { return false }
        case .identifier:
            guard last.keyword == .return || last.keyword == .case else { return false }
        default:
            return false
        }
        var k = pos + 1
        while k < count {
            let c = text[k]
            if c == 0x0A || c == 0x0D { return false }
            if c == UInt8(ascii: "\\") {
                k += 2
                continue
            }
            if c == UInt8(ascii: "/") { break }
            k += 1
        }
        guard k < count else { return false }
        emit(.stringBegin, pos, pos + 1)
        emit(.stringEnd, k, k + 1)
        pos = k + 1
        return true
    }

    /// `#/.../#`: skipped like a string without interpolation.
    private mutating func skipExtendedRegex(hashes: Int) {
        let start = pos
        pos += hashes + 1
        while pos < count {
            let c = text[pos]
            if c == UInt8(ascii: "/") {
                var n = 0
                while n < hashes, byte(pos + 1 + n) == UInt8(ascii: "#") { n += 1 }
                if n == hashes {
                    pos += 1 + n
                    break
                }
            } else if c == UInt8(ascii: "\\") {
                pos += 1
            } else if c == 0x0A || (c == 0x0D && byte(pos + 1) != 0x0A) {
                newline(at: pos)
            }
            pos += 1
        }
        emit(.stringBegin, start, start + 1)
        emit(.stringEnd, pos - 1, pos)
    }

    private mutating func lexString(hashes: Int, start: Int) {
        // `pos` is at the opening quote.
        // `"""` opens a multi-line string only when the line ends after it (`#"""#` is one quote).
        var multiline = byte(pos + 1) == UInt8(ascii: "\"") && byte(pos + 2) == UInt8(ascii: "\"")
        if multiline {
            var k = pos + 3
            while byte(k) == 0x20 || byte(k) == 0x09 { k += 1 }
            multiline = byte(k) == 0x0A || byte(k) == 0x0D || k >= count
        }
        emit(.stringBegin, start, start + 1)
        pos += multiline ? 3 : 1
        lexStringBody(hashes: hashes, multiline: multiline)
    }

    /// Scans string content up to the closing delimiter (emits `stringEnd`) or to an
    /// interpolation (emits `interpolationBegin` and returns to code).
    private mutating func lexStringBody(hashes: Int, multiline: Bool) {
        while pos < count {
            let c = text[pos]
            if c == UInt8(ascii: "\\") {
                var n = 0
                while n < hashes, byte(pos + 1 + n) == UInt8(ascii: "#") { n += 1 }
                if n == hashes {
                    let escaped = pos + 1 + n
                    if byte(escaped) == UInt8(ascii: "(") {
                        sawSpace = false
                        emit(.interpolationBegin, pos, escaped + 1)
                        sawSpace = true
                        pos = escaped + 1
                        strings.append(StringFrame(hashes: hashes, multiline: multiline, parens: 0))
                        return
                    }
                    // Skip the escaped character (a line break after `\` continues a multi-line string).
                    pos = escaped
                    if pos < count {
                        let e = text[pos]
                        if e == 0x0A || (e == 0x0D && byte(pos + 1) != 0x0A) { newline(at: pos) }
                        pos += 1
                    }
                    continue
                }
                pos += 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var closes = true
                if multiline {
                    closes = byte(pos + 1) == UInt8(ascii: "\"") && byte(pos + 2) == UInt8(ascii: "\"")
                }
                if closes {
                    var n = 0
                    while n < hashes, byte(pos + quotes + n) == UInt8(ascii: "#") { n += 1 }
                    if n == hashes {
                        let end = pos + quotes + n
                        sawSpace = false
                        emit(.stringEnd, end - 1, end)
                        pos = end
                        return
                    }
                }
                pos += 1
                continue
            }
            if c == 0x0A || (c == 0x0D && byte(pos + 1) != 0x0A) {
                if !multiline {
                    // Unterminated single-line string: end it here.
                    emit(.stringEnd, pos, pos)
                    return
                }
                newline(at: pos)
            }
            pos += 1
        }
        emit(.stringEnd, pos, pos)
    }

    private mutating func lexOperator() {
        let start = pos
        let dotted = text[pos] == UInt8(ascii: ".")
        pos += text[pos] >= 0x80 ? max(1, unicodeOperatorLength(at: pos, head: true)) : 1
        // A left-bound `?` is always a postfix `?` of its own (`Element?>`, `init?<T>`), and so is
        // a left-bound `!` before another `!` or `?` (`x!!`).
        if !sawSpace, text[start] == UInt8(ascii: "?")
            || (text[start] == UInt8(ascii: "!") && (byte(pos) == UInt8(ascii: "!") || byte(pos) == UInt8(ascii: "?")))
        {
            emit(.operator, start, pos)
            return
        }
        while pos < count {
            let c = text[pos]
            if c == UInt8(ascii: "/"), byte(pos + 1) == UInt8(ascii: "/") || byte(pos + 1) == UInt8(ascii: "*") { break }
            if isOperatorChar(c) || (dotted && c == UInt8(ascii: ".")) {
                pos += 1
            } else if c >= 0x80, case let n = unicodeOperatorLength(at: pos, head: false), n > 0 {
                pos += n
            } else {
                break
            }
        }
        emit(.operator, start, pos)
    }
}

// Direct comparisons: without them `!=` on these enums goes through the generic Equatable
// witness in the hot loops (measured: ~6% of the run).
extension TokenKind {
    @inline(__always) static func == (a: TokenKind, b: TokenKind) -> Bool { a.rawValue == b.rawValue }
    @inline(__always) static func != (a: TokenKind, b: TokenKind) -> Bool { a.rawValue != b.rawValue }
}

extension Keyword {
    @inline(__always) static func == (a: Keyword, b: Keyword) -> Bool { a.rawValue == b.rawValue }
    @inline(__always) static func != (a: Keyword, b: Keyword) -> Bool { a.rawValue != b.rawValue }
}
