import CouplingModel

/// Identifiers: uses, bindings (patterns, parameters), generic arguments.
extension FactsRecognizer {
    // MARK: Words

    mutating func word() {
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

    mutating func member() {
        let kw = keyword(i)
        if kw == .`init` || kw == .`self` || kw == .`Self` { return }
        if kw == .`Type` || kw == .`Protocol`, top.typeMode { return }  // a metatype
        if top.keyPath {
            // A key path's members are members of some type, never top-level names: only the first,
            // when the root type is known, is looked up (among that type's extensions).
            if i == keyPathMember {
                addReference(i, kind: .member, qualifier: keyPathRoot.token)
                references[references.count - 1].rootIsWrapper = keyPathRoot.isWrapper
            }
            return
        }
        let b = i - 2
        // (`await .ready`: an implicit member after an operator-like keyword; `copy.count` is a
        // variable's member.)
        let prefixKeyword =
            switch keyword(b) {
            case .await, .unsafe, .consume, .copy, .yield: toks[i - 1].start > toks[b].end
            default: false
            }
        // (`Notification.Name.taskNotification`: the member of a nested type, qualified by both names,
        // `Notification.Name`, written without spaces; a capitalized name only, `a.b.c` is no type's.)
        let nested = b >= 2 && kind(b - 1) == .period && toks[b].kind == .identifier && toks[b].flags & Token.backticked == 0
            && text[Int(toks[b].start)] &- 65 < 26 && toks[b - 2].kind == .identifier && toks[b - 2].flags & Token.backticked == 0
            && toks[b - 2].end == toks[b - 1].start && toks[b - 1].end == toks[b].start
        if b >= 0, !prefixKeyword, kind(b - 1) != .period || nested, kind(b - 1) != .backslash,
            (toks[b].kind == .identifier && (!keyword(b).isHard || (keyword(b) == .`Self` && top.typeMode)))
                || toks[b].kind == .attribute
        {
            if nested {
                addReference(i, kind: .symbol, qualifierID: names.intern(text, Int(toks[b - 2].start), Int(toks[b].end)))
            } else {
                addReference(i, kind: .symbol, qualifier: b)
            }
        }
        maybeGenericArguments(after: i)
    }

    /// `\`: a key path begins. Its first member is a member of a known type when the root is
    /// written (`\EnvironmentValues.theme`) or the key path is a known wrapper's argument
    /// (`@Dependency(\.apiClient)`, `.environment(\.theme, …)`).
    mutating func keyPath() {
        top.keyPath = true
        keyPathMember = -1
        if kind(i + 1) == .period, kind(i + 2) == .identifier, kind(i - 1) == .leftParen {
            let wrapper = i - 2
            let named = kind(wrapper) == .attribute || (kind(wrapper) == .identifier && kind(wrapper - 1) == .period)
            if named, toks[wrapper].length > 0, KeyPathRoots.root(ofWrapper: name(wrapper)) != nil {
                keyPathMember = i + 2
                keyPathRoot = (wrapper, true)
            }
        } else if isName(i + 1), kind(i + 2) == .period, kind(i + 3) == .identifier {
            keyPathMember = i + 3
            keyPathRoot = (i + 1, false)
        }
    }

    mutating func identifier() {
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
                if top.role == .enumBody, top.span >= 0, !outer.contains(where: \.isBody), isName(i) {
                    memberBindings.append((id(i), typeSpans[Int(top.span)].names[0]))
                } else {
                    shadow(i)
                }
                // A case of a top-level `@objc enum` is `<ObjCName><Case>` to Objective-C (`RoomStateOpen`).
                if depth == 1, top.role == .enumBody, let objcEnum {
                    let objcName = SwiftObjCNames.enumCase(name(i), of: objcEnum)
                    declarations.append(
                        Declaration(
                            name: objcName, kind: .enumConstant,
                            location: SourceLocation(path: path, line: Int(toks[i].line), column: Int(toks[i].column)),
                            objcName: objcName, isObjCVisible: true))
                }
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

    static func isAccessorName(_ r: FactsRecognizer, _ j: Int) -> Bool {
        r.spelled(j, "unsafeAddress") || r.spelled(j, "unsafeMutableAddress") || r.spelled(j, "_read")
            || r.spelled(j, "_modify")
    }

    static func isLoopKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .for, .while, .repeat, .do, .if, .switch: return true
        default: return false
        }
    }

    mutating func bindPattern(_ j: Int) {
        switch top.bind {
        case .declare:
            if isName(j), !(toks[j].keyword == .wildcard && toks[j].flags & Token.backticked == 0) {
                declare(
                    j, .variable, objcName: bindingObjC.name, visible: bindingObjC.present, fileScope: bindingFileScope,
                    isPublic: bindingPublic)
            }
        case .shadow:
            if top.declBinding, isName(j), !(toks[j].keyword == .wildcard && toks[j].flags & Token.backticked == 0) {
                member(j, .variable, isStatic: bindingStatic)
            } else {
                shadow(j)
            }
        case .none:
            break
        }
    }

    mutating func parameterStart() {
        top.paramStart = false
        let role = top.role
        if role == .captureList {
            var j = i
            while isWord(j), keyword(j) == .weak || keyword(j) == .unowned {
                j += 1
                if kind(j) == .leftParen, partner[j] > 0 { j = Int(partner[j]) + 1 }
            }
            i = j
            shadow(j)  // `[channel = context.channel]`, `[x]`: a name of the closure's body
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
    mutating func maybeGenericArguments(after j: Int) {
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
    func genericArgumentsFollow(_ lt: Int) -> Bool {
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

    func followerDisambiguates(_ j: Int) -> Bool {
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
}
