import CouplingModel

/// The default declaration reader (`--objc-frontend lexer`): a hand-written scan over the header's
/// tokens (comments and strings already removed by the lexer) that recognises top-level declarations
/// by their shape. Also used when no libclang loads. Same output as `ClangDeclarationExtractor`.
struct LexerDeclarationExtractor {
    private let tokens: [CToken] // without preprocessor directives
    private let base: UnsafePointer<UInt8>
    private let path: String
    private var declarations: [Declaration] = []
    /// Whether each open `extern "C" {` / `namespace X {` brace is a namespace.
    private var transparentBraces: [Bool] = []
    /// How many of them are namespaces: what is declared inside one is a C++ name only.
    private var namespaceDepth = 0
    /// Inside a C++-only declaration (`template <>` specialisation): its names are C++'s only.
    private var cPlusPlusOnly = false

    static func declarations(lexed: CLexedFile, bytes: UnsafeBufferPointer<UInt8>, path: String) -> [Declaration] {
        guard let base = bytes.baseAddress else { return [] }
        let code = codeTokens(lexed.tokens, base: base)
        var extractor = LexerDeclarationExtractor(tokens: code, base: base, path: path)
        extractor.run()
        let macros = DeclarationSupport.macros(tokens: lexed.tokens, base: base, path: path)
        return DeclarationSupport.normalize(extractor.declarations + macros)
    }

    /// The tokens outside preprocessor directives. Every branch of `#if`/`#elif`/`#else` is
    /// kept (a header's declarations are those of every configuration), except that when a
    /// first branch leaves a bracket open (`#ifdef X / if (a) { / #else / if (b) { / #endif`)
    /// its other branches are dropped, as libclang does when it cannot evaluate the condition,
    /// so that brackets stay balanced; `#if 0` blocks are dropped.
    static func codeTokens(_ tokens: [CToken], base: UnsafePointer<UInt8>) -> [CToken] {
        struct Frame {
            var startDepth: Int
            var parentSkips: Bool
            var skips: Bool
            var firstDelta: Int? = nil
            var dropRest = false
        }
        var code: [CToken] = []
        code.reserveCapacity(tokens.count)
        var frames: [Frame] = []
        var depth = 0
        var index = 0
        var skipping: Bool { frames.last?.skips ?? false }
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .directive else {
                if !skipping {
                    code.append(token)
                    if token.kind == .punct {
                        switch token.code {
                        case 40, 91, 123: depth += 1
                        case 41, 93, 125: depth -= 1
                        default: break
                        }
                    }
                }
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count && tokens[end].kind != .endOfDirective { end += 1 }
            switch token.code {
            case CKeyword.Directive.if, CKeyword.Directive.ifdef, CKeyword.Directive.ifndef:
                let parentSkips = skipping
                let isZero = token.code == CKeyword.Directive.if && end == index + 2 && tokens[index + 1].kind == .number
                    && tokens[index + 1].end - tokens[index + 1].start == 1 && base[Int(tokens[index + 1].start)] == 48
                frames.append(Frame(startDepth: depth, parentSkips: parentSkips, skips: parentSkips || isZero,
                                    firstDelta: isZero ? 0 : nil))
            case CKeyword.Directive.elif, CKeyword.Directive.else:
                if var frame = frames.popLast() {
                    if frame.firstDelta == nil {
                        frame.firstDelta = depth - frame.startDepth
                        if frame.firstDelta != 0 { frame.dropRest = true }
                    }
                    if !frame.dropRest && frame.skips && !frame.parentSkips { depth = frame.startDepth }
                    frame.skips = frame.parentSkips || frame.dropRest
                    frames.append(frame)
                }
            case CKeyword.Directive.endif:
                _ = frames.popLast()
            default:
                break
            }
            index = end + 1
        }
        return code
    }

    private init(tokens: [CToken], base: UnsafePointer<UInt8>, path: String) {
        self.tokens = tokens
        self.base = base
        self.path = path
    }

    // MARK: Token helpers

    private func text(_ token: CToken) -> String {
        String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
    }

