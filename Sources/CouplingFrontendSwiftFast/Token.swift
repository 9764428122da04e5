/// The token kinds the recogniser needs. Comments and whitespace produce no tokens; string
/// literals produce `stringBegin`/`stringEnd` around the tokens of their interpolations.
enum TokenKind: UInt8 {
    /// A name: plain, backticked (`start..<end` excludes the backticks) or `$name`.
    case identifier
    /// `$0`, `$1`...
    case dollarNumber
    case number
    case stringBegin, stringEnd
    /// `\(` inside a string (acts as an opening parenthesis) and its closing `)`.
    case interpolationBegin, interpolationEnd
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period
    /// An operator token; `=`, `->`, `&`, `?` and `!` alone are operators here too.
    case `operator`
    /// `@name`: `start..<end` is the name.
    case attribute
    /// `#name`: `start..<end` is the name (`if`, `else`, `available`, `selector`, a macro...).
    case pound
    /// `\` starting a key path.
    case backslash
    /// Past the last token (never stored).
    case end
}

struct Token {
    var kind: TokenKind
    /// The keyword a plain identifier spells (never set for backticked names).
    var keyword: Keyword
    var flags: UInt8
    var start: Int32
    var end: Int32
    var line: Int32
    var column: Int32

    static let leftBound: UInt8 = 1  // no whitespace before
    static let rightBound: UInt8 = 2  // no whitespace after
    static let newlineBefore: UInt8 = 4
    static let backticked: UInt8 = 8

    @inline(__always) var isLeftBound: Bool { flags & Token.leftBound != 0 }
    @inline(__always) var isRightBound: Bool { flags & Token.rightBound != 0 }
    @inline(__always) var hasNewlineBefore: Bool { flags & Token.newlineBefore != 0 }
    @inline(__always) var length: Int { Int(end - start) }
}
