import CouplingModel

/// The default declaration reader (`--objc-frontend lexer`): a hand-written scan over the header's
/// tokens (comments and strings already removed by the lexer) that recognises top-level declarations
/// by their shape. Also used when no libclang loads. Same output as `ClangDeclarationExtractor`.
struct LexerDeclarationExtractor {
    let tokens: [CToken] // without preprocessor directives
    let base: UnsafePointer<UInt8>
    let path: String
    var declarations: [Declaration] = []
    /// Whether each open `extern "C" {` / `namespace X {` brace is a namespace.
    var transparentBraces: [Bool] = []
    /// The names of the open namespaces, innermost last (nil: opened by a macro): what is declared
    /// inside one is a C++ name only.
    var namespaces: [String?] = []
    /// Inside a C++-only declaration (a template): its names are C++'s only.
    var cPlusPlusOnly = false
    /// Inside `template <…>`: a class named with arguments (`Box<T *>`) is a partial specialisation.
    var inTemplate = false

    static func declarations(lexed: CLexedFile, bytes: UnsafeBufferPointer<UInt8>, path: String) -> [Declaration] {
        guard let base = bytes.baseAddress else { return [] }
        let code = codeTokens(lexed.tokens, base: base)
        var extractor = LexerDeclarationExtractor(tokens: code, base: base, path: path)
        extractor.run()
        let macros = DeclarationSupport.macros(tokens: lexed.tokens, bytes: bytes, path: path)
        return DeclarationSupport.normalize(extractor.declarations + macros)
    }

    /// The tokens outside preprocessor directives. Every branch of `#if`/`#elif`/`#else` is
    /// kept (a header's declarations are those of every configuration), except that when a
    /// first branch leaves a bracket open (`#ifdef X / if (a) { / #else / if (b) { / #endif`)
    /// its other branches are dropped, as libclang does when it cannot evaluate the condition,
    /// so that brackets stay balanced; `#if 0` blocks, and branches only other platforms compile
    /// (`#ifdef __ANDROID__`), are dropped.
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
                        case ASCII.leftParen, ASCII.leftBracket, ASCII.leftBrace: depth += 1
                        case ASCII.rightParen, ASCII.rightBracket, ASCII.rightBrace: depth -= 1
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
                let isZero = CConditionals.isIfZero(tokens, at: index, base: base)
                    || CConditionals.isOtherPlatformsOnly(tokens, at: index, base: base)
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

    init(tokens: [CToken], base: UnsafePointer<UInt8>, path: String) {
        self.tokens = tokens
        self.base = base
        self.path = path
    }

    // MARK: Token helpers

    func text(_ token: CToken) -> String {
        String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
    }

