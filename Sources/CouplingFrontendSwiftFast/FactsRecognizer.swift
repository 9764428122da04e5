import CouplingModel

/// One pass over the tokens of a file: a stack of bracket frames stands in for the syntax
/// tree. It knows enough to tell top-level declarations from nested ones, binding positions
/// (patterns, parameters, generic parameters, enum cases) from uses, types from expressions
/// (for operators), labels and members from references.
struct FactsRecognizer {
    fileprivate enum FrameKind: UInt8 { case root, brace, paren, bracket, angle, interpolation }
    fileprivate enum Role: UInt8 {
        case plain, typeBody, enumBody, switchBody, functionBody, codeBlock, closure, accessorBlock
        case functionParams, closureParams, enumCaseParams, genericParams, captureList
    }
    fileprivate enum Header: UInt8 { case none, type, classType, function, typeAlias, other }
    private enum Bind: UInt8 { case none, declare, shadow }

    private struct Frame {
        var kind: FrameKind
        var role: Role
        var countsDepth = false
        var typeMode = false
        /// `as`/`is` put a single type in type mode: a spaced operator ends it.
        var asType = false
        var pattern = false
        var patternOwner = false
        var bind: Bind = .none
        var declBinding = false
        var paramStart = false
        var ternary = 0
        var header: Header = .none
        var headerWhere = false
        var pendingBrace: Role = .plain
        var pendingParams: Role = .plain
        var caseDecl = false
        var keyPath = false
        /// `x[label: v]`: labels, not dictionary keys.
        var subscriptArguments = false

        init(kind: FrameKind, role: Role) {
            self.kind = kind
            self.role = role
        }

        mutating func resetStatement() {
            typeMode = false
            asType = false
            pattern = false
            patternOwner = false
            declBinding = false
            ternary = 0
            header = .none
            headerWhere = false
            pendingBrace = .plain
            pendingParams = .plain
            caseDecl = false
            keyPath = false
        }
    }

    private struct RawReference {
        var name: Int32
        /// -1: none.
        var qualifier: Int32
        var kind: ReferenceKind
        var line: Int32
        var column: Int32
        var offset: Int32
    }

    private struct Prefix {
        var first: Int
        var isPrivate = false
        var objc = false
        var objcName: String?
        var objcMembers = false
        var exported = false
    }

    private let text: UnsafeBufferPointer<UInt8>
    private let toks: [Token]
    private let path: String
    /// For every bracket token, the index of its partner (or -1).
    private var partner: [Int32]
    /// The innermost frame; `outer` holds the ones around it (the root frame first).
    private var top = Frame(kind: .root, role: .plain)
    private var outer: [Frame] = []
    private var depth = 0
    private var i = 0
    private var references: [RawReference] = []
    private(set) var declarations: [Declaration] = []
    private(set) var imports: [Import] = []
    private var names: NameTable
    /// Names bound locally (ids into `names`).
    private var shadowed: [Int32] = []
    private var pendingClassDeclaration: Int?
    private var bindingObjC: (present: Bool, name: String?) = (false, nil)
    /// The top-level `let`/`var` being bound is `private`/`fileprivate`.
    private var bindingFileScope = false
    private var closureParamParen = -1
    private var captureListBracket = -1
    private var shorthandParameters = 0..<0
    private var skipWords: [Int] = []
    /// One entry per open `#if`: whether one of its clauses is always active.
    private var conditionals: [Bool] = []

