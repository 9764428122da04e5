import CouplingModel

/// Brackets, separators and operators: the frames they open and close, and what a `,`, a `:` or an
/// operator means in the frame it is in.
extension FactsRecognizer {
    // MARK: Brackets

    mutating func openBrace() {
        pendingClassDeclaration = nil  // the inheritance clause, if any, is behind us
        var role = top.pendingBrace
        if role == .plain { role = top.declBinding && top.typeMode ? .accessorBlock : .closure }
        top.pendingBrace = .plain
        top.header = .none
        top.headerWhere = false
        top.pattern = false
        top.typeMode = false
        top.asType = false
        top.pendingParams = .plain
        top.keyPath = false
        var frame = Frame(kind: .brace, role: role)
        frame.countsDepth = role != .switchBody
        frame.open = Int32(i)
        if role == .typeBody || role == .enumBody { frame.span = openTypeSpan(i) } else { typeHeader = -1 }
        let open = i
        push(frame)
        if role == .closure || role == .accessorBlock { closureSignature(open) }
    }

    mutating func closeBrace() {
        while !outer.isEmpty {
            let k = top.kind
            pop()
            if k == .brace { return }
        }
    }

    mutating func openParen() {
        let parent = top
        var frame = Frame(kind: .paren, role: .plain)
        frame.open = Int32(i)
        if i == closureParamParen {
            frame.role = .closureParams
            frame.paramStart = true
        } else if parent.pendingParams != .plain {
            frame.role = parent.pendingParams
            frame.paramStart = true
            frame.typeMode = frame.role == .enumCaseParams
            top.pendingParams = .plain
        } else {
            frame.typeMode = parent.typeMode || keyword(i - 1) == .throws
            // (After `as` in a pattern the brackets are a type's: `case let (x as [String: Any], …)`.)
            frame.pattern = parent.pattern && !parent.asType
            frame.bind = parent.bind
        }
        push(frame)
    }

    mutating func openBracket() {
        let parent = top
        var frame = Frame(kind: .bracket, role: .plain)
        if i == captureListBracket {
            frame.role = .captureList
            frame.paramStart = true
        } else {
            frame.typeMode = parent.typeMode
            frame.pattern = parent.pattern && !parent.asType
            frame.bind = parent.bind
            if toks[i].isLeftBound, !parent.typeMode {
                switch kind(i - 1) {
                case .identifier: frame.subscriptArguments = !keyword(i - 1).isHard || keyword(i - 1) == .`self`
                case .rightParen, .rightBracket, .stringEnd, .dollarNumber: frame.subscriptArguments = true
                case .operator: frame.subscriptArguments = isOperator(i - 1, "?") || isOperator(i - 1, "!")
                default: break
                }
            }
        }
        push(frame)
    }

    /// After `{` of a closure: `[captures] (params) -> T in` or `a, b in`.
    mutating func closureSignature(_ open: Int) {
        var j = open + 1
        while kind(j) == .attribute {
            if kind(j + 1) == .leftParen, toks[j + 1].isLeftBound, partner[j + 1] > 0 {
                j = Int(partner[j + 1]) + 1
            } else {
                j += 1
            }
        }
        var captures = -1
        if kind(j) == .leftBracket, partner[j] > 0 {
            // A capture list only when a signature follows it.
            captures = j
            j = Int(partner[j]) + 1
            if keyword(j) == .in {
                captureListBracket = captures
                return
            }
        }
        if kind(j) == .leftParen, partner[j] > 0 {
            var k = Int(partner[j]) + 1
            let limit = min(toks.count, k + 64)
            while k < limit {
                if keyword(k) == .in {
                    closureParamParen = j
                    captureListBracket = captures
                    return
                }
                switch kind(k) {
                case .leftBrace, .rightBrace, .semicolon, .stringBegin: return
                case .leftParen, .leftBracket:
                    if partner[k] > 0 { k = Int(partner[k]) }
                default: break
                }
                k += 1
            }
            return
        }
        // Shorthand parameters: `a, b in`.
        var k = j
        var first = -1
        var last = -1
        while k < toks.count, isWord(k), isName(k) || keyword(k) == .wildcard {
            if first < 0 { first = k }
            last = k
            k += 1
            if kind(k) == .comma { k += 1 } else { break }
        }
        guard first >= 0 else { return }
        let isSignature: Bool
        if keyword(k) == .in {
            isSignature = true
        } else if isOperator(k, "->") || keyword(k) == .throws || keyword(k) == .async {
            var m = k
            let limit = min(toks.count, k + 32)
            while m < limit, keyword(m) != .in, kind(m) != .leftBrace, kind(m) != .rightBrace { m += 1 }
            isSignature = keyword(m) == .in
        } else {
            isSignature = false
        }
        guard isSignature else { return }
        captureListBracket = captures
        var m = first
        while m <= last {
            if isWord(m) { shadow(m) }
            m += 1
        }
        shorthandParameters = first..<(last + 1)
    }