    func isPunct(_ index: Int, _ code: UInt8) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .punct && tokens[index].code == code
    }

    func isKeyword(_ index: Int, _ code: UInt8) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .keyword && tokens[index].code == code
    }

    func isIdentifier(_ index: Int) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .identifier
    }

    /// The index just after the group opened at `open` (`(`, `[` or `{`).
    func matching(_ open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punct {
                switch token.code {
                case ASCII.leftParen, ASCII.leftBracket, ASCII.leftBrace: depth += 1
                case ASCII.rightParen, ASCII.rightBracket, ASCII.rightBrace:
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
    func isMacroLike(_ token: CToken) -> Bool {
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
    func isKnownAttributeMacro(_ token: CToken) -> Bool {
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

    func isAttributeKeyword(_ token: CToken) -> Bool {
        guard token.kind == .keyword else { return false }
        let word = text(token)
        return word == "__attribute__" || word == "__attribute" || word == "__declspec" || word == "alignas"
            || word == "_Alignas" || word == "__asm__" || word == "__asm" || word == "asm"
    }

    func location(_ token: CToken) -> SourceLocation {
        SourceLocation(path: path, line: Int(token.line), column: Int(token.column))
    }

    /// `cPlusPlus`: the declaration's form exists in C++ only (a `class`, an `enum class`, a
    /// `using` alias), so only C++ code can name it. `cFamilyOnly`: Swift never imports it (a
    /// typedef of an enum declared without its body).
    mutating func declare(
        _ index: Int, _ kind: DeclarationKind, swiftName: String? = nil, cPlusPlus: Bool = false, cFamilyOnly: Bool = false
    ) {
        let token = tokens[index]
        guard token.kind == .identifier else { return }
        let scope: DeclarationScope =
            !namespaces.isEmpty ? .cplusplusNamespace : cPlusPlus || cPlusPlusOnly ? .cplusplus : cFamilyOnly ? .cFamily : .module
        let name = text(token)
        declarations.append(
            Declaration(name: name, kind: kind, location: location(token),
                        swiftName: swiftName == Self.refinedForSwift
                            ? "__" + name : swiftName.flatMap { DeclarationSupport.swiftName($0, kind: kind) },
                        scope: scope, namespace: namespaces.last ?? nil))
    }

    /// The text inside `NS_SWIFT_NAME(...)`/`CF_SWIFT_NAME(...)` among `range` (depth 0 only).
    /// What `swiftName(in:)` gives for `NS_REFINED_FOR_SWIFT`: Swift sees the name as `__Name`.
    static let refinedForSwift = "\u{0}refined"

    func swiftName(in range: Range<Int>) -> String? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, token.end - token.start == 20, !isPunct(index + 1, ASCII.leftParen) {
                let word = text(token)
                if word == "NS_REFINED_FOR_SWIFT" || word == "CF_REFINED_FOR_SWIFT" { return Self.refinedForSwift }
            }
            if token.kind == .identifier, isPunct(index + 1, ASCII.leftParen) {
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
            if token.kind == .punct && (token.code == ASCII.leftBrace || token.code == ASCII.leftParen || token.code == ASCII.leftBracket) {
                index = matching(index)
                continue
            }
            index += 1
        }
        return nil
    }

    // MARK: Top level

    mutating func run() {
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
                if inContainer && token.kind == .punct && (token.code == ASCII.minus || token.code == ASCII.plus) {
                    index = skipMethod(index)
                    statementStart = index
                    continue
                }
            } else if inContainer, token.kind == .punct, token.code == ASCII.minus || token.code == ASCII.plus,
                isPunct(index + 1, ASCII.leftParen),
                (statementStart..<index).allSatisfy({ tokens[$0].kind == .identifier && isMacroLike(tokens[$0]) })
            {
                // `AS_CATEGORY_IMPLEMENTABLE` on the line before a method: an attribute macro of the
                // method, not the start of a C declaration (whose last name would be a "variable").
                index = skipMethod(index)
                statementStart = index
                continue
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
                    index = skipPast(ASCII.semicolon, from: index + 1)
                default: // @optional, @required, @public...
                    index += 1
                }
                statementStart = index
                continue
            case .punct where token.code == ASCII.semicolon:
                declaration(statementStart..<index)
                index += 1
                statementStart = index
                continue
            case .punct where token.code == ASCII.rightBrace: // } of extern "C" { or namespace {
                if let namespace = transparentBraces.popLast(), namespace {
                    namespaces.removeLast()
                }
                index += 1
                statementStart = index
                continue
            case .punct where token.code == ASCII.leftParen || token.code == ASCII.leftBracket:
                index = matching(index)
                continue
            case .punct where token.code == ASCII.leftBrace:
                if isTransparentBrace(statementStart..<index) {
                    let namespace = isNamespace(statementStart..<index)
                    transparentBraces.append(namespace)
                    if namespace {
                        // (An inline namespace is its enclosing one's: its members are named through it.)
                        let isInline = tokens[statementStart].kind == .keyword && text(tokens[statementStart]) == "inline"
                        namespaces.append(isInline ? namespaces.last ?? "" : namespaceName(statementStart..<index))
                    }
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
    func skipStatementMacro(_ index: Int) -> Int {
        let token = tokens[index]
        guard token.kind == .identifier, isMacroLike(token) else { return index }
        let word = text(token)
        guard ["_BEGIN", "_END", "BEGIN_DECLS", "END_DECLS", "_OPEN", "_CLOSE", "_START"].contains(where: { word.hasSuffix($0) }) else {
            return index
        }
        var next = index + 1
        if isPunct(next, ASCII.leftParen) { next = matching(next) }
        if isPunct(next, ASCII.semicolon) { next += 1 }
        return next
    }

    /// From `-` or `+` of a method: the index after its `;` or its body.
    func skipMethod(_ start: Int) -> Int {
        var index = start + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .atKeyword && token.code == CKeyword.At.end { return index }
            if token.kind == .punct {
                switch token.code {
                case ASCII.semicolon: return index + 1
                case ASCII.leftBrace: return matching(index)
                case ASCII.leftParen, ASCII.leftBracket:
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
    func isTransparentBrace(_ range: Range<Int>) -> Bool {
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
    func isNamespace(_ range: Range<Int>) -> Bool {
        if range.isEmpty {
            return range.lowerBound > 0 && text(tokens[range.lowerBound - 1]).contains("NAMESPACE")
        }
        guard let first = firstSignificant(range) else { return false }
        return isKeyword(first, CKeyword.namespace) || isKeyword(first + 1, CKeyword.namespace)
    }

    /// The name a namespace brace opens: the last name of `namespace a::b {`, "" for `namespace {`,
    /// nil when a macro opened it.
    func namespaceName(_ range: Range<Int>) -> String? {
        guard let keyword = range.first(where: { isKeyword($0, CKeyword.namespace) }) else { return nil }
        return (keyword + 1..<range.upperBound).last(where: { tokens[$0].kind == .identifier }).map { text(tokens[$0]) } ?? ""
    }

    /// A body at depth 0 that ends its statement: a function definition, not a struct, an
    /// enum or an initialiser. `struct S *f(void) {` is a function: a tag keyword counts only
    /// when the range does not end with a parameter list.
    func isFunctionDefinition(_ range: Range<Int>) -> Bool {
        guard let last = range.last, range.count >= 2 else { return false }
        let endsWithParameters = isPunct(last, ASCII.rightParen)
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
                    while index < range.upperBound && tokens[index].kind == .punct && !isPunct(index, ASCII.leftParen) { index += 1 }
                    continue
                default: break
                }
            }
            if token.kind == .punct {
                switch token.code {
                case ASCII.equals: return false // =
                case ASCII.colon where isConstructorInitializerColon(index, range.lowerBound):
                    // `A::A(int v) : a_{v}, b_(0) {`: the body is the brace after a complete
                    // initialiser (`)` or `}`); a brace after a member's name initialises it.
                    return isPunct(last, ASCII.rightParen) || isPunct(last, ASCII.rightBrace)
                case ASCII.colon where endsWithParameters == false: return false // : base clause
                case ASCII.leftParen, ASCII.leftBracket:
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
    func isConstructorInitializerColon(_ colon: Int, _ lowerBound: Int) -> Bool {
        var previous = colon - 1
        while previous > lowerBound && tokens[previous].kind == .keyword { previous -= 1 }
        return previous >= lowerBound && isPunct(previous, ASCII.rightParen)
    }

    func isEnumMacro(_ token: CToken) -> Bool {
        let word = text(token)
        return word == "NS_ENUM" || word == "NS_OPTIONS" || word == "NS_CLOSED_ENUM" || word == "NS_ERROR_ENUM"
            || word == "CF_ENUM" || word == "CF_OPTIONS" || word == "CF_CLOSED_ENUM" || word == "OBJC_ENUM"
            || word == "OBJC_OPTIONS"
    }

    /// A project's own enum macro, as `#define RLM_CLOSED_ENUM NS_CLOSED_ENUM` in another header
    /// makes one: an upper-case name ending in `_ENUM` or `_OPTIONS` called with a type and a name
    /// (`RLM_CLOSED_ENUM(int32_t, RLMPropertyType)`).
    func isProjectEnumMacro(_ index: Int) -> Bool {
        // (The checks that need no string first: this is asked of every top-level word of a statement.)
        guard isMacroLike(tokens[index]), isPunct(index + 1, ASCII.leftParen) else { return false }
        let word = text(tokens[index])
        guard word.hasSuffix("_ENUM") || word.hasSuffix("_OPTIONS") else { return false }
        let close = matching(index + 1)
        return ((index + 2)..<close).contains { isPunct($0, ASCII.comma) }
    }

    /// `@interface`, `@protocol`, `@implementation`: declares the class or protocol and returns
    /// the index after its header (name, superclass, protocols, instance variables) and whether
    /// a container was opened: its C declarations are top-level ones, its methods are skipped.
    mutating func objcContainer(_ index: Int, attributes: Range<Int>) -> (Int, Bool) {
        let token = tokens[index]
        guard isIdentifier(index + 1) else { return (index + 1, false) }
        switch token.code {
        case CKeyword.At.interface:
            if !isPunct(index + 2, ASCII.leftParen) && !isPunct(skipAngles(index + 2), ASCII.leftParen) {
                declare(index + 1, .class, swiftName: swiftName(in: attributes))
            }
        case CKeyword.At.protocol:
            if isPunct(index + 2, ASCII.semicolon) || isPunct(index + 2, ASCII.comma) { return (skipPast(ASCII.semicolon, from: index + 1), false) }
            declare(index + 1, .protocol, swiftName: swiftName(in: attributes))
        default:
            break
        }
        var next = skipAngles(index + 2) // generic parameters
        if isPunct(next, ASCII.leftParen) { next = matching(next) } // (Category)
        if isPunct(next, ASCII.colon) && isIdentifier(next + 1) { next = skipAngles(next + 2) } // : Superclass<Protocols>
        next = skipAngles(next) // <Protocols>
        if isPunct(next, ASCII.leftBrace) { next = matching(next) } // instance variables
        return (next, true)
    }

    /// The index after `<...>` (nested) at `index`, or `index` when no `<` is there.
    func skipAngles(_ index: Int) -> Int {
        guard isPunct(index, ASCII.less) else { return index }
        var depth = 0
        var next = index
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .punct {
                switch token.code {
                case ASCII.less: depth += 1
                case ASCII.greater:
                    depth -= 1
                    if depth == 0 { return next + 1 }
                case ASCII.semicolon, ASCII.leftBrace, ASCII.rightBrace: return next
                default: break
                }
            } else if token.kind == .atKeyword {
                return next
            }
            next += 1
        }
        return next
    }

    func skipPast(_ code: UInt8, from start: Int) -> Int {
        var index = start
        while index < tokens.count {
            if tokens[index].kind == .punct && tokens[index].code == code { return index + 1 }
            index += 1
        }
        return index
    }
}
