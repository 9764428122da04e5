/// How deeply a Swift file's brackets nest, read from the fast lexer's tokens (comments and string
/// contents do not count). swift-syntax is not safe on every input: its time doubles with each
/// `[` nested in another (`[[[[1]]]]`, `[([(`), its parser recurses without a limit into generic
/// arguments (`A<A<A<...>>>`: a stack overflow at about a thousand), into `#if` blocks, prefix
/// keywords (`try try try ...`) and function types (`() -> () -> ...`), and past 256 levels of
/// brackets it stops parsing what lies deeper. The swift-syntax pass measures each file first and
/// reads the ones past `isSafeForSwiftSyntax` with the fast frontend instead.
public struct SwiftNesting: Sendable, Equatable {
    /// The most brackets (`(`, `[`, `{`, string interpolations, generic `<`, `#if`) open at once,
    /// plus the prefix keywords (`try`, `await`, `some` …) and arrows (`->`) in a row since the
    /// last `,`, `;`, `=`, `:`, `{` or `}` at that level. A `<` glued to what precedes it (`Array<`, `a<b`)
    /// counts as open until `>`, a closing bracket, `{` or `;`: generous to comparisons written
    /// without spaces, never short of a generic clause.
    public var depth = 0
    /// The most `[` open at once.
    public var squareBrackets = 0

    /// At most 200 brackets deep (swift-syntax's own limit is 256) and 12 `[` (about 4,000 times
    /// the work of one, a few milliseconds in a release build).
    public static let maximumDepth = 200
    public static let maximumSquareBrackets = 12

    public var isSafeForSwiftSyntax: Bool {
        depth <= Self.maximumDepth && squareBrackets <= Self.maximumSquareBrackets
    }

    public init(depth: Int = 0, squareBrackets: Int = 0) {
        self.depth = depth
        self.squareBrackets = squareBrackets
    }

    private enum Open { case bracket, square, angle, conditional }

    /// Keywords swift-syntax's parser recurses into, once per occurrence.
    private static let prefixKeywords: Set<Keyword> = [
        .try, .await, .unsafe, .some, .any, .inout, .consume, .copy, .each, .repeat, .borrowing, .consuming,
        .sending, .isolated,
    ]

    /// Measures `contents` (one lexer pass, no recursion). A stray closer closes nothing.
    public static func measure(_ contents: [UInt8]) -> SwiftNesting {
        contents.withUnsafeBufferPointer { text in
            var result = SwiftNesting()
            var stack: [Open] = []
            var square = 0
            // Prefix keywords and arrows in a row at the current level (`chains[stack.count]`).
            var chains = [0]
            func dropAngles() {
                while stack.last == .angle { pop() }
            }
            func push(_ open: Open) {
                stack.append(open)
                chains.append(0)
                if open == .square { square += 1 }
                result.depth = max(result.depth, stack.count + chains[chains.count - 2])
                result.squareBrackets = max(result.squareBrackets, square)
            }
            func pop() {
                guard let open = stack.popLast() else { return }
                chains.removeLast()
                if open == .square { square -= 1 }
            }
            func chain() {
                chains[chains.count - 1] += 1
                result.depth = max(result.depth, stack.count + chains[chains.count - 1])
            }
            for token in SwiftLexer.tokenize(text) {
                if Self.prefixKeywords.contains(token.keyword), token.flags & Token.backticked == 0 {
                    chain()
                    continue
                }
                switch token.kind {
                case .leftParen, .interpolationBegin: push(.bracket)
                case .leftBracket: push(.square)
                case .leftBrace:
                    dropAngles()
                    chains[chains.count - 1] = 0
                    push(.bracket)
                case .rightParen, .rightBrace, .interpolationEnd, .rightBracket:
                    dropAngles()
                    if stack.last != .conditional { pop() }
                    if token.kind == .rightBrace { chains[chains.count - 1] = 0 }
                case .semicolon:
                    dropAngles()
                    chains[chains.count - 1] = 0
                case .comma, .colon:
                    chains[chains.count - 1] = 0
                case .pound:
                    let name = String(decoding: UnsafeBufferPointer(rebasing: text[Int(token.start)..<Int(token.end)]), as: UTF8.self)
                    if name == "if" {
                        push(.conditional)
                    } else if name == "endif" {
                        dropAngles()
                        if stack.last == .conditional { pop() }  // otherwise: counted as still open
                    }
                case .operator:
                    let first = text[Int(token.start)]
                    if first == UInt8(ascii: "<"), token.length == 1, token.isLeftBound {
                        push(.angle)
                    } else if first == UInt8(ascii: ">") {
                        for offset in Int(token.start)..<Int(token.end) where text[offset] == UInt8(ascii: ">") {
                            guard stack.last == .angle else { break }
                            pop()
                        }
                    } else if token.length == 2, first == UInt8(ascii: "-"), text[Int(token.start) + 1] == UInt8(ascii: ">") {
                        chain()
                    } else if token.length == 1, first == UInt8(ascii: "=") {
                        chains[chains.count - 1] = 0
                    }
                default:
                    continue
                }
            }
            return result
        }
    }
}