    // MARK: Separators

    mutating func comma() {
        switch top.role {
        case .functionParams, .closureParams, .enumCaseParams, .genericParams, .captureList:
            top.paramStart = true
            top.typeMode = top.role == .enumCaseParams
            return
        default:
            break
        }
        if top.asType {
            top.asType = false
            top.typeMode = false
        }
        if top.declBinding, !top.pattern {
            top.pattern = true
            top.patternOwner = true
            top.typeMode = false
        } else if top.patternOwner, top.pattern, !top.declBinding {
            // `if let a, b > 0` / `case .a(let x, y)`: the next element is not bound by this `let`.
            top.pattern = false
        }
    }

    mutating func colon() {
        if top.ternary > 0 {
            top.ternary -= 1
            top.typeMode = false
            return
        }
        if top.pattern, top.patternOwner, top.declBinding || top.kind == .paren {
            top.pattern = false
            top.typeMode = true
            return
        }
        if top.header != .none {
            if top.header == .classType, !top.headerWhere, let d = pendingClassDeclaration {
                declarations[d].isObjCVisible = true
            }
            pendingClassDeclaration = nil
            top.typeMode = true
            return
        }
        if top.role == .genericParams {
            top.typeMode = true
            return
        }
        if top.kind == .brace || top.kind == .root {
            // `case .x:` / `default:` end a switch case label.
            top.resetStatement()
        }
    }

    // MARK: Operators

    mutating func operatorToken() {
        let t = toks[i]
        let first = text[Int(t.start)]
        if top.kind == .angle, first == UInt8(ascii: ">") {
            // `>`, `>>`, `>?>`: each `>` closes one generic clause; `?`/`!` are postfix.
            var k = Int(t.start)
            while k < Int(t.end), top.kind == .angle {
                if text[k] == UInt8(ascii: ">") { pop() }
                k += 1
            }
            return
        }
        if t.length == 1 {
            switch first {
            case UInt8(ascii: "="):
                if top.pattern, top.patternOwner { top.pattern = false }
                top.typeMode = top.header == .typeAlias || top.header == .other
                top.asType = false
                return
            case UInt8(ascii: "?"):
                if !t.isLeftBound { top.ternary += 1 }
                return
            case UInt8(ascii: "!"):
                if t.isLeftBound { return }
            case UInt8(ascii: "&"):
                if !t.isLeftBound, t.isRightBound { return }
            default:
                break
            }
        }
        if isOperator(i, "->") {
            top.typeMode = true
            top.asType = false
            return
        }
        if top.typeMode {
            if top.asType, !(t.isLeftBound && !t.isRightBound), !(t.length == 1 && first == UInt8(ascii: "&")) {
                top.asType = false
                top.typeMode = false
            } else {
                return
            }
        }
        // `reduce(0, +)`, `allSatisfy(==)`, `x[...]`: an operator used as a value is not a use.
        switch kind(i - 1) {
        case .leftParen, .leftBracket, .comma, .colon:
            switch kind(i + 1) {
            case .rightParen, .rightBracket, .comma: return
            default: break
            }
        default: break
        }
        addReference(i, kind: .symbol, qualifier: -1)
    }
}
