import CouplingModel

/// One pass over the tokens of a file: a stack of bracket frames stands in for the syntax
/// tree. It knows enough to tell top-level declarations from nested ones, binding positions
/// (patterns, parameters, generic parameters, enum cases) from uses, types from expressions
/// (for operators), labels and members from references.
struct FactsRecognizer {
    enum FrameKind: UInt8 { case root, brace, paren, bracket, angle, interpolation }
    enum Role: UInt8 {
        case plain, typeBody, enumBody, switchBody, functionBody, codeBlock, closure, accessorBlock
        case functionParams, closureParams, enumCaseParams, genericParams, captureList
    }
    enum Header: UInt8 { case none, type, classType, function, typeAlias, other }
    enum Bind: UInt8 { case none, declare, shadow }

    struct Frame {
        var kind: FrameKind
        var role: Role
        /// A function's, closure's, accessor's or statement's body.
        var isBody: Bool {
            switch role {
            case .functionBody, .codeBlock, .closure, .accessorBlock: true
            default: false
            }
        }
        var countsDepth = false
        /// The token that opened the frame (a `{` or `(`; -1: none).
        var open: Int32 = -1
        /// A type's or extension's body: its index in `typeSpans` (-1: none).
        var span: Int32 = -1
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

    struct RawReference {
        var name: Int32
        /// -1: none.
        var qualifier: Int32
        var kind: ReferenceKind
        var line: Int32
        var column: Int32
        var offset: Int32
        /// (A `member` reference) `qualifier` is the wrapper whose key path it is (`Dependency` of
        /// `@Dependency(\.x)`), not the root type itself.
        var rootIsWrapper = false
    }

    struct Prefix {
        var first: Int
        var isPrivate = false
        /// `static` or `class`: a member of the type itself.
        var isStatic = false
        var objc = false
        var objcName: String?
        var objcMembers = false
        var exported = false
        /// `public`, `open` or `package`: seen by other modules (`package`: of the same package).
        var isPublic = false
        var testable = false
    }

