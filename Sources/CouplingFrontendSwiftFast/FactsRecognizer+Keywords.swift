import CouplingModel

/// Keywords and the declarations they start: types, extensions, operators, imports, bindings.
extension FactsRecognizer {
    // MARK: Keywords

    /// Handles a keyword; returns false when the word is a contextual keyword used as a name.
    mutating func keywordToken(_ kw: Keyword) -> Bool {
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
                member(i + 1, .typealias, isStatic: true)
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
            // (`catch {` binds `error`, which is then no name of the tree.)
            if keyword(i) == .catch, kind(i + 1) == .leftBrace {
                implicitBindings["error", default: []].append(toks[i + 1].start..<end(ofBrace: Int32(i + 1)))
            }
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
            case .leftBrace, .rightBrace:
                // (An accessor without a parameter name binds `newValue` or, `didSet`, `oldValue`.)
                if kind(n) == .leftBrace, keyword(i) != .get {
                    implicitBindings[keyword(i) == .didSet ? "oldValue" : "newValue", default: []].append(toks[n].start..<end(ofBrace: Int32(n)))
                }
                return true
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

    mutating func skipModifierDetail() {
        if kind(i + 1) == .leftParen, isWord(i + 2), kind(i + 3) == .rightParen { i += 3 }
    }

    /// Modifiers and attributes before the declaration keyword at `j`.
    func prefix(before j: Int) -> Prefix {
        var p = Prefix(first: j)
        var k = j - 1
        while k >= 0 {
            let t = toks[k]
            if t.kind == .identifier, t.flags & Token.backticked == 0 {
                switch t.keyword {
                case .private, .fileprivate:
                    if kind(k + 1) != .leftParen { p.isPrivate = true }
                case .static, .class:
                    p.isStatic = true
                case .public, .open, .package:
                    if kind(k + 1) != .leftParen { p.isPublic = true }
                case .internal, .final, .override, .mutating, .nonmutating,
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
                } else if spelled(k, "testable") {
                    p.testable = true
                }
                p.first = k
                k -= 1
                continue
            }
            return p
        }
        return p
    }

    mutating func typeDeclaration(_ declKind: DeclarationKind) {
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
        typeHeader = [.class, .struct, .enum, .protocol, .actor].contains(declKind) ? i : -1
        if depth == 0 { extendedType = -1 }
        let n = i + 1
        guard n < toks.count else { return }
        if toks[n].kind == .identifier, isName(n) || toks[n].flags & Token.backticked != 0 {
            if depth == 0 {
                let visible = p.objc || (declKind == .class && p.objcMembers)
                declare(n, declKind, objcName: p.objcName, visible: visible, fileScope: p.isPrivate, isPublic: p.isPublic)
                objcEnum = declKind == .enum && p.objc ? p.objcName ?? name(n) : nil
                if declKind == .class { pendingClassDeclaration = declarations.count - 1 }
            } else {
                // (A nested type or alias is the type's own; a function only when `static`/`class`.)
                let count = declarations.count
                member(n, declKind, isStatic: declKind != .function || p.isStatic)
                // (A nested type `@objc(AssetImages)` names for Objective-C is a top-level class there.)
                if let objcName = p.objcName, declKind.isType, declarations.count > count {
                    declarations[count].objcName = objcName
                    declarations[count].isObjCVisible = true
                }
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

    mutating func genericParameters() {
        let lt = i + 1
        guard lt < toks.count, toks[lt].kind == .operator, toks[lt].length == 1,
            text[Int(toks[lt].start)] == UInt8(ascii: "<")
        else { return }
        i = lt
        var frame = Frame(kind: .angle, role: .genericParams)
        frame.paramStart = true
        push(frame)
    }

    mutating func extensionDeclaration() {
        top.resetStatement()
        top.header = .type
        top.pendingBrace = .typeBody
        typeHeader = i
        top.typeMode = true
        if depth == 0 { extendedType = -1 }
        let j = i + 1
        guard j < toks.count, toks[j].kind == .identifier, isName(j) || toks[j].flags & Token.backticked != 0 else {
            return
        }
        if kind(j + 1) == .period, kind(j + 2) == .identifier, kind(j + 3) != .period,
            !isOperator(j + 3, "?"), !isOperator(j + 3, "!")
        {
            // `extension A.B`: B of module A, or a type nested in type A; either way A is extended
            // once (one reference, of the extension kind).
            addReference(j + 2, kind: .extension, qualifier: j)
            addReference(j, kind: .extension, qualifier: -1)
            if depth == 0 { extendedType = j + 2 }
            i = j + 2
            maybeGenericArguments(after: i)
            return
        }
        if kind(j + 1) == .period { return }  // `A.B.C`, `A.B?`: an ordinary type
        if isOperator(j + 1, "?") || isOperator(j + 1, "!") { return }  // `extension Int? {}`
        if isOperator(j + 1, "<"), kind(angleEnd(from: j + 1) + 1) == .period { return }  // `A<B>.C`: a type
        addReference(j, kind: .extension, qualifier: -1)
        if depth == 0 { extendedType = sameTypeAsSelf(after: j) ?? j }
        i = j
        maybeGenericArguments(after: i)
    }

    /// `extension ShapeStyle where Self == Color {`: Color's index (its static members are Color's,
    /// `Color.haPrimary`); nil for any other header.
    func sameTypeAsSelf(after j: Int) -> Int? {
        var k = j + 1
        while k < toks.count, k < j + 24, kind(k) != .leftBrace {
            if keyword(k) == .where, spelled(k + 1, "Self"), isOperator(k + 2, "=="), kind(k + 3) == .identifier,
                kind(k + 4) == .leftBrace
            {
                return k + 3
            }
            k += 1
        }
        return nil
    }

    /// The token holding the `>` that closes the `<` at `lt` (a rough count of angle characters).
    func angleEnd(from lt: Int) -> Int {
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

    mutating func operatorDeclaration() {
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

    mutating func importDeclaration() {
        let p = prefix(before: i)
        var first = p.first
        var testable = p.testable
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
                testable = testable || q.testable
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
                location: SourceLocation(path: path, line: Int(line), column: Int(column)), isTestable: testable))
        while kind(j + 1) == .period, kind(j + 2) == .identifier { j += 2 }
        i = j
    }

    mutating func binding() {
        let before = i - 1
        var condition: Bool
        switch keyword(before) {
        case .if, .guard, .while, .case, .for, .catch: condition = true
        default: condition = kind(before) == .comma || kind(before) == .leftParen || kind(before) == .colon
        }
        if top.kind != .brace, top.kind != .root { condition = true }
        if condition {
            // Every binding outside a top-level `let`/`var` is local (`guard let x` in main.swift too).
            // Inside a pattern already (`for (var a, b) in`), the `var` does not end at the next comma.
            let inherited = top.pattern && !top.patternOwner
            top.pattern = true
            top.patternOwner = !inherited
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
            bindingStatic = p.isStatic
        } else {
            top.bind = .declare
            bindingObjC = (p.objc, p.objcName)
            bindingFileScope = p.isPrivate
            bindingPublic = p.isPublic
        }
    }
}