    private func isPunct(_ index: Int, _ code: UInt8) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .punct && tokens[index].code == code
    }

    private func isKeyword(_ index: Int, _ code: UInt8) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .keyword && tokens[index].code == code
    }

    private func isIdentifier(_ index: Int) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .identifier
    }

    /// The index just after the group opened at `open` (`(`, `[` or `{`).
    private func matching(_ open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punct {
                switch token.code {
                case 40, 91, 123: depth += 1
                case 41, 93, 125:
                    depth -= 1
                    if depth <= 0 { return index + 1 }
                default: break
                }
            } else if token.kind == .atKeyword && token.code == CKeyword.At.end {
                return index // never run past @end
            }
            index += 1
        }
        return index
    }

    /// ALL_CAPS names (digits and underscores allowed): how attribute macros look.
    private func isMacroLike(_ token: CToken) -> Bool {
        guard token.kind == .identifier else { return false }
        var index = Int(token.start)
        while index < Int(token.end) {
            let c = base[index]
            if c >= 97 && c <= 122 { return false }
            index += 1
        }
        return true
    }

    /// SDK attribute macros that take arguments and never name a function.
    private func isKnownAttributeMacro(_ token: CToken) -> Bool {
        let word = text(token)
        for prefix in ["NS_", "CF_", "API_", "UIKIT_", "SWIFT_", "OBJC_", "__", "FOUNDATION_", "CG_", "AVAILABLE", "DEPRECATED"]
        where word.hasPrefix(prefix) {
            return true
        }
        for suffix in ["_ATTRIBUTE", "_AVAILABLE", "_UNAVAILABLE", "_DEPRECATED", "_DEPRECATED_MSG", "_FORMAT", "_ATTR"]
        where word.hasSuffix(suffix) {
            return true
        }
        return false
    }

    private func isAttributeKeyword(_ token: CToken) -> Bool {
        guard token.kind == .keyword else { return false }
        let word = text(token)
        return word == "__attribute__" || word == "__attribute" || word == "__declspec" || word == "alignas"
            || word == "_Alignas" || word == "__asm__" || word == "__asm" || word == "asm"
    }

    private func location(_ token: CToken) -> SourceLocation {
        SourceLocation(path: path, line: Int(token.line), column: Int(token.column))
    }

    /// `cPlusPlus`: the declaration's form exists in C++ only (a `class`, an `enum class`, a
    /// `using` alias), so only C++ code can name it.
    private mutating func declare(_ index: Int, _ kind: DeclarationKind, swiftName: String? = nil, cPlusPlus: Bool = false) {
        let token = tokens[index]
        guard token.kind == .identifier else { return }
        let scope: DeclarationScope = cPlusPlus || cPlusPlusOnly || namespaceDepth > 0 ? .cplusplus : .module
        declarations.append(
            Declaration(name: text(token), kind: kind, location: location(token),
                        swiftName: swiftName.flatMap { DeclarationSupport.swiftName($0, kind: kind) }, scope: scope))
    }

    /// The text inside `NS_SWIFT_NAME(...)`/`CF_SWIFT_NAME(...)` among `range` (depth 0 only).
    private func swiftName(in range: Range<Int>) -> String? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, isPunct(index + 1, 40) {
                let word = text(token)
                let end = matching(index + 1)
                if word == "NS_SWIFT_NAME" || word == "CF_SWIFT_NAME" || word == "SWIFT_NAME" {
                    guard end - 1 > index + 2 else { return nil }
                    let first = tokens[index + 2]
                    let last = tokens[end - 2]
                    return String(decoding: UnsafeBufferPointer(start: base + Int(first.start), count: Int(last.end - first.start)), as: UTF8.self)
                }
                index = end
                continue
            }
            if token.kind == .punct && (token.code == 123 || token.code == 40 || token.code == 91) {
                index = matching(index)
                continue
            }
            index += 1
        }
        return nil
    }

    // MARK: Top level

    private mutating func run() {
        var index = 0
        var statementStart = 0
        var inContainer = false // between @interface/@protocol/@implementation and @end
        while index < tokens.count {
            let token = tokens[index]
            if index == statementStart {
                let after = skipStatementMacro(index)
                if after != index {
                    index = after
                    statementStart = index
                    continue
                }
                // A method declaration or definition of an Objective-C container.
                if inContainer && token.kind == .punct && (token.code == 45 || token.code == 43) {
                    index = skipMethod(index)
                    statementStart = index
                    continue
                }
            }
            switch token.kind {
            case .atKeyword:
                switch token.code {
                case CKeyword.At.interface, CKeyword.At.protocol, CKeyword.At.implementation:
                    let (next, opened) = objcContainer(index, attributes: statementStart..<index)
                    index = next
                    inContainer = opened
                case CKeyword.At.end:
                    inContainer = false
                    index += 1
                case CKeyword.At.class, CKeyword.At.compatibilityAlias, CKeyword.At.property, CKeyword.At.synthesize,
                    CKeyword.At.dynamic:
                    index = skipPast(59, from: index + 1)
                default: // @optional, @required, @public...
                    index += 1
                }
                statementStart = index
                continue
            case .punct where token.code == 59: // ;
                declaration(statementStart..<index)
                index += 1
                statementStart = index
                continue
            case .punct where token.code == 125: // } of extern "C" { or namespace {
                if let namespace = transparentBraces.popLast(), namespace { namespaceDepth -= 1 }
                index += 1
                statementStart = index
                continue
            case .punct where token.code == 40 || token.code == 91:
                index = matching(index)
                continue
            case .punct where token.code == 123: // {
                if isTransparentBrace(statementStart..<index) {
                    let namespace = isNamespace(statementStart..<index)
                    transparentBraces.append(namespace)
                    if namespace { namespaceDepth += 1 }
                    index += 1
                    statementStart = index
                    continue
                }
                let end = matching(index)
                if isFunctionDefinition(statementStart..<index) {
                    declaration(statementStart..<end)
                    statementStart = end
                }
                index = end
                continue
            default:
                index += 1
            }
        }
    }

    /// Macros that stand for a statement of their own and end none: `NS_ASSUME_NONNULL_BEGIN`,
    /// `__BEGIN_DECLS`, `NS_HEADER_AUDIT_BEGIN(nullability)`, `PROTOBUF_NAMESPACE_OPEN`. Returns
    /// the index after it (and after a `;` that follows), or `index` when it is none.
    private func skipStatementMacro(_ index: Int) -> Int {
        let token = tokens[index]
        guard token.kind == .identifier, isMacroLike(token) else { return index }
        let word = text(token)
        guard ["_BEGIN", "_END", "BEGIN_DECLS", "END_DECLS", "_OPEN", "_CLOSE", "_START"].contains(where: { word.hasSuffix($0) }) else {
            return index
        }
        var next = index + 1
        if isPunct(next, 40) { next = matching(next) }
        if isPunct(next, 59) { next += 1 }
        return next
    }

    /// From `-` or `+` of a method: the index after its `;` or its body.
    private func skipMethod(_ start: Int) -> Int {
        var index = start + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .atKeyword && token.code == CKeyword.At.end { return index }
            if token.kind == .punct {
                switch token.code {
                case 59: return index + 1
                case 123: return matching(index)
                case 40, 91:
                    index = matching(index)
                    continue
                default: break
                }
            }
            index += 1
        }
        return index
    }

    /// `extern "C" {`, `extern "C++" {`, `namespace X {`, `inline namespace X {`, `namespace {`
    private func isTransparentBrace(_ range: Range<Int>) -> Bool {
        // `FOO_NAMESPACE_START {`: the macro was a statement of its own, the brace opens its scope.
        if range.isEmpty { return range.lowerBound > 0 && isMacroLike(tokens[range.lowerBound - 1]) }
        guard let first = firstSignificant(range) else { return false }
        if isKeyword(first, CKeyword.extern) && range.upperBound - first == 2 && tokens[first + 1].kind == .string { return true }
        if isKeyword(first, CKeyword.namespace) { return true }
        if tokens[first].kind == .keyword && text(tokens[first]) == "inline" && isKeyword(first + 1, CKeyword.namespace) { return true }
        return false
    }

    /// `namespace X {`, `inline namespace X {`, `namespace {`, or a macro that opens one
    /// (`PROTOBUF_NAMESPACE_OPEN {`, `FOO_NAMESPACE_START {`).
    private func isNamespace(_ range: Range<Int>) -> Bool {
        if range.isEmpty {
            return range.lowerBound > 0 && text(tokens[range.lowerBound - 1]).contains("NAMESPACE")
        }
        guard let first = firstSignificant(range) else { return false }
        return isKeyword(first, CKeyword.namespace) || isKeyword(first + 1, CKeyword.namespace)
    }

    /// A body at depth 0 that ends its statement: a function definition, not a struct, an
    /// enum or an initialiser. `struct S *f(void) {` is a function: a tag keyword counts only
    /// when the range does not end with a parameter list.
    private func isFunctionDefinition(_ range: Range<Int>) -> Bool {
        guard let last = range.last, range.count >= 2 else { return false }
        let endsWithParameters = isPunct(last, 41)
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .keyword {
                switch token.code {
                case CKeyword.typedef: return false
                case CKeyword.struct, CKeyword.union, CKeyword.enum, CKeyword.class:
                    if !endsWithParameters { return false }
                case CKeyword.template:
                    return true // the statement ends with its body whatever it is
                case CKeyword.other where text(token) == "operator":
                    index += 1 // operator=, operator==
                    while index < range.upperBound && tokens[index].kind == .punct && !isPunct(index, 40) { index += 1 }
                    continue
                default: break
                }
            }
            if token.kind == .punct {
                switch token.code {
                case 61: return false // =
                case 58 where isConstructorInitializerColon(index, range.lowerBound):
                    // `A::A(int v) : a_{v}, b_(0) {`: the body is the brace after a complete
                    // initialiser (`)` or `}`); a brace after a member's name initialises it.
                    return isPunct(last, 41) || isPunct(last, 125)
                case 58 where endsWithParameters == false: return false // : base clause
                case 40, 91:
                    index = matching(index)
                    continue
                default: break
                }
            }
            if token.kind == .identifier && isEnumMacro(token) { return false }
            index += 1
        }
        // `... name(params) [attributes] {`
        return endsWithParameters || tokens[last].kind == .identifier || tokens[last].kind == .keyword
    }

    /// A `:` that follows a parameter list (`)`, then maybe `const`, `noexcept`): it opens a
    /// constructor's member initialisers, not a base clause or an enum's underlying type.
    private func isConstructorInitializerColon(_ colon: Int, _ lowerBound: Int) -> Bool {
        var previous = colon - 1
        while previous > lowerBound && tokens[previous].kind == .keyword { previous -= 1 }
        return previous >= lowerBound && isPunct(previous, 41)
    }

    private func isEnumMacro(_ token: CToken) -> Bool {
        let word = text(token)
        return word == "NS_ENUM" || word == "NS_OPTIONS" || word == "NS_CLOSED_ENUM" || word == "NS_ERROR_ENUM"
            || word == "CF_ENUM" || word == "CF_OPTIONS" || word == "CF_CLOSED_ENUM" || word == "OBJC_ENUM"
            || word == "OBJC_OPTIONS"
    }

    /// `@interface`, `@protocol`, `@implementation`: declares the class or protocol and returns
    /// the index after its header (name, superclass, protocols, instance variables) and whether
    /// a container was opened: its C declarations are top-level ones, its methods are skipped.
    private mutating func objcContainer(_ index: Int, attributes: Range<Int>) -> (Int, Bool) {
        let token = tokens[index]
        guard isIdentifier(index + 1) else { return (index + 1, false) }
        switch token.code {
        case CKeyword.At.interface:
            if !isPunct(index + 2, 40) && !isPunct(skipAngles(index + 2), 40) {
                declare(index + 1, .class, swiftName: swiftName(in: attributes))
            }
        case CKeyword.At.protocol:
            if isPunct(index + 2, 59) || isPunct(index + 2, 44) { return (skipPast(59, from: index + 1), false) }
            declare(index + 1, .protocol, swiftName: swiftName(in: attributes))
        default:
            break
        }
        var next = skipAngles(index + 2) // generic parameters
        if isPunct(next, 40) { next = matching(next) } // (Category)
        if isPunct(next, 58) && isIdentifier(next + 1) { next = skipAngles(next + 2) } // : Superclass<Protocols>
        next = skipAngles(next) // <Protocols>
        if isPunct(next, 123) { next = matching(next) } // instance variables
        return (next, true)
    }

    /// The index after `<...>` (nested) at `index`, or `index` when no `<` is there.
    private func skipAngles(_ index: Int) -> Int {
        guard isPunct(index, 60) else { return index }
        var depth = 0
        var next = index
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .punct {
                switch token.code {
                case 60: depth += 1
                case 62:
                    depth -= 1
                    if depth == 0 { return next + 1 }
                case 59, 123, 125: return next
                default: break
                }
            } else if token.kind == .atKeyword {
                return next
            }
            next += 1
        }
        return next
    }

    private func skipPast(_ code: UInt8, from start: Int) -> Int {
        var index = start
        while index < tokens.count {
            if tokens[index].kind == .punct && tokens[index].code == code { return index + 1 }
            index += 1
        }
        return index
    }

    // MARK: Statements

    private mutating func declaration(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        // Enum macros: [typedef] NS_ENUM(T, Name) [{...}] [attributes];
        let enumMacros = depthZero(range).filter { tokens[$0].kind == .identifier && isEnumMacro(tokens[$0]) && isPunct($0 + 1, 40) }
        for index in enumMacros.prefix(1) {
            // `#if defined(NS_CLOSED_ENUM) / typedef NS_CLOSED_ENUM(T, E) / #else / typedef
            // NS_ENUM(T, E) / #endif {...}`: the name of the first, the body after the last.
            let withBody = enumMacros.first { isPunct(matching($0 + 1), 123) } ?? index
            let close = matching(withBody + 1) - 1
            let firstClose = matching(index + 1) - 1
            var name = firstClose - 1
            while name > index + 1 && !isIdentifier(name) { name -= 1 }
            guard name > index + 1, isPunct(name - 1, 44) else { return }
            let afterMacro = close + 1
            var bodyEnd = afterMacro
            if isPunct(afterMacro, 123) {
                bodyEnd = matching(afterMacro)
                enumConstants(afterMacro, bodyEnd)
            } else {
                // `typedef NS_ENUM(T, Name);` without a body declares the type name only.
                if range.contains(where: { isKeyword($0, CKeyword.typedef) }) {
                    declare(name, .typedef, swiftName: swiftName(in: afterMacro..<range.upperBound))
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
                // `template <> ...`, an explicit specialisation, declares what follows; a
                // template declares nothing top-level (libclang: no class or function decl).
                if isPunct(first + 1, 60) && isPunct(first + 2, 62) {
                    let outer = cPlusPlusOnly
                    cPlusPlusOnly = true
                    declaration((first + 3)..<range.upperBound)
                    cPlusPlusOnly = outer
                }
                return
            case CKeyword.using:
                // `using Name = type;` is a typedef; `using namespace`, `using std::x` are not.
                if isIdentifier(first + 1) && isPunct(first + 2, 61) { declare(first + 1, .typedef, cPlusPlus: true) }
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
    private func tagAfterQualifiers(_ first: Int, _ range: Range<Int>) -> Int? {
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
    private func depthZero(_ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            result.append(index)
            if isPunct(index, 40) || isPunct(index, 91) || isPunct(index, 123) { index = matching(index) } else { index += 1 }
        }
        return result
    }

    /// The first token that is not an attribute (`__attribute__((...))`, `API_AVAILABLE(...)`).
    private func firstSignificant(_ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if (isAttributeKeyword(token) || isMacroLike(token)) && isPunct(index + 1, 40) {
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
    private func isForwardTag(_ keyword: Int, _ range: Range<Int>) -> Bool {
        var index = keyword + 1
        if isKeyword(keyword, CKeyword.enum) && (isKeyword(index, CKeyword.class) || isKeyword(index, CKeyword.struct)) { index += 1 }
        while index < range.upperBound {
            let token = tokens[index]
            if let after = afterAttribute(index) {
                index = after
                continue
            }
            if token.kind == .identifier && !isAttributeMacroBeforeName(index) {
                return index + 1 == range.upperBound || isPunct(index + 1, 58)
            }
            if token.kind == .identifier { index += 1; continue }
            return false
        }
        return false
    }

    /// The index after an attribute at `index` (`__attribute__((...))`, `ATTR(...)`, `[[nodiscard]]`),
    /// or nil when there is none.
    private func afterAttribute(_ index: Int) -> Int? {
        let token = tokens[index]
        if (isAttributeKeyword(token) || isMacroLike(token)) && isPunct(index + 1, 40) { return matching(index + 1) }
        if isPunct(index, 91) && isPunct(index + 1, 91) { return matching(index) }
        return nil
    }

    /// An ALL_CAPS word after a tag keyword followed by the name or by `[[...]]`:
    /// `class ABSL_LOCKABLE Mutex`, `class ABSL_SCOPED_LOCKABLE [[nodiscard]] MutexLock`.
    private func isAttributeMacroBeforeName(_ index: Int) -> Bool {
        isMacroLike(tokens[index]) && (isIdentifier(index + 1) || (isPunct(index + 1, 91) && isPunct(index + 2, 91)))
    }

    /// `struct|union|enum|class [attrs] Name [: base] { ... }`: declares the tag and, for an
    /// enum, its constants. Returns the index after the body, or nil when it is not a definition.
    private mutating func tagDefinition(_ keyword: Int, _ range: Range<Int>) -> Int? {
        let code = tokens[keyword].code
        var index = keyword + 1
        // enum class / enum struct
        let scopedEnum = code == CKeyword.enum && (isKeyword(index, CKeyword.class) || isKeyword(index, CKeyword.struct))
        if scopedEnum { index += 1 }
        var name: Int? = nil
        var qualified = false
        while index < range.upperBound {
            let token = tokens[index]
            if let after = afterAttribute(index) {
                index = after
                continue
            }
            if token.kind == .identifier && name == nil && !isAttributeMacroBeforeName(index) {
                name = index
                index = skipAngles(index + 1) // template <> struct hash<X>
                continue
            }
            // `class Outer::Inner {`: a member class defined out of line, not a top-level name.
            if name != nil && isPunct(index, CToken.Punct.scope) && isIdentifier(index + 1) {
                qualified = true
                index = skipAngles(index + 2)
                continue
            }
            if token.kind == .punct && token.code == 123 { break }
            if token.kind == .punct && token.code == 58 { // base or underlying type
                index += 1
                while index < range.upperBound && !isPunct(index, 123) && !isPunct(index, 59) { index += 1 }
                continue
            }
            if token.kind == .keyword && token.code == CKeyword.other { index += 1; continue } // final, alignas...
            if token.kind == .identifier { index += 1; continue }
            return nil
        }
        guard index < range.upperBound, isPunct(index, 123) else { return nil }
        let end = matching(index)
        if let name, !qualified {
            let kind: DeclarationKind =
                code == CKeyword.struct ? .struct : code == CKeyword.union ? .union : code == CKeyword.enum ? .enum : .class
            declare(name, kind, swiftName: swiftName(in: end..<range.upperBound), cPlusPlus: code == CKeyword.class || scopedEnum)
        }
        if code == CKeyword.enum {
            // The constants of an `enum class` are C++ names (and scoped ones at that).
            let outer = cPlusPlusOnly
            cPlusPlusOnly = outer || scopedEnum
            enumConstants(index, end)
            cPlusPlusOnly = outer
        }
        return end
    }

    /// The constants between `{` at `open` and the index `end` after its `}`.
    private mutating func enumConstants(_ open: Int, _ end: Int) {
        var index = open + 1
        var itemStart = true
        while index < end - 1 {
            let token = tokens[index]
            if itemStart && token.kind == .identifier {
                var itemEnd = index + 1
                while itemEnd < end - 1 && !isPunct(itemEnd, 44) {
                    if isPunct(itemEnd, 40) || isPunct(itemEnd, 123) || isPunct(itemEnd, 91) { itemEnd = matching(itemEnd) } else { itemEnd += 1 }
                }
                declare(index, .enumConstant, swiftName: swiftName(in: (index + 1)..<itemEnd))
                index = itemEnd
                itemStart = false
                continue
            }
            if token.kind == .punct && token.code == 44 {
                itemStart = true
            } else if token.kind == .punct && (token.code == 40 || token.code == 123 || token.code == 91) {
                index = matching(index)
                continue
            }
            index += 1
        }
    }

    private mutating func typedefDeclaration(_ range: Range<Int>, leadingSwiftName: String? = nil) {
        var start = range.lowerBound
        if let first = firstSignificant(range), tokens[first].kind == .keyword,
            [CKeyword.struct, CKeyword.union, CKeyword.enum, CKeyword.class].contains(tokens[first].code)
        {
            if let body = tagDefinition(first, range) { start = body }
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
        for name in names { declare(name, .typedef, swiftName: swift) }
    }

    /// `R Name(params)` filling the rest of a typedef: a type before it, the parameter list
    /// last, and a name that is not an ALL_CAPS macro (`typedef STACK_OF(X) Name;`).
    private func functionTypeName(_ range: Range<Int>) -> Int? {
        var sawType = false
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier && isPunct(index + 1, 40) {
                let end = matching(index + 1)
                if sawType && !isMacroLike(token) { return end == range.upperBound ? index : nil }
                if !isKnownAttributeMacro(token) { sawType = true }
                index = end
                continue
            }
            if isAttributeKeyword(token) && isPunct(index + 1, 40) {
                index = matching(index + 1)
                continue
            }
            if token.kind == .punct && token.code != 42 && token.code != CToken.Punct.scope && token.code != 60
                && token.code != 62
            {
                return nil
            }
            if token.kind == .identifier || token.kind == .keyword { sawType = true }
            index += 1
        }
        return nil
    }

    /// `( * Name )` or `( ^ Name )` at depth 0 followed by `(` or `[`.
    private func pointerDeclarator(_ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if isPunct(index, 40) {
                var inner = index + 1
                if isPunct(inner, 42) || isPunct(inner, 94) {
                    inner += 1
                    while inner < range.upperBound && tokens[inner].kind == .keyword { inner += 1 } // const, _Nullable
                    if isIdentifier(inner) && isPunct(inner + 1, 41) && (isPunct(inner + 2, 40) || isPunct(inner + 2, 91)) {
                        return inner
                    }
                }
                index = matching(index)
                continue
            }
            if isPunct(index, 123) || isPunct(index, 91) { index = matching(index); continue }
            index += 1
        }
        return nil
    }

    /// C function prototype or definition: the first `name(` at depth 0 after a type.
    private mutating func function(_ range: Range<Int>) -> Bool {
        if pointerDeclarator(range) != nil { return false }
        var candidate: Int? = nil
        var fallback: Int? = nil
        var sawType = false
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .punct && token.code == 61 { break } // an initialiser: a variable
            if sawType && token.kind == .keyword && text(token) == "operator" {
                return operatorFunction(index, range)
            }
            // template <> R name<Args>(...)
            if sawType && token.kind == .identifier && !isMacroLike(token) && isPunct(index + 1, 60),
                isPunct(skipAngles(index + 1), 40)
            {
                candidate = index
                break
            }
            if (token.kind == .identifier || isAttributeKeyword(token)) && isPunct(index + 1, 40) {
                if token.kind == .identifier && sawType {
                    if !isMacroLike(token) { candidate = index; break }
                    if fallback == nil && !isKnownAttributeMacro(token) { fallback = index }
                }
                // `STACK_OF(X) *f(...)`, `YAML_DECLARE(int) f(...)`: a macro that stands for a type.
                if token.kind == .identifier && isMacroLike(token) && !isKnownAttributeMacro(token) { sawType = true }
                index = matching(index + 1)
                continue
            }
            // `int (*f(int a))(int b)`: a function returning a function pointer.
            if sawType && isPunct(index, 40) && (isPunct(index + 1, 42) || isPunct(index + 1, 94)) && isIdentifier(index + 2)
                && isPunct(index + 3, 40) && !isMacroLike(tokens[index + 2])
            {
                candidate = index + 2
                break
            }
            if token.kind == .punct && (token.code == 40 || token.code == 91 || token.code == 123) {
                index = matching(index)
                continue
            }
            if token.kind == .identifier || token.kind == .keyword || (token.kind == .punct && token.code == 42) {
                // A bare ALL_CAPS word counts as a type (`BN_ULONG f(...)`) unless it is an
                // SDK attribute (`FOUNDATION_EXPORT`, `NS_INLINE`).
                if !(isMacroLike(token) && isKnownAttributeMacro(token)) { sawType = true }
            }
            index += 1
        }
        guard let name = candidate ?? fallback else { return false }
        // `R Type::member(...)`, `Type::~Type()`: an out-of-line member, not a top-level function.
        if isPunct(name - 1, CToken.Punct.scope) || (isPunct(name - 1, 126) && isPunct(name - 2, CToken.Punct.scope)) {
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

    /// Whether the parentheses at `open` hold a number or character at their own depth, or a
    /// string anywhere: arguments, not parameters (`uint8_t nonce[16]` has its number deeper).
    private func hasLiteralArgument(_ open: Int) -> Bool {
        guard isPunct(open, 40) else { return false }
        let end = matching(open) - 1
        var index = open + 1
        var depth = 0
        while index < end {
            let token = tokens[index]
            if token.kind == .punct {
                switch token.code {
                case 61 where depth == 0: return false // a default argument
                case 40: depth += 1
                case 41: depth -= 1
                case 91, 123: // brackets and braces of parameters hold sizes, not arguments
                    index = matching(index)
                    continue
                default: break
                }
            }
            // `std::integral_constant<size_t, 4>`: a number closing template arguments is a type's.
            if token.kind == .number && isPunct(index + 1, 62) {
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
    private mutating func operatorFunction(_ keyword: Int, _ range: Range<Int>) -> Bool {
        if isPunct(keyword - 1, CToken.Punct.scope) { return true }
        var last = keyword
        var index = keyword + 1
        if isPunct(index, 40) && isPunct(index + 1, 41) { // operator()
            last = index + 1
        } else {
            while index < range.upperBound && !isPunct(index, 40) {
                last = index
                index += 1
            }
        }
        guard last > keyword, isPunct(last + 1, 40) else { return true }
        let first = tokens[keyword]
        let end = tokens[last].end
        let bytes = UnsafeBufferPointer(start: base + Int(first.start), count: Int(end - first.start))
        if bytes.contains(where: { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) { return true }
        declarations.append(Declaration(name: String(decoding: bytes, as: UTF8.self), kind: .function, location: location(first)))
        return true
    }

    private mutating func variables(_ range: Range<Int>, requireType: Bool) {
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
    private func declaratorNames(_ range: Range<Int>, requireType: Bool) -> [Int] {
        var names: [Int] = []
        var identifiers: [Int] = [] // candidates of the current declarator
        var typeTokens = 0
        var stopped = false
        var first = true
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
            if token.kind == .punct && token.code == 44 { // ,
                finish()
                identifiers.removeAll()
                typeTokens = 0
                stopped = false
                first = false
                index += 1
                continue
            }
            if (isAttributeKeyword(token) || token.kind == .identifier) && isPunct(index + 1, 40) {
                // `Type name("x")` (a direct initialisation) or an attribute macro with arguments.
                if !stopped && token.kind == .identifier && !isMacroLike(token) && hasLiteralArgument(index + 1) {
                    identifiers.append(index)
                    typeTokens += 1
                    stopped = true
                }
                index = matching(index + 1)
                continue
            }
            if token.kind == .punct && (token.code == 61 || token.code == 91 || token.code == 58) { stopped = true }
            if token.kind == .punct && (token.code == 40 || token.code == 91 || token.code == 123) {
                index = matching(index)
                continue
            }
            if !stopped {
                if token.kind == .identifier { identifiers.append(index) }
                if token.kind == .identifier || token.kind == .keyword || (token.kind == .punct && token.code == 42) { typeTokens += 1 }
            }
            index += 1
        }
        finish()
        return names
    }
}