    let text: UnsafeBufferPointer<UInt8>
    let toks: [Token]
    let path: String
    /// For every bracket token, the index of its partner (or -1).
    var partner: [Int32]
    /// The innermost frame; `outer` holds the ones around it (the root frame first).
    var top = Frame(kind: .root, role: .plain)
    var outer: [Frame] = []
    var depth = 0
    var i = 0
    var references: [RawReference] = []
    var declarations: [Declaration] = []
    var imports: [Import] = []
    var names: NameTable
    /// Names bound outside any body and any type's body (generic parameters): local to the whole file
    /// (ids into `names`).
    var shadowed: [Int32] = []
    /// Names bound in a body (locals, parameters, closure parameters): local from the binding to the
    /// body's end, byte offsets. (Stats' `catch {` in one method hid Kit's `error(…)` in the others.)
    var scopedShadows: [(name: Int32, scope: Range<Int32>)] = []
    /// Names the language binds without a declaration (`error` in a `catch`, `newValue` in a setter),
    /// by spelling, with the bodies they are bound in.
    var implicitBindings: [String: [Range<Int32>]] = [:]
    var pendingClassDeclaration: Int?
    /// The `class`/`struct`/`enum`/`protocol`/`actor`/`extension` keyword whose body comes next (-1: none).
    var typeHeader = -1
    /// The file's type and extension bodies (`FileFacts.typeSpans`), and their bytes.
    var typeSpans: [TypeSpan] = []
    var spanBytes: [Range<Int32>] = []
    /// Members of the file's types by their type's name: bound in the bodies of that type, of its
    /// extensions and of the types that inherit from it, not file-wide (Stats' `FanView.controlState`
    /// hid Kit's `controlState(_:)` in another class of the file).
    var memberBindings: [(name: Int32, type: String)] = []
    /// The Objective-C name of the top-level `@objc enum` whose body is being read (nil: none).
    var objcEnum: String?
    /// The body of the last parameter list read (by its `(` token), when it has one.
    var parameterBody: (open: Int32, body: Range<Int32>?)?
    var bindingObjC: (present: Bool, name: String?) = (false, nil)
    /// The top-level `let`/`var` being bound is `private`/`fileprivate`.
    var bindingFileScope = false
    var bindingPublic = false
    /// A member `let`/`var` that is `static`/`class`.
    var bindingStatic = false
    var closureParamParen = -1
    var captureListBracket = -1
    var shorthandParameters = 0..<0
    var skipWords: [Int] = []
    /// One entry per open `#if`: whether one of its clauses is always active.
    var conditionals: [Bool] = []
    /// Which platforms compile each line (`#if os(…)`).
    var platforms = PlatformRegions.Builder()
    /// The token naming the type a top-level `extension` extends (-1: none, or not a plain name):
    /// the members of its body are recorded with it.
    var extendedType = -1
    /// The first member of the key path being read, when its root type is written or known
    /// (`\Root.member`, `@Dependency(\.member)`), and the token naming the root or the wrapper.
    var keyPathMember = -1
    var keyPathRoot = (token: -1, isWrapper: false)

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
        // Per name id: 1 bound in the whole file, 2 bound in some bodies (`firstScope` says which).
        var local = [UInt8](repeating: 0, count: names.count)
        for id in shadowed { local[Int(id)] = 1 }
        if !memberBindings.isEmpty {
            // (The bodies each type name opens or is inherited in, looked up once per member.)
            var bodies: [String: [Range<Int32>]] = [:]
            for (span, bytes) in zip(typeSpans, spanBytes) {
                for name in span.names { bodies[name, default: []].append(bytes) }
            }
            // (A type's members come together: its bodies looked up once per run of them.)
            var last: (type: String, ranges: [Range<Int32>])?
            for (id, type) in memberBindings where local[Int(id)] != 1 {
                if last?.type != type { last = (type, bodies[type] ?? []) }
                for range in last?.ranges ?? [] { scopedShadows.append((id, range)) }
            }
        }
        // (The implicit ones by id, as the others: looking each reference's spelling up cost more
        // than the rest of this loop.)
        for (spelling, ranges) in implicitBindings {
            guard let id = names.id(of: spelling, text) else { continue }
            for range in ranges { scopedShadows.append((id, range)) }
        }
        // Each name's scopes chained through `nextScope` from `firstScope` (-1 ends a chain): two
        // arrays, where a dictionary of arrays allocated one array per name.
        var firstScope = [Int32](repeating: -1, count: scopedShadows.isEmpty ? 0 : names.count)
        var nextScope = [Int32](repeating: -1, count: scopedShadows.count)
        for (index, (id, _)) in scopedShadows.enumerated() where local[Int(id)] != 1 {
            local[Int(id)] = 2
            nextScope[index] = firstScope[Int(id)]
            firstScope[Int(id)] = Int32(index)
        }
        func inScope(_ id: Int32, _ offset: Int32) -> Bool {
            var next = firstScope[Int(id)]
            while next >= 0 {
                if scopedShadows[Int(next)].scope.contains(offset) { return true }
                next = nextScope[Int(next)]
            }
            return false
        }
        var result: [Reference] = []
        result.reserveCapacity(references.count)
        for r in references {
            // (`#line` names a macro, never a local `line`.)
            let bare = r.qualifier < 0 && r.kind != .macroExpansion
            if bare, local[Int(r.name)] == 1 { continue }
            if bare, local[Int(r.name)] == 2, inScope(r.name, r.offset) { continue }
            let name = names.string(r.name, text)
            var qualifier = r.qualifier < 0 ? nil : names.string(r.qualifier, text)
            if r.rootIsWrapper, let wrapper = qualifier { qualifier = KeyPathRoots.root(ofWrapper: wrapper) }
            result.append(
                Reference(
                    name: name, kind: r.kind,
                    location: SourceLocation(path: path, line: Int(r.line), column: Int(r.column)),
                    qualifier: qualifier))
        }
        return result
    }

    // MARK: Token helpers

    @inline(__always) func kind(_ j: Int) -> TokenKind { j >= 0 && j < toks.count ? toks[j].kind : .end }

    @inline(__always) func keyword(_ j: Int) -> Keyword {
        guard j >= 0, j < toks.count, toks[j].kind == .identifier, toks[j].flags & Token.backticked == 0 else {
            return .none
        }
        return toks[j].keyword
    }

    func name(_ j: Int) -> String {
        let t = toks[j]
        return String(decoding: UnsafeBufferPointer(rebasing: text[Int(t.start)..<Int(t.end)]), as: UTF8.self)
    }

