import CouplingModel

/// The names a body binds: its parameters (a method's `:(T)name`, a function's, a block's) and the
/// locals it declares. A use of one inside the body is no reference to a declaration of the tree (a
/// parameter `justifyContent` is not the function `justifyContent`).
extension CFamilyReferenceScanner {
    /// Whether `token` names a local of the bodies being read.
    @inline(__always) func isLocal(_ token: CToken) -> Bool {
        guard !locals.isEmpty, directive == nil else { return false }
        var next = localBuckets[Self.localBucket(token.start..<token.end, base)]
        while next >= 0 {
            let local = locals[Int(next)]
            if token.spells(local.name, in: base) { return true }
            next = local.next
        }
        return false
    }

    /// A body opens: the parameters read before it are its locals.
    mutating func bindParameters() {
        for name in parameters { addLocal(name) }
    }

    /// A brace closed (`braceDepth` already lowered): the locals of the bodies it ended go. (The last
    /// local is the last of its bucket too: its bucket goes back to the one before it.)
    mutating func dropLocals() {
        while let last = locals.last, last.depth > braceDepth {
            localBuckets[Self.localBucket(last.name, base)] = last.next
            locals.removeLast()
        }
    }

    /// `T name` or `T *name` (`*`, `&` and qualifiers between; T maybe qualified, `ns::T`) followed by `;`, `,`, `)`, `=`, `[` or
    /// `in`, where T starts a statement in a body or an item of a parameter list or `for` header:
    /// a declarator. (`a * b;` in an expression never starts a statement; `f(a * b)` is no list.) Asked
    /// only in a body, a parameter list or a struct's body (the caller decides: most of a header is none).
    func isDeclarator(_ index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        // `T name(args);` or `T name{args};` in a body: a local made by its constructor (TextMate's
        // `scope::context_t scope(left, right);`), told by the `;` or `,` after the arguments.
        var constructed = false
        if next.kind == .punct {
            switch next.code {
            case ASCII.semicolon, ASCII.comma, ASCII.rightParen, ASCII.equals, ASCII.leftBracket: break
            case ASCII.leftParen, ASCII.leftBrace:
                guard bodyDepth > 0, contexts[contexts.count - 1].kind == .brace, !contexts[contexts.count - 1].isAggregate else { return false }
                constructed = true
            default: return false
            }
        } else if !isWord(next, "in") {
            return false
        }
        // Back over `*`, `&` and type words (`int`, `const`, `_Nullable`) to the type: the name before
        // them, or the first type word.
        var j = index - 1
        // (`static auto constexpr name =`: C++ lets the specifier follow the type.)
        while j >= 0, tokens[j].kind == .punct && (tokens[j].code == ASCII.asterisk || tokens[j].code == ASCII.ampersand)
            || tokens[j].kind == .keyword && tokens[j].code == CKeyword.type || isWord(tokens[j], "constexpr")
        {
            j -= 1
        }
        // (A generic type, `NSArray<NSString *> *names`, `std::vector<int> v`: back over its arguments
        // to its name; `typeof(x) v`, `decltype(x) v`: to the operator.)
        var typeOperator = false
        if j >= 0, tokens[j].kind == .punct, tokens[j].code == ASCII.greater || tokens[j].code == ASCII.rightParen {
            guard let open = typeArgumentsStart(closingAt: j), open >= 1 else { return false }
            if tokens[j].code == ASCII.rightParen {
                // (A keyword of 6, 8 or 10 bytes before the `(`, then its spelling: casts, `if (…) x;`,
                // come here for every statement that ends so.)
                let before = tokens[open - 1]
                guard before.kind == .keyword, [6, 8, 10].contains(before.end - before.start),
                    Self.typeOperators.contains(before.text(base))
                else { return false }
                typeOperator = true
            } else if tokens[open - 1].kind != .identifier {
                return false
            }
            j = open - 1
        }
        if !typeOperator, !(j >= 0 && tokens[j].kind == .identifier && !isQualifierWord(tokens[j])) {
            j += 1
            guard j < index, tokens[j].kind == .keyword, tokens[j].code == CKeyword.type else { return false }
        }
        var k = j - 1
        // (A qualified type, `std::string const& line`, `::scope::scope_t scope`: back over its scopes.)
        while k >= 0, tokens[k].kind == .punct, tokens[k].code == CToken.Punct.scope {
            guard k >= 1, tokens[k - 1].kind == .identifier else {
                k -= 1
                break
            }
            k -= 2
        }
        while k >= 0, isDeclarationSpecifier(tokens[k]) || tokens[k].kind == .identifier && isQualifierWord(tokens[k]) { k -= 1 }
        let context = contexts[contexts.count - 1]
        guard k >= 0 else { return bodyDepth > 0 }
        let before = tokens[k]
        guard before.kind == .punct else { return false }
        switch before.code {
        case ASCII.semicolon, ASCII.leftBrace, ASCII.rightBrace:
            // (Qt's `emit changed(x);` is a call: `emit` is a macro of nothing.)
            return (bodyDepth > 0 || context.isAggregate) && context.kind == .brace
                && (!constructed || !isWord(tokens[j], "emit") && !isWord(tokens[j], "Q_EMIT") && endsStatement(afterGroupAt: index + 1))
        case ASCII.leftParen, ASCII.comma: return context.kind == .paren && context.declaresNames
        default: return false
        }
    }

