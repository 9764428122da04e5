import CouplingModel

/// The statements of a header: tags, enums and their constants, typedefs, functions, variables.
extension LexerDeclarationExtractor {
    // MARK: Statements

    mutating func declaration(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        // Enum macros: [typedef] NS_ENUM(T, Name) [{...}] [attributes];
        let enumMacros = depthZero(range).filter {
            tokens[$0].kind == .identifier && ((isEnumMacro(tokens[$0]) && isPunct($0 + 1, ASCII.leftParen)) || isProjectEnumMacro($0))
        }
        for index in enumMacros.prefix(1) {
            // `#if defined(NS_CLOSED_ENUM) / typedef NS_CLOSED_ENUM(T, E) / #else / typedef
            // NS_ENUM(T, E) / #endif {...}`: the name of the first, the body after the last.
            let withBody = enumMacros.first { isPunct(matching($0 + 1), ASCII.leftBrace) } ?? index
            let close = matching(withBody + 1) - 1
            let firstClose = matching(index + 1) - 1
            // The name ends the last argument (`NS_ENUM(T, Name)`, `NS_ERROR_ENUM(Domain, Name)`), or the
            // second of a project's macro of three (Realm's `RLM_ERROR_ENUM(NSInteger, RLMError, RLMErrorDomain)`).
            var commas: [Int] = []
            var depth = 0
            for k in (index + 2)..<max(index + 2, firstClose + 1) where tokens[k].kind == .punct {
                switch tokens[k].code {
                case ASCII.leftParen: depth += 1
                case ASCII.rightParen: depth -= 1
                case ASCII.comma where depth == 0: commas.append(k)
                default: break
                }
            }
            let nameEnd = commas.count >= 2 && !isEnumMacro(tokens[index]) ? commas[1] : firstClose + 1
            var name = nameEnd - 1
            while name > index + 1 && !isIdentifier(name) { name -= 1 }
            guard name > index + 1, isPunct(name - 1, ASCII.comma) else { return }
            let afterMacro = close + 1
            var bodyEnd = afterMacro
            if isPunct(afterMacro, ASCII.leftBrace) {
                bodyEnd = matching(afterMacro)
                enumConstants(afterMacro, bodyEnd)
            } else {
                // `typedef NS_ENUM(T, Name);` without a body declares the type name only, for C: a
                // Swift `@objc enum Name` forward-declared to Objective-C; Swift never imports it.
                if range.contains(where: { isKeyword($0, CKeyword.typedef) }) {
                    declare(name, .typedef, swiftName: swiftName(in: afterMacro..<range.upperBound), cFamilyOnly: true)
                }
                return
            }
            declare(name, .enum, swiftName: swiftName(in: bodyEnd..<range.upperBound))
            return
        }
        if let typedef = depthZero(range).first(where: { isKeyword($0, CKeyword.typedef) }) {
            // `NS_SWIFT_NAME(X) typedef ...`: the attribute may come first.
            typedefDeclaration((typedef + 1)..<range.upperBound, leadingSwiftName: swiftName(in: range.lowerBound..<typedef))
            return
        }
        if let first = firstSignificant(range), first < range.upperBound, tokens[first].kind == .keyword {
            // `extern const struct S {...} s;`: the tag is defined after storage and qualifiers.
            if let tag = tagAfterQualifiers(first, range), let body = tagDefinition(tag, range) {
                variables(body..<range.upperBound, requireType: false)
                return
            }
            // `extern template class Box<int>;`: an explicit instantiation names no new entity.
            if isKeyword(first, CKeyword.extern) && isKeyword(first + 1, CKeyword.template) { return }
            switch tokens[first].code {
            case CKeyword.struct, CKeyword.union, CKeyword.enum, CKeyword.class:
                if range.upperBound - first == 2 && isIdentifier(first + 1) { return } // struct Foo; (forward)
                if let body = tagDefinition(first, range) {
                    // Variables declared with the definition: struct Foo {...} foo;
                    variables(body..<range.upperBound, requireType: false)
                    return
                }
                if isForwardTag(first, range) { return }
            case CKeyword.template:
                // `template <…> class X {…}` and `template <…> R f(…)` declare X and f, C++'s
                // names (a class template is a class, whatever its keyword); `template <> …`, an
                // explicit specialisation, and a partial one (`class X<T *>`) name no new entity:
                // the primary template does (a specialisation of another library's, `hash<Query>`,
                // is that library's name).
                guard isPunct(first + 1, ASCII.less), !isPunct(first + 2, ASCII.greater) else { return }
                let outer = (cPlusPlusOnly, inTemplate)
                (cPlusPlusOnly, inTemplate) = (true, true)
                declaration(skipAngles(first + 1)..<range.upperBound)
                (cPlusPlusOnly, inTemplate) = outer
                return
            case CKeyword.using:
                // `using Name = type;` is a typedef; `using namespace`, `using std::x` are not.
                if isIdentifier(first + 1) && isPunct(first + 2, ASCII.equals) { declare(first + 1, .typedef, cPlusPlus: true) }
                return
            case CKeyword.namespace:
                return
            case CKeyword.other where text(tokens[first]) == "static_assert" || text(tokens[first]) == "_Static_assert":
                return
            default:
                break
            }
        }
        if function(range) { return }
        variables(range, requireType: true)
    }