    func spelled(_ j: Int, _ s: StaticString) -> Bool {
        let t = toks[j]
        guard t.length == s.utf8CodeUnitCount else { return false }
        let p = s.utf8Start
        for k in 0..<t.length where text[Int(t.start) + k] != p[k] { return false }
        return true
    }

    func isOperator(_ j: Int, _ s: StaticString) -> Bool { kind(j) == .operator && spelled(j, s) }

    /// A name token: an identifier that is not a hard keyword (contextual keywords count).
    func isName(_ j: Int) -> Bool {
        guard kind(j) == .identifier else { return false }
        return !keyword(j).isHard
    }

    func isWord(_ j: Int) -> Bool { kind(j) == .identifier }

    func location(_ j: Int) -> (Int32, Int32) { (toks[j].line, toks[j].column) }

    mutating func use(_ j: Int) {
        let t = toks[j]
        references.append(
            RawReference(
                name: id(j), qualifier: -1, kind: .symbol, line: t.line, column: t.column, offset: t.start))
    }

    @inline(__always) mutating func id(_ j: Int) -> Int32 {
        names.intern(text, Int(toks[j].start), Int(toks[j].end))
    }

    /// A reference to the name of token `j`, qualified by the name of token `qualifier` (or -1).
    mutating func addReference(_ j: Int, kind: ReferenceKind, qualifier: Int) {
        addReference(j, kind: kind, qualifierID: qualifier < 0 ? -1 : id(qualifier))
    }

    /// A reference to the name of token `j`, qualified by name `q` of `names` (or -1).
    mutating func addReference(_ j: Int, kind: ReferenceKind, qualifierID q: Int32) {
        let t = toks[j]
        references.append(
            RawReference(name: id(j), qualifier: q, kind: kind, line: t.line, column: t.column, offset: t.start))
    }

    mutating func shadow(_ j: Int) {
        guard isName(j), toks[j].keyword != .wildcard || toks[j].flags & Token.backticked != 0 else { return }
        bind(j)
    }

    /// Binds any word but `_`, keywords included (parameter names): a function's parameter in its
    /// body only (none without one: a protocol's requirement), an enum case's in nothing (a label).
    mutating func shadowWord(_ j: Int) {
        guard isWord(j), !(toks[j].keyword == .wildcard && toks[j].flags & Token.backticked == 0) else { return }
        switch top.role {
        case .functionParams:
            // (Looked for once per parameter list: its first parameter finds it.)
            if parameterBody?.open != top.open { parameterBody = (top.open, bodyAfterParameters()) }
            if let body = parameterBody?.body { scopedShadows.append((id(j), body)) }
        case .enumCaseParams:
            break
        default:
            bind(j)
        }
    }

    /// The name of token `j` bound from there to the end of the innermost body around it, or, outside
    /// any body, in the whole file.
    private mutating func bind(_ j: Int) {
        if let end = innermostBodyEnd() {
            scopedShadows.append((id(j), toks[j].start..<end))
        } else {
            shadowed.append(id(j))
        }
    }

    /// The byte after the `}` closing the innermost function, closure, accessor or statement body.
    func innermostBodyEnd() -> Int32? {
        if top.kind == .brace, top.isBody { return end(ofBrace: top.open) }
        for frame in outer.reversed() where frame.kind == .brace && frame.isBody { return end(ofBrace: frame.open) }
        return nil
    }

    /// The byte after the bracket that closes the one at token `open` (the file's end when none does).
    func end(ofBrace open: Int32) -> Int32 {
        guard open >= 0, partner[Int(open)] > 0 else { return Int32(text.count) }
        return toks[Int(partner[Int(open)])].end
    }

    /// The body of the function whose parameter list is the top frame: the first `{` after its `)`
    /// (past `async throws -> T where …`), before anything that ends the declaration.
    func bodyAfterParameters() -> Range<Int32>? {
        guard top.open >= 0, partner[Int(top.open)] > 0 else { return nil }
        var j = Int(partner[Int(top.open)]) + 1
        var steps = 0
        while j < toks.count, steps < 256 {
            switch toks[j].kind {
            case .leftBrace: return toks[j].start..<end(ofBrace: Int32(j))
            case .rightBrace, .semicolon: return nil
            case .leftParen, .leftBracket: if partner[j] > 0 { j = Int(partner[j]) }
            default:
                if toks[j].hasNewlineBefore, steps > 0, isDeclarationStart(j) { return nil }
            }
            j += 1
            steps += 1
        }
        return nil
    }