    init(text: UnsafeBufferPointer<UInt8>, tokens: [Token], path: String) {
        self.text = text
        self.toks = tokens
        self.path = path
        self.partner = Array(repeating: -1, count: tokens.count)
        self.names = NameTable(expected: max(64, tokens.count / 16))
        var stack: [Int32] = []
        // Openers of each kind on the stack: a stray closer is seen at once, not by a walk down the
        // whole stack (which made a run of them quadratic).
        var open = [Int](repeating: 0, count: 256)
        for (index, t) in tokens.enumerated() {
            switch t.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationBegin:
                stack.append(Int32(index))
                open[Int(t.kind.rawValue)] += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd:
                let opener: TokenKind =
                    t.kind == .rightParen ? .leftParen : t.kind == .rightBracket ? .leftBracket
                    : t.kind == .rightBrace ? .leftBrace : .interpolationBegin
                // Pop to the matching opener if there is one (tolerates stray closers).
                guard open[Int(opener.rawValue)] > 0 else { break }
                var at = stack.count - 1
                while at >= 0, tokens[Int(stack[at])].kind.rawValue != opener.rawValue { at -= 1 }
                if at >= 0 {
                    let o = stack[at]
                    while stack.count > at { open[Int(tokens[Int(stack.removeLast())].kind.rawValue)] -= 1 }
                    partner[Int(o)] = Int32(index)
                    partner[index] = o
                }
            default:
                break
            }
        }
    }

    mutating func finalReferences() -> [Reference] {
        var local = [Bool](repeating: false, count: names.count)
        for id in shadowed { local[Int(id)] = true }
        var result: [Reference] = []
        result.reserveCapacity(references.count)
        for r in references {
            if r.qualifier < 0, local[Int(r.name)] { continue }
            result.append(
                Reference(
                    name: names.string(r.name, text), kind: r.kind,
                    location: SourceLocation(path: path, line: Int(r.line), column: Int(r.column)),
                    qualifier: r.qualifier < 0 ? nil : names.string(r.qualifier, text)))
        }
        return result
    }

    // MARK: Token helpers

    @inline(__always) private func kind(_ j: Int) -> TokenKind { j >= 0 && j < toks.count ? toks[j].kind : .end }

    @inline(__always) private func keyword(_ j: Int) -> Keyword {
        guard j >= 0, j < toks.count, toks[j].kind == .identifier, toks[j].flags & Token.backticked == 0 else {
            return .none
        }
        return toks[j].keyword
    }

    private func name(_ j: Int) -> String {
        let t = toks[j]
        return String(decoding: UnsafeBufferPointer(rebasing: text[Int(t.start)..<Int(t.end)]), as: UTF8.self)
    }

    private func spelled(_ j: Int, _ s: StaticString) -> Bool {
        let t = toks[j]
        guard t.length == s.utf8CodeUnitCount else { return false }
        let p = s.utf8Start
        for k in 0..<t.length where text[Int(t.start) + k] != p[k] { return false }
        return true
    }

    private func isOperator(_ j: Int, _ s: StaticString) -> Bool { kind(j) == .operator && spelled(j, s) }

    /// A name token: an identifier that is not a hard keyword (contextual keywords count).
    private func isName(_ j: Int) -> Bool {
        guard kind(j) == .identifier else { return false }
        return !keyword(j).isHard
    }

    private func isWord(_ j: Int) -> Bool { kind(j) == .identifier }

    private func location(_ j: Int) -> (Int32, Int32) { (toks[j].line, toks[j].column) }

    private mutating func use(_ j: Int) {
        let t = toks[j]
        references.append(
            RawReference(
                name: id(j), qualifier: -1, kind: .symbol, line: t.line, column: t.column, offset: t.start))
    }

    @inline(__always) private mutating func id(_ j: Int) -> Int32 {
        names.intern(text, Int(toks[j].start), Int(toks[j].end))
    }

    /// A reference to the name of token `j`, qualified by the name of token `qualifier` (or -1).
    private mutating func addReference(_ j: Int, kind: ReferenceKind, qualifier: Int) {
        let q = qualifier < 0 ? -1 : id(qualifier)
        let t = toks[j]
        references.append(
            RawReference(name: id(j), qualifier: q, kind: kind, line: t.line, column: t.column, offset: t.start))
    }

    private mutating func shadow(_ j: Int) {
        guard isName(j), toks[j].keyword != .wildcard || toks[j].flags & Token.backticked != 0 else { return }
        shadowed.append(id(j))
    }

    /// Binds any word but `_`, keywords included (parameter names).
    private mutating func shadowWord(_ j: Int) {
        guard isWord(j), !(toks[j].keyword == .wildcard && toks[j].flags & Token.backticked == 0) else { return }
        shadowed.append(id(j))
    }

    /// A member of the type or extension whose body is `top`: recorded (`DeclarationScope.member`)
    /// and, like every name bound below the top level, shadowing unqualified uses in this file.
    private mutating func member(_ j: Int, _ kind: DeclarationKind) {
        if top.role == .typeBody || top.role == .enumBody {
            let t = toks[j]
            // (The interned spelling: the name's references share its storage.)
            let spelling = names.string(id(j), text)
            declarations.append(
                Declaration(
                    name: spelling, kind: kind, location: SourceLocation(path: path, line: Int(t.line), column: Int(t.column)),
                    scope: .member))
        }
        shadow(j)
    }

    /// `fileScope`: a `private`/`fileprivate` top-level name, the file's own.
    private mutating func declare(_ j: Int, _ kind: DeclarationKind, objcName: String?, visible: Bool, fileScope: Bool = false) {
        let t = toks[j]
        declarations.append(
            Declaration(
                name: name(j), kind: kind, location: SourceLocation(path: path, line: Int(t.line), column: Int(t.column)),
                objcName: objcName, isObjCVisible: visible, scope: fileScope ? .file : .module))
    }


    // MARK: Driver

    mutating func run() {
        let n = toks.count
        while i < n {
            let t = toks[i]
            if t.hasNewlineBefore, i > 0, top.kind == .brace || top.kind == .root, !continues(i) {
                top.resetStatement()
            }
            if top.keyPath, t.kind != .identifier, t.kind != .period,
                !(t.kind == .operator && (isOperator(i, "?") || isOperator(i, "!")))
            {
                top.keyPath = false
            }
            switch t.kind {
            case .identifier: word()
            case .leftBrace: openBrace()
            case .rightBrace: closeBrace()
            case .leftParen: openParen()
            case .rightParen: close(.paren)
            case .interpolationBegin: push(Frame(kind: .interpolation, role: .plain))
            case .interpolationEnd: close(.interpolation)
            case .leftBracket: openBracket()
            case .rightBracket: close(.bracket)
            case .comma: comma()
            case .colon: colon()
            case .semicolon: top.resetStatement()
            case .operator: operatorToken()
            case .attribute: attribute()
            case .pound: pound()
            case .backslash: top.keyPath = true
            case .period, .number, .dollarNumber, .stringBegin, .stringEnd, .end: break
            }
            i += 1
        }
    }

    /// Whether a token on a new line continues the statement of the previous line.
    private func continues(_ j: Int) -> Bool {
        let p = toks[j - 1]
        switch p.kind {
        case .comma, .colon, .period, .leftParen, .leftBracket, .attribute, .backslash, .interpolationBegin:
            return true
        case .operator:
            // A postfix operator (`x!`, `T?`, `Array<Int>?`) ends an expression; others want an operand.
            if p.isLeftBound, !p.isRightBound { break }
            return true
        default:
            break
        }
        if p.kind == .identifier {
            switch keyword(j - 1) {
            case .where, .as, .is, .try, .await, .return, .throw: return true
            default: break
            }
        }
        let t = toks[j]
        switch t.kind {
        case .period, .comma, .colon, .leftBrace, .rightParen, .rightBracket:
            return true
        case .operator:
            // A binary operator (spaced on both sides) continues; a prefix one starts anew.
            return t.isRightBound == t.isLeftBound || isOperator(j, "->") || isOperator(j, "=")
        case .identifier:
            switch keyword(j) {
            case .where, .throws, .rethrows, .as, .is, .in, .else: return true
            case .async: return true
            default: return false
            }
        default:
            return false
        }
    }

    static let closeSearch = 32
    static let lineSearch = 256

    private mutating func push(_ frame: Frame) {
        outer.append(top)
        top = frame
        if frame.countsDepth { depth += 1 }
    }

    private mutating func pop() {
        if top.countsDepth { depth -= 1 }
        if let frame = outer.popLast() { top = frame }
    }

    private mutating func close(_ kind: FrameKind) {
        // Never close a brace (or the root) with a parenthesis or bracket. A closer with no opener
        // within `Self.closeSearch` frames is stray: a run of them stays linear.
        var found = false
        if top.kind.rawValue == kind.rawValue {
            found = true
        } else if top.kind == .brace {
            return
        }
        if !found {
            for f in outer.reversed().prefix(Self.closeSearch) {
                if f.kind.rawValue == kind.rawValue {
                    found = true
                    break
                }
                if f.kind == .brace { return }
            }
        }
        guard found else { return }
        while !outer.isEmpty {
            let k = top.kind
            if k == .brace { return }
            pop()
            if k == kind { return }
        }
    }

    // MARK: Brackets

    private mutating func openBrace() {
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
        let open = i
        push(frame)
        if role == .closure || role == .accessorBlock { closureSignature(open) }
    }

    private mutating func closeBrace() {
        while !outer.isEmpty {
            let k = top.kind
            pop()
            if k == .brace { return }
        }
    }

    private mutating func openParen() {
        let parent = top
        var frame = Frame(kind: .paren, role: .plain)
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
            frame.pattern = parent.pattern
            frame.bind = parent.bind
        }
        push(frame)
    }

    private mutating func openBracket() {
        let parent = top
        var frame = Frame(kind: .bracket, role: .plain)
        if i == captureListBracket {
            frame.role = .captureList
            frame.paramStart = true
        } else {
            frame.typeMode = parent.typeMode
            frame.pattern = parent.pattern
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
    private mutating func closureSignature(_ open: Int) {
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

    private mutating func comma() {
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

    private mutating func colon() {
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

    private mutating func operatorToken() {
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

    // MARK: Attributes and directives

    private static let attributesWithoutReferences: Set<String> = [
        // Their arguments are tokens (platforms, versions, strings, selector pieces), not expressions.
        "available", "_spi_available", "backDeployed", "_backDeploy", "objc", "_originallyDefinedIn",
        "_effects", "_documentation", "_silgen_name", "_cdecl", "_private", "_opaqueReturnTypeOf",
        "_unavailableFromAsync", "differentiable", "derivative", "transpose", "_semantics", "_alignment",
        "_objcRuntimeName", "_swift_native_objc_runtime_base", "_nonSendable", "_projectedValueProperty",
        "_section", "abi",
    ]

    private mutating func attribute() {
        let t = toks[i]
        if t.length == 0 { return }
        let attrID = id(i)
        let attr = names.string(attrID, text)
        let skipArguments = Self.attributesWithoutReferences.contains(attr)
        references.append(
            RawReference(name: attrID, qualifier: -1, kind: .symbol, line: t.line, column: t.column, offset: t.start))
        if isOperator(i + 1, "<"), toks[i + 1].isLeftBound {
            // `@OptionSet<UInt8>`: generic arguments of the attribute's type.
            let saved = top.typeMode
            let count = outer.count
            top.typeMode = true
            maybeGenericArguments(after: i)
            if outer.count > count {
                outer[outer.count - 1].typeMode = saved
                return
            }
            top.typeMode = saved
        }
        guard kind(i + 1) == .leftParen, toks[i + 1].isLeftBound, partner[i + 1] > 0 else { return }
        if skipArguments {
            i = Int(partner[i + 1])
        } else if attr == "attached", isWord(i + 2) {
            // `@attached(extension, ...)`: the role is a name even when it is a keyword.
            use(i + 2)
            skipWords.append(i + 2)
        } else if attr == "_lifetime" || attr == "lifetime" {
            // `@_lifetime(borrow a, copy b)`: the dependence kinds are not names.
            var j = i + 2
            while j < Int(partner[i + 1]) {
                if isWord(j), isWord(j + 1), !toks[j + 1].hasNewlineBefore { skipWords.append(j) }
                j += 1
            }
        } else if attr == "_specialize" || attr == "specialized" {
            // Only the `where` clause holds types.
            let close = Int(partner[i + 1])
            var j = i + 2
            while j < close, keyword(j) != .where { j += 1 }
            var frame = Frame(kind: .paren, role: .plain)
            frame.typeMode = true
            push(frame)
            i = j
        }
    }

    private mutating func pound() {
        let t = toks[i]
        if spelled(i, "if") {
            conditionals.append(false)
            clause(evaluateCondition())
            return
        }
        if spelled(i, "elseif") {
            if conditionals.last == true {
                skipClauses(toEndif: true)
            } else {
                clause(evaluateCondition())
            }
            return
        }
        if spelled(i, "else") {
            if conditionals.last == true { skipClauses(toEndif: true) }
            return
        }
        if spelled(i, "endif") {
            if !conditionals.isEmpty { conditionals.removeLast() }
            return
        }
        if spelled(i, "available") || spelled(i, "unavailable") || spelled(i, "sourceLocation")
            || spelled(i, "_hasSymbol")
        {
            if kind(i + 1) == .leftParen, partner[i + 1] > 0 { i = Int(partner[i + 1]) }
            return
        }
        references.append(
            RawReference(name: id(i), qualifier: -1, kind: .symbol, line: t.line, column: t.column, offset: t.start))
        maybeGenericArguments(after: i)
    }

    /// After a clause's condition was read (`i` on its last token): skip the clause when it can
    /// never be active, remember when it is always active (later clauses are then skipped).
    private mutating func clause(_ value: Truth) {
        switch value {
        case .no: skipClauses(toEndif: false)
        case .yes: if !conditionals.isEmpty { conditionals[conditionals.count - 1] = true }
        case .unknown: break
        }
    }

    /// Moves `i` to the token before the next `#elseif`/`#else` (or only `#endif`) of this `#if`.
    private mutating func skipClauses(toEndif: Bool) {
        var nesting = 0
        var j = i + 1
        while j < toks.count {
            if toks[j].kind == .pound {
                if spelled(j, "if") {
                    nesting += 1
                } else if spelled(j, "endif") {
                    if nesting == 0 { break }
                    nesting -= 1
                } else if nesting == 0, !toEndif, spelled(j, "elseif") || spelled(j, "else") {
                    break
                }
            }
            j += 1
        }
        if depth == 0 { otherPlatformImports(i + 1, j) }
        i = j - 1
    }

    /// The imports among the tokens `start..<end` of clauses only other platforms compile: a line
    /// that is `[@attributes] [modifiers] import [kind] Name`.
    private mutating func otherPlatformImports(_ start: Int, _ end: Int) {
        var k = start
        while k < end {
            defer { k += 1 }
            guard keyword(k) == .import, kind(k + 1) == .identifier || keyword(k + 1) != .none else { continue }
            var lineStart = k
            var exported = false
            while lineStart > start, !toks[lineStart].hasNewlineBefore {
                lineStart -= 1
                if toks[lineStart].kind == .attribute, spelled(lineStart, "_exported") { exported = true }
            }
            var j = k + 1
            switch keyword(j) {
            case .struct, .class, .enum, .protocol, .typealias, .func, .let, .var, .actor: j += 1
            default: break
            }
            guard j < end, kind(j) == .identifier else { continue }
            let (line, column) = location(j)
            imports.append(
                Import(
                    name: name(j), kind: exported ? .swiftExportedModule : .swiftModule,
                    location: SourceLocation(path: path, line: Int(line), column: Int(column)), isOtherPlatformsOnly: true))
        }
    }

    enum Truth { case yes, no, unknown }

    /// Reads the condition after `#if`/`#elseif` (the rest of the line) like the precise
    /// frontend's `CompilationConditions`: `os(X)` is false for the operating systems coupling
    /// never analyses, `!`, parentheses and chains of one of `&&`/`||` combine; the rest is unknown.
    /// Leaves `i` on the condition's last token: a condition holds no references.
    private mutating func evaluateCondition() -> Truth {
        var j = i + 1
        var end = j
        while end < toks.count, !toks[end].hasNewlineBefore { end += 1 }
        let value = sequence(&j, end)
        i = end - 1
        return value
    }

    private func sequence(_ j: inout Int, _ end: Int) -> Truth {
        var operands: [Truth] = [primary(&j, end)]
        var ands = 0
        var ors = 0
        while j < end, kind(j) == .operator {
            if isOperator(j, "&&") { ands += 1 } else if isOperator(j, "||") { ors += 1 } else { return .unknown }
            j += 1
            operands.append(primary(&j, end))
        }
        if operands.count == 1 { return operands[0] }
        if ors == 0 {
            return operands.contains(.no) ? .no : (operands.allSatisfy { $0 == .yes } ? .yes : .unknown)
        }
        if ands == 0 {
            return operands.contains(.yes) ? .yes : (operands.allSatisfy { $0 == .no } ? .no : .unknown)
        }
        return .unknown
    }

    private func primary(_ j: inout Int, _ end: Int) -> Truth {
        guard j < end else { return .unknown }
        if isOperator(j, "!") {
            j += 1
            switch primary(&j, end) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
        if kind(j) == .leftParen {
            let close = Int(partner[j])
            guard close > j, close < end else {
                j = end
                return .unknown
            }
            var k = j + 1
            let value = sequence(&k, close)
            let single = k == close
            j = close + 1
            return single ? value : .unknown
        }
        if kind(j) == .identifier {
            let isOS = spelled(j, "os")
            j += 1
            if kind(j) == .leftParen {
                let close = Int(partner[j])
                guard close > j, close < end else {
                    j = end
                    return .unknown
                }
                var value = Truth.unknown
                if isOS, close == j + 2, kind(j + 1) == .identifier,
                    Self.inactiveOperatingSystems.contains(name(j + 1))
                {
                    value = .no
                }
                j = close + 1
                return value
            }
            return .unknown
        }
        j += 1
        return .unknown
    }

    /// The same list as `CompilationConditions.standard` of the precise frontend.
    static let inactiveOperatingSystems: Set<String> = [
        "Windows", "Android", "WASI", "OpenBSD", "FreeBSD", "Cygwin", "PS4", "Haiku", "none",
    ]

    // MARK: Words

    private mutating func word() {
        let afterDot = kind(i - 1) == .period
        if afterDot {
            member()
            return
        }
        if shorthandParameters.contains(i) || (!skipWords.isEmpty && skipWords.contains(i)) { return }
        if top.paramStart {
            parameterStart()
            return
        }
        if kind(i + 1) == .colon, top.kind == .paren || top.kind == .interpolation, top.ternary == 0 {
            return  // an argument label, possibly a keyword (`for:`, `in:`)
        }
        let kw = keyword(i)
        if kw != .none, keywordToken(kw) { return }
        identifier()
    }

    private mutating func member() {
        let kw = keyword(i)
        if kw == .`init` || kw == .`self` || kw == .`Self` { return }
        if kw == .`Type` || kw == .`Protocol`, top.typeMode { return }  // a metatype
        if top.keyPath {
            use(i)
            return
        }
        let b = i - 2
        if b >= 0, kind(b - 1) != .period, kind(b - 1) != .backslash,
            (toks[b].kind == .identifier && (!keyword(b).isHard || (keyword(b) == .`Self` && top.typeMode)))
                || toks[b].kind == .attribute
        {
            addReference(i, kind: .symbol, qualifier: b)
        }
        maybeGenericArguments(after: i)
    }

    private mutating func identifier() {
        if top.keyPath {
            use(i)
            return
        }
        if top.pattern {
            let next = kind(i + 1)
            if next == .colon, top.kind == .paren, !top.patternOwner {
                return  // a label inside a pattern
            }
            if next == .period || next == .leftParen || isOperator(i + 1, "<") || top.asType {
                use(i)
                maybeGenericArguments(after: i)
                return
            }
            bindPattern(i)
            return
        }
        if top.caseDecl {
            let p = i - 1
            if keyword(p) == .case || kind(p) == .comma {
                shadow(i)
                if kind(i + 1) == .leftParen { top.pendingParams = .enumCaseParams }
                return
            }
        }
        if kind(i + 1) == .colon {
            if top.kind == .paren || top.kind == .interpolation || top.subscriptArguments, top.ternary == 0 {
                return  // argument label
            }
            if kind(i - 1) == .rightBrace, kind(i + 2) == .leftBrace { return }  // `} label: {` trailing closure
            if top.kind == .brace || top.kind == .root, Self.isLoopKeyword(keyword(i + 2)),
                toks[i].hasNewlineBefore || kind(i - 1) == .leftBrace || kind(i - 1) == .rightBrace
                    || kind(i - 1) == .semicolon
            {
                return  // statement label
            }
        }
        if kind(i - 1) == .identifier, keyword(i - 1) == .break || keyword(i - 1) == .continue,
            !toks[i].hasNewlineBefore
        {
            return  // `break label`
        }
        if kind(i + 1) == .leftBrace, top.role == .accessorBlock, Self.isAccessorName(self, i),
            kind(i - 1) == .leftBrace || kind(i - 1) == .rightBrace || kind(i - 1) == .attribute
                || toks[i].hasNewlineBefore || keyword(i - 1) == .mutating || keyword(i - 1) == .nonmutating
                || (kind(i - 1) == .rightParen && partner[i - 1] > 0 && kind(Int(partner[i - 1]) - 1) == .attribute),
            !(isWord(i + 2) && keyword(i + 3) == .in)
        {
            return  // `unsafeAddress { ... }`
        }
        use(i)
        maybeGenericArguments(after: i)
    }

    private static func isAccessorName(_ r: FactsRecognizer, _ j: Int) -> Bool {
        r.spelled(j, "unsafeAddress") || r.spelled(j, "unsafeMutableAddress") || r.spelled(j, "_read")
            || r.spelled(j, "_modify")
    }

    private static func isLoopKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .for, .while, .repeat, .do, .if, .switch: return true
        default: return false
        }
    }

    private mutating func bindPattern(_ j: Int) {
        switch top.bind {
        case .declare:
            if isName(j), !(toks[j].keyword == .wildcard && toks[j].flags & Token.backticked == 0) {
                declare(j, .variable, objcName: bindingObjC.name, visible: bindingObjC.present, fileScope: bindingFileScope)
            }
        case .shadow:
            if top.declBinding, isName(j), !(toks[j].keyword == .wildcard && toks[j].flags & Token.backticked == 0) {
                member(j, .variable)
            } else {
                shadow(j)
            }
        case .none:
            break
        }
    }

    private mutating func parameterStart() {
        top.paramStart = false
        let role = top.role
        if role == .captureList {
            var j = i
            while isWord(j), keyword(j) == .weak || keyword(j) == .unowned {
                j += 1
                if kind(j) == .leftParen, partner[j] > 0 { j = Int(partner[j]) + 1 }
            }
            i = j
            if isOperator(j + 1, "=") { i = j + 1 }
            return
        }
        if role == .genericParams {
            var j = i
            if keyword(j) == .each || keyword(j) == .let { j += 1 }
            shadow(j)
            i = j
            return
        }
        // swift-syntax turns keyword parameter names into identifiers: `func f(as: T.Type)` binds `as`.
        let bindable: (Int) -> Bool = { [self] j in
            self.isWord(j) && !(self.toks[j].keyword == .wildcard && self.toks[j].flags & Token.backticked == 0)
        }
        if kind(i + 1) == .colon {
            if bindable(i) { shadowWord(i) }
            i += 1
            top.typeMode = true
            return
        }
        if isWord(i + 1), kind(i + 2) == .colon {
            if bindable(i + 1) { shadowWord(i + 1) }
            i += 2
            top.typeMode = true
            return
        }
        if role == .closureParams, kind(i + 1) == .comma || kind(i + 1) == .rightParen {
            if bindable(i) { shadowWord(i) }
            return
        }
        // An unnamed parameter (`case c(Int)`): a type.
        top.typeMode = true
        let kw = keyword(i)
        if kw != .none, keywordToken(kw) { return }
        identifier()
    }

    /// `Name<...>` in an expression or a type: generic arguments open an angle frame.
    private mutating func maybeGenericArguments(after j: Int) {
        let lt = j + 1
        guard lt < toks.count, toks[lt].kind == .operator, toks[lt].isLeftBound, toks[lt].length == 1,
            text[Int(toks[lt].start)] == UInt8(ascii: "<")
        else { return }
        if !top.typeMode, !genericArgumentsFollow(lt) { return }
        i = lt
        var frame = Frame(kind: .angle, role: .plain)
        frame.typeMode = true
        push(frame)
    }

    /// Swift's rule: `<` starts generic arguments when a matching `>` follows over type-like
    /// tokens and the token after it cannot continue an expression.
    private func genericArgumentsFollow(_ lt: Int) -> Bool {
        var level = 0
        var j = lt
        let limit = min(toks.count, lt + 80)
        while j < limit {
            let t = toks[j]
            switch t.kind {
            case .operator:
                var k = Int(t.start)
                let end = Int(t.end)
                if text[k] == UInt8(ascii: "<"), t.length == 1 {
                    level += 1
                } else if text[k] == UInt8(ascii: ">") {
                    // `>`, `>>`, `>?>`: closers with postfix `?`/`!` in between.
                    while k < end {
                        let c = text[k]
                        k += 1
                        if c == UInt8(ascii: ">") {
                            level -= 1
                            if level == 0 {
                                while k < end, text[k] == UInt8(ascii: "?") || text[k] == UInt8(ascii: "!") { k += 1 }
                                if k < end { return false }
                                return followerDisambiguates(j + 1)
                            }
                        } else if c != UInt8(ascii: "?"), c != UInt8(ascii: "!") {
                            return false
                        }
                    }
                } else if !(isOperator(j, "?") || isOperator(j, "!") || isOperator(j, "&") || isOperator(j, "->")
                    || isOperator(j, "...") || isOperator(j, "~"))
                {
                    return false
                }
            case .identifier:
                let kw = keyword(j)
                if kw.isHard, kw != .Any, kw != .`Self`, kw != .inout, kw != .throws, kw != .wildcard { return false }
            case .period, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen, .number, .attribute:
                break
            default:
                return false
            }
            j += 1
        }
        return false
    }

    private func followerDisambiguates(_ j: Int) -> Bool {
        guard j < toks.count else { return true }
        let t = toks[j]
        switch t.kind {
        case .rightParen, .rightBracket, .leftBrace, .rightBrace, .period, .comma, .semicolon, .colon, .stringEnd,
            .interpolationEnd:
            return true
        case .leftParen, .leftBracket:
            return !t.hasNewlineBefore
        case .operator:
            if isOperator(j, "==") || isOperator(j, "!=") || isOperator(j, "&") || isOperator(j, "=") { return true }
            return (isOperator(j, "?") || isOperator(j, "!")) && t.isLeftBound
        default:
            return t.hasNewlineBefore
        }
    }

    // MARK: Keywords

    /// Handles a keyword; returns false when the word is a contextual keyword used as a name.
    private mutating func keywordToken(_ kw: Keyword) -> Bool {
        switch kw {
        case .import:
            importDeclaration()
        case .class:
            if isName(i + 1) || kind(i + 1) == .identifier && toks[i + 1].flags & Token.backticked != 0 {
                let nk = keyword(i + 1)
                if nk == .none || toks[i + 1].flags & Token.backticked != 0 {
                    typeDeclaration(.class)
                }
            }
        case .struct: typeDeclaration(.struct)
        case .enum: typeDeclaration(.enum)
        case .protocol: typeDeclaration(.protocol)
        case .actor, .macro:
            guard kind(i + 1) == .identifier, !toks[i + 1].hasNewlineBefore,
                keyword(i + 1) == .none || toks[i + 1].flags & Token.backticked != 0
            else { return false }
            typeDeclaration(kw == .actor ? .actor : .macro)
        case .typealias: typeDeclaration(.typealias)
        case .associatedtype:
            top.resetStatement()
            top.header = .other
            if isName(i + 1) {
                member(i + 1, .typealias)
                i += 1
            }
        case .extension: extensionDeclaration()
        case .func: typeDeclaration(.function)
        case .`init`, .subscript:
            top.resetStatement()
            top.header = .function
            top.pendingBrace = kw == .subscript ? .accessorBlock : .functionBody
            top.pendingParams = .functionParams
            if isOperator(i + 1, "?") || isOperator(i + 1, "!") { i += 1 }
            genericParameters()
        case .deinit:
            top.resetStatement()
            top.header = .function
            top.pendingBrace = .functionBody
        case .operator: operatorDeclaration()
        case .precedencegroup:
            var j = i + 1
            while j < toks.count, toks[j].kind != .leftBrace { j += 1 }
            if j < toks.count, partner[j] > 0 { j = Int(partner[j]) }
            i = j
        case .let, .var: binding()
        case .case:
            if top.role == .enumBody, top.kind == .brace {
                top.resetStatement()
                top.caseDecl = true
            } else {
                top.typeMode = false
            }
        case .for:
            top.resetStatement()
            if keyword(i + 1) != .case {
                top.pattern = true
                top.patternOwner = true
                top.bind = .shadow
            }
            top.pendingBrace = .codeBlock
        case .in:
            top.pattern = false
            top.typeMode = false
            top.asType = false
        case .if, .guard, .while:
            top.resetStatement()
            top.pendingBrace = .codeBlock
        case .switch:
            top.resetStatement()
            top.pendingBrace = .switchBody
        case .else, .do, .repeat, .defer, .catch:
            top.pattern = false
            top.typeMode = false
            top.pendingBrace = .codeBlock
        case .where:
            if top.header != .none {
                top.typeMode = true
                top.headerWhere = true
            } else {
                top.pattern = false
                top.typeMode = false
            }
        case .as, .is:
            if top.pattern, top.patternOwner { top.pattern = false }
            top.typeMode = true
            top.asType = true
            if kw == .as, (isOperator(i + 1, "?") || isOperator(i + 1, "!")), toks[i + 1].isLeftBound { i += 1 }
        case .return, .throw, .try, .break, .continue, .fallthrough:
            top.typeMode = false
            top.asType = false
        case .static, .public, .private, .fileprivate, .internal:
            skipModifierDetail()
        case .await, .unsafe:
            if kind(i + 1) == .colon || kind(i + 1) == .comma || kind(i + 1) == .rightParen
                || (kind(i + 1) == .period && kw == .unsafe && toks[i + 1].isLeftBound) || isOperator(i + 1, "=")
                || i + 1 == toks.count || toks[i + 1].hasNewlineBefore
                || (kind(i + 1) == .leftParen && toks[i + 1].isLeftBound && kw == .unsafe)
            {
                return false
            }
        case .yield:
            // `yield &value` in `_modify`/`_read`.
            guard kind(i - 1) == .leftBrace || kind(i - 1) == .semicolon || toks[i].hasNewlineBefore,
                i + 1 < toks.count, !toks[i + 1].hasNewlineBefore, kind(i + 1) != .period, kind(i + 1) != .colon,
                kind(i + 1) != .leftParen || !toks[i + 1].isLeftBound, !isOperator(i + 1, "=")
            else { return false }
        case .async:
            if kind(i + 1) == .leftParen || kind(i + 1) == .colon || kind(i + 1) == .comma || kind(i + 1) == .period
                || isOperator(i + 1, "=")
            {
                return false
            }
        case .some, .any, .each, .consume, .copy, .discard, .isolated, .consuming, .borrowing, .sending, .uowned,
            .ushared:
            if top.typeMode, kind(i + 1) == .leftParen || kind(i + 1) == .leftBracket, !toks[i + 1].hasNewlineBefore {
                return true
            }
            guard kind(i + 1) == .identifier || kind(i + 1) == .attribute, !toks[i + 1].hasNewlineBefore else {
                return false
            }
            if kw == .some || kw == .any { top.typeMode = true }  // `[any P.Type]()`: a type
            if kind(i + 1) == .identifier {
                switch keyword(i + 1) {
                case .in, .else, .where, .is, .as: return false
                default: break
                }
            }
        case .open, .package, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic,
            .optional, .required, .convenience, .indirect, .prefix, .postfix, .infix, .nonisolated, .distributed,
            .uconsuming:
            if kind(i + 1) == .attribute, !toks[i + 1].hasNewlineBefore { return true }
            if kind(i + 1) == .identifier, !toks[i + 1].hasNewlineBefore {
                let next = keyword(i + 1)
                if !next.isHard { return true }
                switch next {
                case .class, .struct, .enum, .protocol, .extension, .func, .var, .let, .`init`, .deinit, .subscript,
                    .typealias, .associatedtype, .import, .operator, .case, .static, .public, .private, .fileprivate,
                    .internal:
                    return true
                default:
                    return false
                }
            }
            if kind(i + 1) == .leftParen, isWord(i + 2), kind(i + 3) == .rightParen,
                spelled(i + 2, "set") || spelled(i + 2, "safe") || spelled(i + 2, "unsafe")
            {
                i += 3
                return true
            }
            return false
        case .get, .set, .willSet, .didSet:
            let n = i + 1
            switch kind(n) {
            case .leftBrace, .rightBrace: return true
            case .identifier:
                switch keyword(n) {
                case .get, .set, .async, .throws, .mutating, .nonmutating: return true
                default: return false
                }
            case .leftParen:
                if isWord(n + 1), kind(n + 2) == .rightParen, kind(n + 3) == .leftBrace {
                    i = n + 2
                    return true
                }
                return false
            default:
                return false
            }
        case .`Type`, .`Protocol`:
            return false
        default:
            break  // true, false, nil, self, Self, super, Any, inout, default, _, throws, rethrows...
        }
        return true
    }

    private mutating func skipModifierDetail() {
        if kind(i + 1) == .leftParen, isWord(i + 2), kind(i + 3) == .rightParen { i += 3 }
    }

    /// Modifiers and attributes before the declaration keyword at `j`.
    private func prefix(before j: Int) -> Prefix {
        var p = Prefix(first: j)
        var k = j - 1
        while k >= 0 {
            let t = toks[k]
            if t.kind == .identifier, t.flags & Token.backticked == 0 {
                switch t.keyword {
                case .private, .fileprivate:
                    if kind(k + 1) != .leftParen { p.isPrivate = true }
                case .static, .public, .internal, .class, .open, .package, .final, .override, .mutating, .nonmutating,
                    .lazy, .weak, .unowned, .dynamic, .optional, .required, .convenience, .indirect, .prefix, .postfix,
                    .infix, .nonisolated, .distributed, .uconsuming:
                    break
                default:
                    return p
                }
                p.first = k
                k -= 1
                continue
            }
            if t.kind == .rightParen, partner[k] > 0 {
                let o = Int(partner[k])
                if o - 1 >= 0, toks[o - 1].kind == .attribute || toks[o - 1].kind == .identifier {
                    k = o - 1
                    continue
                }
                return p
            }
            if t.kind == .attribute {
                if spelled(k, "objc") {
                    p.objc = true
                    if kind(k + 1) == .leftParen, partner[k + 1] > 0 {
                        var pieces: [String] = []
                        var m = k + 2
                        while m < Int(partner[k + 1]) {
                            if kind(m) == .identifier { pieces.append(name(m)) }
                            m += 1
                        }
                        let joined = pieces.joined(separator: ":")
                        p.objcName = joined.isEmpty ? nil : joined
                    }
                } else if spelled(k, "objcMembers") {
                    p.objcMembers = true
                } else if spelled(k, "_exported") {
                    p.exported = true
                }
                p.first = k
                k -= 1
                continue
            }
            return p
        }
        return p
    }

    private mutating func typeDeclaration(_ declKind: DeclarationKind) {
        let p = prefix(before: i)
        pendingClassDeclaration = nil
        top.resetStatement()
        switch declKind {
        case .class: top.header = .classType
        case .function, .macro: top.header = .function
        case .typealias: top.header = .typeAlias
        default: top.header = .type
        }
        top.pendingBrace = declKind == .enum ? .enumBody : declKind == .function ? .functionBody : .typeBody
        if declKind == .function || declKind == .macro { top.pendingParams = .functionParams }
        let n = i + 1
        guard n < toks.count else { return }
        if toks[n].kind == .identifier, isName(n) || toks[n].flags & Token.backticked != 0 {
            if depth == 0 {
                let visible = p.objc || (declKind == .class && p.objcMembers)
                declare(n, declKind, objcName: p.objcName, visible: visible, fileScope: p.isPrivate)
                if declKind == .class { pendingClassDeclaration = declarations.count - 1 }
            } else {
                member(n, declKind)
            }
            i = n
        } else if toks[n].kind == .operator, declKind == .function {
            i = n
            let t = toks[n]
            if t.length > 1, text[Int(t.end) - 1] == UInt8(ascii: "<"), t.isRightBound, kind(n + 1) == .identifier {
                // `func ??<T>(...)`: the lexer glued the generic clause's `<` to the name.
                var frame = Frame(kind: .angle, role: .genericParams)
                frame.paramStart = true
                push(frame)
                return
            }
        } else {
            return
        }
        genericParameters()
    }

    private mutating func genericParameters() {
        let lt = i + 1
        guard lt < toks.count, toks[lt].kind == .operator, toks[lt].length == 1,
            text[Int(toks[lt].start)] == UInt8(ascii: "<")
        else { return }
        i = lt
        var frame = Frame(kind: .angle, role: .genericParams)
        frame.paramStart = true
        push(frame)
    }

    private mutating func extensionDeclaration() {
        top.resetStatement()
        top.header = .type
        top.pendingBrace = .typeBody
        top.typeMode = true
        let j = i + 1
        guard j < toks.count, toks[j].kind == .identifier, isName(j) || toks[j].flags & Token.backticked != 0 else {
            return
        }
        if kind(j + 1) == .period, kind(j + 2) == .identifier, kind(j + 3) != .period {
            addReference(j + 2, kind: .extension, qualifier: j)
            // swift-syntax reports the base twice: as the extension's base and as a type.
            addReference(j, kind: .symbol, qualifier: -1)
            addReference(j, kind: .symbol, qualifier: -1)
            i = j + 2
            maybeGenericArguments(after: i)
            return
        }
        if kind(j + 1) == .period { return }  // `A.B.C`: an ordinary type
        if isOperator(j + 1, "?") || isOperator(j + 1, "!") { return }  // `extension Int? {}`
        if isOperator(j + 1, "<"), kind(angleEnd(from: j + 1) + 1) == .period { return }  // `A<B>.C`: a type
        addReference(j, kind: .extension, qualifier: -1)
        i = j
        maybeGenericArguments(after: i)
    }

    /// The token holding the `>` that closes the `<` at `lt` (a rough count of angle characters).
    private func angleEnd(from lt: Int) -> Int {
        var level = 0
        var j = lt
        while j < toks.count, j < lt + 80 {
            if toks[j].kind == .operator {
                for k in Int(toks[j].start)..<Int(toks[j].end) {
                    if text[k] == UInt8(ascii: "<") { level += 1 }
                    if text[k] == UInt8(ascii: ">") { level -= 1 }
                }
                if level <= 0 { return j }
            } else if toks[j].kind == .leftBrace || toks[j].kind == .rightBrace {
                return j
            }
            j += 1
        }
        return j
    }

    private mutating func operatorDeclaration() {
        let n = i + 1
        if n < toks.count, !toks[n].hasNewlineBefore, toks[n].kind == .operator || toks[n].kind == .identifier {
            if depth == 0 { declare(n, .operator, objcName: nil, visible: false) }
            var j = n
            if kind(j + 1) == .colon {
                j += 1
                while kind(j + 1) == .identifier || kind(j + 1) == .comma || kind(j + 1) == .period,
                    !toks[j + 1].hasNewlineBefore
                {
                    j += 1
                }
            }
            i = j
        }
    }

    private mutating func importDeclaration() {
        let p = prefix(before: i)
        var first = p.first
        // Attributes of an import may sit in `#if` clauses (`#if compiler(>=6) @preconcurrency #endif`).
        var k = first - 1
        while k >= 0 {
            // The line's first token; a line longer than `Self.lineSearch` tokens is no `#if` line
            // (and a long line of imports stays linear).
            var lineStart = k
            while lineStart > 0, !toks[lineStart].hasNewlineBefore, k - lineStart < Self.lineSearch { lineStart -= 1 }
            if toks[lineStart].kind == .pound,
                spelled(lineStart, "if") || spelled(lineStart, "elseif") || spelled(lineStart, "else")
                    || spelled(lineStart, "endif")
            {
                k = lineStart - 1
                first = lineStart
                continue
            }
            let q = prefix(before: k + 1)
            if q.first <= k, toks[q.first].kind == .attribute {
                first = q.first
                k = q.first - 1
                continue
            }
            break
        }
        let firstOffset = toks[first].start
        while let last = references.last, last.offset >= firstOffset { references.removeLast() }
        var j = i + 1
        switch keyword(j) {
        case .struct, .class, .enum, .protocol, .typealias, .func, .let, .var, .actor:
            j += 1
        default:
            break
        }
        guard kind(j) == .identifier else { return }
        let (line, column) = location(j)
        imports.append(
            Import(
                name: name(j), kind: p.exported ? .swiftExportedModule : .swiftModule,
                location: SourceLocation(path: path, line: Int(line), column: Int(column))))
        while kind(j + 1) == .period, kind(j + 2) == .identifier { j += 2 }
        i = j
    }

    private mutating func binding() {
        let before = i - 1
        var condition: Bool
        switch keyword(before) {
        case .if, .guard, .while, .case, .for, .catch: condition = true
        default: condition = kind(before) == .comma || kind(before) == .leftParen || kind(before) == .colon
        }
        if top.kind != .brace, top.kind != .root { condition = true }
        if condition {
            // Every binding outside a top-level `let`/`var` is local (`guard let x` in main.swift too).
            top.pattern = true
            top.patternOwner = true
            top.bind = .shadow
            return
        }
        let p = prefix(before: i)
        top.resetStatement()
        top.pattern = true
        top.patternOwner = true
        top.declBinding = true
        if depth > 0 {
            top.bind = .shadow
        } else {
            top.bind = .declare
            bindingObjC = (p.objc, p.objcName)
            bindingFileScope = p.isPrivate
        }
    }
}

extension FactsRecognizer.FrameKind {
    @inline(__always) static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
    @inline(__always) static func != (a: Self, b: Self) -> Bool { a.rawValue != b.rawValue }
}

extension FactsRecognizer.Role {
    @inline(__always) static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
    @inline(__always) static func != (a: Self, b: Self) -> Bool { a.rawValue != b.rawValue }
}

extension FactsRecognizer.Header {
    @inline(__always) static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
    @inline(__always) static func != (a: Self, b: Self) -> Bool { a.rawValue != b.rawValue }
}