    /// `extern|static [const|volatile] struct|union|enum|class`: the index of the tag keyword
    /// when at least one storage word comes before it, nil otherwise.
    func tagAfterQualifiers(_ first: Int, _ range: Range<Int>) -> Int? {
        var index = first
        while index < range.upperBound, tokens[index].kind == .keyword {
            let token = tokens[index]
            if token.code == CKeyword.extern || token.code == CKeyword.static {
                index += 1
                continue
            }
            let word = text(token)
            if word == "const" || word == "volatile" {
                index += 1
                continue
            }
            break
        }
        guard index > first, index < range.upperBound, tokens[index].kind == .keyword else { return nil }
        switch tokens[index].code {
        case CKeyword.struct, CKeyword.union, CKeyword.enum, CKeyword.class: return index
        default: return nil
        }
    }

    /// The indices of `range` outside any `(...)`, `[...]` or `{...}` (a class body's
    /// `typedef` is a member, not the statement's).
    func depthZero(_ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            result.append(index)
            if isPunct(index, ASCII.leftParen) || isPunct(index, ASCII.leftBracket) || isPunct(index, ASCII.leftBrace) { index = matching(index) } else { index += 1 }
        }
        return result
    }

    /// The first token that is not an attribute (`__attribute__((...))`, `API_AVAILABLE(...)`).
    func firstSignificant(_ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if (isAttributeKeyword(token) || isMacroLike(token)) && isPunct(index + 1, ASCII.leftParen) {
                index = matching(index + 1)
                continue
            }
            if isMacroLike(token) && index + 1 < range.upperBound && tokens[index + 1].kind != .punct {
                index += 1 // a bare macro such as NS_ASSUME_NONNULL_BEGIN or FOUNDATION_EXPORT
                continue
            }
            return index
        }
        return nil
    }

    /// `enum class X;`, `enum X : int;`, `struct ATTR X;`: a forward or opaque declaration.
    func isForwardTag(_ keyword: Int, _ range: Range<Int>) -> Bool {
        var index = keyword + 1
        if isKeyword(keyword, CKeyword.enum) && (isKeyword(index, CKeyword.class) || isKeyword(index, CKeyword.struct)) { index += 1 }
        while index < range.upperBound {
            let token = tokens[index]
            if let after = afterAttribute(index) {
                index = after
                continue
            }
            if token.kind == .identifier && !isAttributeMacroBeforeName(index) {
                return index + 1 == range.upperBound || isPunct(index + 1, ASCII.colon)
            }
            if token.kind == .identifier { index += 1; continue }
            return false
        }
        return false
    }

    /// The index after an attribute at `index` (`__attribute__((...))`, `ATTR(...)`, `[[nodiscard]]`),
    /// or nil when there is none.
    func afterAttribute(_ index: Int) -> Int? {
        let token = tokens[index]
        if (isAttributeKeyword(token) || isMacroLike(token)) && isPunct(index + 1, ASCII.leftParen) { return matching(index + 1) }
        if isPunct(index, ASCII.leftBracket) && isPunct(index + 1, ASCII.leftBracket) { return matching(index) }
        return nil
    }

    /// An ALL_CAPS word after a tag keyword followed by the name or by `[[...]]`:
    /// `class ABSL_LOCKABLE Mutex`, `class ABSL_SCOPED_LOCKABLE [[nodiscard]] MutexLock`.
    func isAttributeMacroBeforeName(_ index: Int) -> Bool {
        isMacroLike(tokens[index]) && (isIdentifier(index + 1) || (isPunct(index + 1, ASCII.leftBracket) && isPunct(index + 2, ASCII.leftBracket)))
    }

    /// `struct|union|enum|class [attrs] Name [: base] { ... }`: declares the tag and, for an
    /// enum, its constants. Returns the index after the body, or nil when it is not a definition.
    mutating func tagDefinition(_ keyword: Int, _ range: Range<Int>) -> Int? {
        let code = tokens[keyword].code
        var index = keyword + 1
        // enum class / enum struct
        let scopedEnum = code == CKeyword.enum && (isKeyword(index, CKeyword.class) || isKeyword(index, CKeyword.struct))
        if scopedEnum { index += 1 }
        var name: Int? = nil
        var qualified = false
        var specialisation = false
        while index < range.upperBound {
            let token = tokens[index]
            if let after = afterAttribute(index) {
                index = after
                continue
            }
            if token.kind == .identifier && name == nil && !isAttributeMacroBeforeName(index) {
                name = index
                // `template <class T> class Box<T *> {`: a partial specialisation declares nothing.
                if inTemplate && isPunct(index + 1, ASCII.less) { specialisation = true }
                index = skipAngles(index + 1)
                continue
            }
            // `class Outer::Inner {`: a member class defined out of line, not a top-level name.
            if name != nil && isPunct(index, CToken.Punct.scope) && isIdentifier(index + 1) {
                qualified = true
                index = skipAngles(index + 2)
                continue
            }
            if token.kind == .punct && token.code == ASCII.leftBrace { break }
            if token.kind == .punct && token.code == ASCII.colon { // base or underlying type
                index += 1
                while index < range.upperBound && !isPunct(index, ASCII.leftBrace) && !isPunct(index, ASCII.semicolon) { index += 1 }
                continue
            }
            if token.kind == .keyword && token.code == CKeyword.other { index += 1; continue } // final, alignas...
            if token.kind == .identifier { index += 1; continue }
            return nil
        }
        guard index < range.upperBound, isPunct(index, ASCII.leftBrace) else { return nil }
        let end = matching(index)
        if let name, !qualified, !specialisation {
            let kind: DeclarationKind =
                inTemplate ? .class
                : code == CKeyword.struct ? .struct : code == CKeyword.union ? .union : code == CKeyword.enum ? .enum : .class
            declare(name, kind, swiftName: swiftName(in: end..<range.upperBound), cPlusPlus: code == CKeyword.class || scopedEnum)
        }
        if code == CKeyword.enum {
            // The constants of an `enum class` are C++ names, named through the enum
            // (`Decision::kDenied`) as a namespace's members are.
            let outer = cPlusPlusOnly
            cPlusPlusOnly = outer || scopedEnum
            if scopedEnum, let name { namespaces.append(text(tokens[name])) }
            enumConstants(index, end)
            if scopedEnum, name != nil { namespaces.removeLast() }
            cPlusPlusOnly = outer
        }
        return end
    }

    /// The constants between `{` at `open` and the index `end` after its `}`.
    mutating func enumConstants(_ open: Int, _ end: Int) {
        var index = open + 1
        var itemStart = true
        while index < end - 1 {
            let token = tokens[index]
            if itemStart && token.kind == .identifier {
                var itemEnd = index + 1
                while itemEnd < end - 1 && !isPunct(itemEnd, ASCII.comma) {
                    if isPunct(itemEnd, ASCII.leftParen) || isPunct(itemEnd, ASCII.leftBrace) || isPunct(itemEnd, ASCII.leftBracket) { itemEnd = matching(itemEnd) } else { itemEnd += 1 }
                }
                declare(index, .enumConstant, swiftName: swiftName(in: (index + 1)..<itemEnd))
                index = itemEnd
                itemStart = false
                continue
            }
            if token.kind == .punct && token.code == ASCII.comma {
                itemStart = true
            } else if token.kind == .punct && (token.code == ASCII.leftParen || token.code == ASCII.leftBrace || token.code == ASCII.leftBracket) {
                index = matching(index)
                continue
            }
            index += 1
        }
    }

    mutating func typedefDeclaration(_ range: Range<Int>, leadingSwiftName: String? = nil) {
        var start = range.lowerBound
        // `typedef enum Tag Name;`: an enum without its body, which Swift never imports.
        var forwardEnum = false
        if let first = firstSignificant(range), tokens[first].kind == .keyword,
            [CKeyword.struct, CKeyword.union, CKeyword.enum, CKeyword.class].contains(tokens[first].code)
        {
            if let body = tagDefinition(first, range) {
                start = body
            } else {
                forwardEnum = tokens[first].code == CKeyword.enum
            }
        }
        // Function pointer or block: typedef R (*Name)(...) / (^Name)(...)
        if let name = pointerDeclarator(start..<range.upperBound) {
            declare(name, .typedef, swiftName: swiftName(in: start..<range.upperBound) ?? leadingSwiftName)
            return
        }
        // Function type: typedef int BIO_info_cb(BIO *, int, int);
        if let name = functionTypeName(start..<range.upperBound) {
            declare(name, .typedef, swiftName: leadingSwiftName)
            return
        }
        let names = declaratorNames(start..<range.upperBound, requireType: start == range.lowerBound)
        let swift = names.count == 1 ? swiftName(in: start..<range.upperBound) ?? leadingSwiftName : nil
        for name in names { declare(name, .typedef, swiftName: swift, cFamilyOnly: forwardEnum) }
    }

    /// `R Name(params)` filling the rest of a typedef: a type before it, the parameter list
    /// last, and a name that is not an ALL_CAPS macro (`typedef STACK_OF(X) Name;`).
    func functionTypeName(_ range: Range<Int>) -> Int? {
        var sawType = false
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier && isPunct(index + 1, ASCII.leftParen) {
                let end = matching(index + 1)
                if sawType && !isMacroLike(token) { return end == range.upperBound ? index : nil }
                if !isKnownAttributeMacro(token) { sawType = true }
                index = end
                continue
            }
            if isAttributeKeyword(token) && isPunct(index + 1, ASCII.leftParen) {
                index = matching(index + 1)
                continue
            }
            if token.kind == .punct && token.code != ASCII.asterisk && token.code != CToken.Punct.scope && token.code != ASCII.less
                && token.code != ASCII.greater
            {
                return nil
            }
            if token.kind == .identifier || token.kind == .keyword { sawType = true }
            index += 1
        }
        return nil
    }

    /// `( * Name )` or `( ^ Name )` at depth 0 followed by `(` or `[`.
    func pointerDeclarator(_ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if isPunct(index, ASCII.leftParen) {
                var inner = index + 1
                if isPunct(inner, ASCII.asterisk) || isPunct(inner, ASCII.caret) {
                    inner += 1
                    while inner < range.upperBound && tokens[inner].kind == .keyword { inner += 1 } // const, _Nullable
                    if isIdentifier(inner) && isPunct(inner + 1, ASCII.rightParen) && (isPunct(inner + 2, ASCII.leftParen) || isPunct(inner + 2, ASCII.leftBracket)) {
                        return inner
                    }
                }
                index = matching(index)
                continue
            }
            if isPunct(index, ASCII.leftBrace) || isPunct(index, ASCII.leftBracket) { index = matching(index); continue }
            index += 1
        }
        return nil
    }

    /// `NSString *AVAILABLE_STRING()`, `int DATE_FORMAT(void)`: right after `*` or a type keyword a word is
    /// the declarator even when it reads like an attribute macro, which only follows a declarator.
    private func followsReturnType(_ index: Int) -> Bool {
        index > 0 && (isPunct(index - 1, ASCII.asterisk) || tokens[index - 1].kind == .keyword)
    }

    /// C function prototype or definition: the first `name(` at depth 0 after a type.
    mutating func function(_ range: Range<Int>) -> Bool {
        if pointerDeclarator(range) != nil { return false }
        var candidate: Int? = nil
        var fallback: Int? = nil
        var sawType = false
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .punct && token.code == ASCII.equals { break } // an initialiser: a variable
            if sawType && token.kind == .keyword && text(token) == "operator" {
                return operatorFunction(index, range)
            }
            // template <> R name<Args>(...)
            if sawType && token.kind == .identifier && !isMacroLike(token) && isPunct(index + 1, ASCII.less),
                isPunct(skipAngles(index + 1), ASCII.leftParen)
            {
                candidate = index
                break
            }
            // `LUA_API size_t (lua_stringtonumber) (…)`, `lua_State *(lua_newstate) (…)`: a name in
            // parentheses (which keeps a macro of that name from expanding), then the parameters.
            if let inner = parenthesizedName(at: token.kind == .identifier ? index + 1 : index),
                token.kind == .identifier || (sawType && isPunct(index, ASCII.leftParen))
            {
                candidate = inner
                break
            }
            if (token.kind == .identifier || isAttributeKeyword(token)) && isPunct(index + 1, ASCII.leftParen) {
                if token.kind == .identifier && sawType {
                    if !isMacroLike(token) { candidate = index; break }
                    if fallback == nil && (!isKnownAttributeMacro(token) || followsReturnType(index)) { fallback = index }
                }
                // `STACK_OF(X) *f(...)`, `YAML_DECLARE(int) f(...)`: a macro that stands for a type.
                if token.kind == .identifier && isMacroLike(token) && !isKnownAttributeMacro(token) { sawType = true }
                index = matching(index + 1)
                continue
            }
            // `int (*f(int a))(int b)`: a function returning a function pointer.
            if sawType && isPunct(index, ASCII.leftParen) && (isPunct(index + 1, ASCII.asterisk) || isPunct(index + 1, ASCII.caret)) && isIdentifier(index + 2)
                && isPunct(index + 3, ASCII.leftParen) && !isMacroLike(tokens[index + 2])
            {
                candidate = index + 2
                break
            }
            if token.kind == .punct && (token.code == ASCII.leftParen || token.code == ASCII.leftBracket || token.code == ASCII.leftBrace) {
                index = matching(index)
                continue
            }
            if token.kind == .identifier || token.kind == .keyword || (token.kind == .punct && token.code == ASCII.asterisk) {
                // A bare ALL_CAPS word counts as a type (`BN_ULONG f(...)`) unless it is an
                // SDK attribute (`FOUNDATION_EXPORT`, `NS_INLINE`).
                if !(isMacroLike(token) && isKnownAttributeMacro(token)) { sawType = true }
            }
            index += 1
        }
        guard let name = candidate ?? fallback else { return false }
        // `R Type::member(...)`, `Type::~Type()`: an out-of-line member, not a top-level function.
        if isPunct(name - 1, CToken.Punct.scope) || (isPunct(name - 1, ASCII.tilde) && isPunct(name - 2, CToken.Punct.scope)) {
            return true
        }
        // `static Type name("text", 1);`: a variable initialised by a constructor call.
        if hasLiteralArgument(name + 1) { return false }
        // `NS_SWIFT_NAME(f()) R name(...)`: the attribute may also come first.
        declare(
            name, .function,
            swiftName: swiftName(in: (name + 1)..<range.upperBound) ?? swiftName(in: range.lowerBound..<name))
        return true
    }

    /// The name of `( name ) (`, a declarator in parentheses before its parameter list, at `open`.
    func parenthesizedName(at open: Int) -> Int? {
        guard isPunct(open, ASCII.leftParen), isIdentifier(open + 1), isPunct(open + 2, ASCII.rightParen),
            isPunct(open + 3, ASCII.leftParen)
        else { return nil }
        return open + 1
    }

    /// Whether the parentheses at `open` hold a number or character at their own depth, or a
    /// string anywhere: arguments, not parameters (`uint8_t nonce[16]` has its number deeper).
    func hasLiteralArgument(_ open: Int) -> Bool {
        guard isPunct(open, ASCII.leftParen) else { return false }
        let end = matching(open) - 1
        var index = open + 1
        var depth = 0
        while index < end {
            let token = tokens[index]
            if token.kind == .punct {
                switch token.code {
                case ASCII.equals where depth == 0: return false // a default argument
                case ASCII.leftParen: depth += 1
                case ASCII.rightParen: depth -= 1
                case ASCII.leftBracket, ASCII.leftBrace: // brackets and braces of parameters hold sizes, not arguments
                    index = matching(index)
                    continue
                default: break
                }
            }
            // `std::integral_constant<size_t, 4>`: a number closing template arguments is a type's.
            if token.kind == .number && isPunct(index + 1, ASCII.greater) {
                index += 1
                continue
            }
            if token.kind == .string || (depth == 0 && (token.kind == .number || token.kind == .character)) { return true }
            index += 1
        }
        return false
    }

    /// `R operator<<(...)`: declares `operator<<` when it is written without spaces (libclang
    /// only names what is spelled at its place); `Type::operator==` is a member.
    mutating func operatorFunction(_ keyword: Int, _ range: Range<Int>) -> Bool {
        if isPunct(keyword - 1, CToken.Punct.scope) { return true }
        var last = keyword
        var index = keyword + 1
        if isPunct(index, ASCII.leftParen) && isPunct(index + 1, ASCII.rightParen) { // operator()
            last = index + 1
        } else {
            while index < range.upperBound && !isPunct(index, ASCII.leftParen) {
                last = index
                index += 1
            }
        }
        guard last > keyword, isPunct(last + 1, ASCII.leftParen) else { return true }
        let first = tokens[keyword]
        let end = tokens[last].end
        let bytes = UnsafeBufferPointer(start: base + Int(first.start), count: Int(end - first.start))
        if bytes.contains(where: { $0 == ASCII.space || $0 == ASCII.tab || $0 == ASCII.newline || $0 == ASCII.carriageReturn }) { return true }
        declarations.append(Declaration(name: String(decoding: bytes, as: UTF8.self), kind: .function, location: location(first)))
        return true
    }

    mutating func variables(_ range: Range<Int>, requireType: Bool) {
        if let name = pointerDeclarator(range) {
            declare(name, .variable, swiftName: swiftName(in: range))
            return
        }
        let names = declaratorNames(range, requireType: requireType)
        let swift = names.count == 1 ? swiftName(in: range) : nil
        for name in names { declare(name, .variable, swiftName: swift) }
    }

    /// For each declarator (split at depth-0 commas), the last identifier before `=`, `[`, `:`,
    /// ignoring trailing attribute macros. The first declarator needs a type before its name.
    func declaratorNames(_ range: Range<Int>, requireType: Bool) -> [Int] {
        var names: [Int] = []
        var identifiers: [Int] = [] // candidates of the current declarator
        var typeTokens = 0
        var stopped = false
        var first = true
        // Inside `<…>` after a type name (`NSArray<NSDictionary<NSString *, NSNumber *> *>`, a
        // template) or a type keyword (`id<NSCopying, NSObject>`): type arguments or protocols,
        // whose commas separate no declarators and whose names are none.
        var angles = 0
        func finish() {
            // Drop trailing SDK attribute macros (`NS_TYPED_ENUM`, `DEPRECATED_ATTRIBUTE`) after the name.
            var candidates = identifiers
            while candidates.count > 1, let last = candidates.last, isKnownAttributeMacro(tokens[last]) {
                candidates.removeLast()
            }
            if let name = candidates.last, !first || !requireType || typeTokens > 1 || candidates.count > 1,
                !isPunct(name - 1, CToken.Punct.scope) // int Type::member = 0; defines a member
            {
                names.append(name)
            }
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            // (In an initializer too, when a `>` follows in the statement: `= same_size_v<void *, T>`'s
            // comma separates template arguments, not declarators; `= a < b, c = 2` has no `>`.)
            if token.kind == .punct, token.code == ASCII.less || token.code == ASCII.greater,
                angles > 0 || (token.code == ASCII.less && (isIdentifier(index - 1) || isKeyword(index - 1, CKeyword.type))
                    && (!stopped || ((index + 1)..<range.upperBound).contains { isPunct($0, ASCII.greater) }))
            {
                angles += token.code == ASCII.less ? 1 : -1
                if !stopped { typeTokens += 1 }
                index += 1
                continue
            }
            if angles > 0 {
                index += 1
                continue
            }
            if token.kind == .punct && token.code == ASCII.comma {
                finish()
                identifiers.removeAll()
                typeTokens = 0
                stopped = false
                first = false
                index += 1
                continue
            }
            if (isAttributeKeyword(token) || token.kind == .identifier) && isPunct(index + 1, ASCII.leftParen) {
                // `Type name("x")` (a direct initialisation) or an attribute macro with arguments.
                if !stopped && token.kind == .identifier && !isMacroLike(token) && hasLiteralArgument(index + 1) {
                    identifiers.append(index)
                    typeTokens += 1
                    stopped = true
                }
                index = matching(index + 1)
                continue
            }
            if token.kind == .punct && (token.code == ASCII.equals || token.code == ASCII.leftBracket || token.code == ASCII.colon) { stopped = true }
            if token.kind == .punct && (token.code == ASCII.leftParen || token.code == ASCII.leftBracket || token.code == ASCII.leftBrace) {
                index = matching(index)
                continue
            }
            if !stopped {
                if token.kind == .identifier { identifiers.append(index) }
                if token.kind == .identifier || token.kind == .keyword || (token.kind == .punct && token.code == ASCII.asterisk) { typeTokens += 1 }
            }
            index += 1
        }
        finish()
        return names
    }
}