    /// A word that begins another declaration (the requirement before it had no body).
    private func isDeclarationStart(_ j: Int) -> Bool {
        switch keyword(j) {
        case .func, .var, .let, .`init`, .subscript, .case, .typealias, .associatedtype, .class, .struct, .enum, .protocol,
            .extension, .static, .public, .private, .fileprivate, .internal, .`open`:
            return true
        default:
            return kind(j) == .attribute
        }
    }

    /// A member of the type or extension whose body is `top`: recorded (`DeclarationScope.member`)
    /// and shadowing unqualified uses in that type's bodies (`memberBindings`).
    mutating func member(_ j: Int, _ kind: DeclarationKind, isStatic: Bool) {
        // (Not of a type declared in a body: no other file can name or extend a local type.)
        if top.role == .typeBody || top.role == .enumBody, !outer.contains(where: \.isBody) {
            let t = toks[j]
            // (The interned spelling: the name's references share its storage.)
            let spelling = names.string(id(j), text)
            let extended = depth == 1 && extendedType >= 0 ? names.string(id(extendedType), text) : nil
            declarations.append(
                Declaration(
                    name: spelling, kind: kind, location: SourceLocation(path: path, line: Int(t.line), column: Int(t.column)),
                    scope: .member, extendedType: extended, isStatic: isStatic))
            if top.span >= 0, isName(j) {
                memberBindings.append((id(j), typeSpans[Int(top.span)].names[0]))
                return
            }
        }
        shadow(j)
    }

    /// The span of the type or extension body whose `{` is token `open`, from its header at
    /// `typeHeader`: the type's name (the last of `extension A.B`) and its inheritance clause's names.
    mutating func openTypeSpan(_ open: Int) -> Int32 {
        let header = typeHeader
        typeHeader = -1
        guard header >= 0, header < open, isWord(header + 1) else { return -1 }
        var j = header + 1
        // (`extension A.B`: B's body, inside A too, whose members it sees.)
        var outerNames: [String] = []
        while kind(j + 1) == .period, isWord(j + 2), j + 2 < open {
            outerNames.append(name(j))
            j += 2
        }
        var names = [name(j)] + outerNames
        j += 1
        var inheriting = false
        while j < open {
            if kind(j) == .operator, text[Int(toks[j].start)] == UInt8(ascii: "<") {
                j = angleEnd(from: j) + 1
                continue
            }
            if kind(j) == .colon, !inheriting {
                inheriting = true
            } else if keyword(j) == .where {
                break
            } else if inheriting, isWord(j), kind(j + 1) != .period {
                names.append(name(j))
            }
            j += 1
        }
        let close = partner[open] > 0 ? Int(partner[open]) : toks.count - 1
        typeSpans.append(TypeSpan(names: names, firstLine: Int(toks[open].line), lastLine: Int(toks[close].line)))
        spanBytes.append(toks[open].start..<end(ofBrace: Int32(open)))
        return Int32(typeSpans.count - 1)
    }

    /// `fileScope`: a `private`/`fileprivate` top-level name, the file's own.
    mutating func declare(
        _ j: Int, _ kind: DeclarationKind, objcName: String?, visible: Bool, fileScope: Bool = false, isPublic: Bool = true
    ) {
        let t = toks[j]
        var declaration = Declaration(
            name: name(j), kind: kind, location: SourceLocation(path: path, line: Int(t.line), column: Int(t.column)),
            objcName: objcName, isObjCVisible: visible, scope: fileScope ? .file : .module)
        declaration.isModuleInternal = !fileScope && !isPublic
        declarations.append(declaration)
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
            case .backslash: keyPath()
            case .period, .number, .dollarNumber, .stringBegin, .stringEnd, .end: break
            }
            i += 1
        }
    }

    /// Whether a token on a new line continues the statement of the previous line.
    func continues(_ j: Int) -> Bool {
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

    mutating func push(_ frame: Frame) {
        outer.append(top)
        top = frame
        if frame.countsDepth { depth += 1 }
    }

    mutating func pop() {
        if top.countsDepth { depth -= 1 }
        if let frame = outer.popLast() { top = frame }
    }

    mutating func close(_ kind: FrameKind) {
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