    static let typeOperators: Set<String> = ["typeof", "__typeof", "__typeof__", "decltype"]

    /// The `<` that opens the type arguments closed by the `>` at `close` (only names, `*`, `,`,
    /// `::` and nested arguments between), or the `(` of the parentheses closed by the `)` at `close`;
    /// nil for anything else (`a < b > c` in an expression has no `*name` after it anyway).
    func typeArgumentsStart(closingAt close: Int) -> Int? {
        let (opening, closing) = tokens[close].code == ASCII.rightParen ? (ASCII.leftParen, ASCII.rightParen) : (ASCII.less, ASCII.greater)
        var depth = 0
        var m = close
        while m >= 0, close - m < 64 {
            let token = tokens[m]
            if token.kind == .punct {
                if token.code == closing {
                    depth += 1
                } else if token.code == opening {
                    depth -= 1
                    if depth == 0 { return m }
                } else if closing == ASCII.greater, token.code != ASCII.asterisk, token.code != ASCII.comma, token.code != CToken.Punct.scope {
                    return nil
                }
            }
            m -= 1
        }
        return nil
    }

    /// Whether the group that `(` or `{` at `open` opens is followed by `;` or `,` (a declarator's
    /// arguments, not a call's or a body's).
    func endsStatement(afterGroupAt open: Int) -> Bool {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.kind == .punct else { continue }
            switch token.code {
            case ASCII.leftParen, ASCII.leftBrace, ASCII.leftBracket: depth += 1
            case ASCII.rightParen, ASCII.rightBrace, ASCII.rightBracket:
                depth -= 1
                if depth == 0 { return isPunct(index, ASCII.semicolon) || isPunct(index, ASCII.comma) }
            case ASCII.semicolon where depth == 1 && tokens[open].code == ASCII.leftParen: return false
            default: break
            }
        }
        return false
    }

    /// Whether the `(` at `index` follows a block literal's return type: `^void (`, `^BOOL(`,
    /// `^NSString *(`, `^id<P>(` is not read (rare); its parameters are the body's.
    func returnTypeOfBlockLiteral(before index: Int) -> Bool {
        var j = index - 1
        while j >= 0, tokens[j].kind == .punct, tokens[j].code == ASCII.asterisk { j -= 1 }
        guard j >= 1, tokens[j].kind == .identifier || tokens[j].kind == .keyword && tokens[j].code == CKeyword.type else { return false }
        return tokens[j - 1].kind == .punct && tokens[j - 1].code == ASCII.caret
    }

    /// Whether the `{` at `index` opens a `struct`'s or `union`'s body: `struct Name {`, `union {`,
    /// `typedef struct Name {`.
    static func opensAggregate(previous: CToken?, tokens: [CToken], at index: Int) -> Bool {
        guard let previous else { return false }
        func isAggregateKeyword(_ token: CToken) -> Bool {
            token.kind == .keyword && (token.code == CKeyword.struct || token.code == CKeyword.union)
        }
        if isAggregateKeyword(previous) { return true }
        return previous.kind == .identifier && index >= 2 && isAggregateKeyword(tokens[index - 2])
    }

    /// `, name` or `, *name` followed by `;`, `,`, `=` or `[`, in the brace context whose declaration
    /// statement bound a declarator already (`int a, tlb, b;`: iSH's `tlb`, a struct's name elsewhere).
    func continuesDeclarationList(_ index: Int) -> Bool {
        guard let list = declarationList, list == contexts.count, index + 1 < tokens.count else { return false }
        var j = index - 1
        while j >= 0, tokens[j].kind == .punct, tokens[j].code == ASCII.asterisk || tokens[j].code == ASCII.ampersand { j -= 1 }
        guard j >= 0, tokens[j].kind == .punct, tokens[j].code == ASCII.comma else { return false }
        let next = tokens[index + 1]
        guard next.kind == .punct else { return false }
        switch next.code {
        case ASCII.semicolon, ASCII.comma, ASCII.equals, ASCII.leftBracket: return true
        default: return false
        }
    }

    /// `static`, `struct`, `const`, `register`…: what may stand before a declaration's type (not
    /// `return`, `else`, `case`: `return a * b;` declares nothing).
    func isDeclarationSpecifier(_ token: CToken) -> Bool {
        guard token.kind == .keyword else { return false }
        switch token.code {
        case CKeyword.static, CKeyword.extern, CKeyword.struct, CKeyword.union, CKeyword.enum, CKeyword.class, CKeyword.type:
            return true
        default:
            return isWord(token, "register") || isWord(token, "inline") || isWord(token, "typename")
                || isWord(token, "constexpr") || isWord(token, "mutable") || isWord(token, "thread_local")
        }
    }

    /// Objective-C's nullability words, which stand where C's qualifiers do.
    func isQualifierWord(_ token: CToken) -> Bool {
        isWord(token, "nullable") || isWord(token, "nonnull") || isWord(token, "null_unspecified")
    }

    /// A declarator's name: a local of the body being read, or a parameter of the body to come.
    mutating func bind(_ token: CToken, in context: Context) {
        if context.isBlockTypeParameters { return }  // (`void (^handler)(NSError *error)` binds no `error`)
        if context.kind == .paren, !context.isForHeader {
            parameters.append(token.start..<token.end)
        } else if bodyDepth > 0 {
            addLocal(token.start..<token.end)
        }
    }

    mutating func addLocal(_ name: Range<Int32>) {
        if localBuckets.isEmpty { localBuckets = [Int32](repeating: -1, count: Self.localBucketCount) }
        let bucket = Self.localBucket(name, base)
        locals.append((name, braceDepth, localBuckets[bucket]))
        localBuckets[bucket] = Int32(locals.count - 1)
    }

    static var localBucketCount: Int { 256 }

    /// A bucket from a name's length and first and last bytes.
    @inline(__always) static func localBucket(_ name: Range<Int32>, _ base: UnsafePointer<UInt8>) -> Int {
        let length = Int(name.upperBound - name.lowerBound)
        guard length > 0 else { return 0 }
        let key = UInt32(truncatingIfNeeded: length) << 16 | UInt32(base[Int(name.lowerBound)]) << 8 | UInt32(base[Int(name.upperBound) - 1])
        return Int((key &* 0x9E37_79B1) >> 24)
    }
}
