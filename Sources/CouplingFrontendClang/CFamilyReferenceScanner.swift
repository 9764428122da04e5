import CouplingModel

/// Turns the tokens of a C-family file into references. Precision first: a wrong reference
/// can invent a dependency, so members (`a.b`, `a->b`, `a::b`), selector parts, method names,
/// macro names being defined, and the insides of availability attributes are skipped.
struct CFamilyReferenceScanner {
    struct Context {
        enum Kind { case paren, bracket, brace }
        var kind: Kind
        /// A `[` that opens a message send (not a subscript, not `@[`).
        var isMessage = false
        /// A `(` that follows a callee: `f(...)`.
        var isCall = false
        /// A `{` of an `@{...}` dictionary literal: `key: value` keeps `key`.
        var isDictionary = false
        /// `?` not yet matched by `:` at this level.
        var pendingQuestions = 0
        /// A `(` of parameters or of a `for` header: its declarators are names bound in the body.
        var declaresNames = false
        /// A `{` of a function, method or block body (or a statement's inside one).
        var isBody = false
        /// A `for (` header: its declarators are locals of the enclosing body.
        var isForHeader = false
        /// A `struct`'s or `union`'s body: its declarators are fields, no uses (`struct timer *timer;`);
        /// an Objective-C class's instance variables too.
        var isAggregate = false
        /// A `(` whose first token is `^`: a block type's name, `(^)` or `(^handler)`.
        var opensWithCaret = false
        /// A block type's parameters, `(^handler)(NSError *error)`: names that bind nothing.
        var isBlockTypeParameters = false
    }

    // (Members without `private` are read by the names a body binds, `CFamilyReferenceScanner+Locals`.)
    let tokens: [CToken]
    let base: UnsafePointer<UInt8>
    private let path: String
    /// The references found, as their tokens: made into `Reference`s when the scan ends.
    private var found: [Found] = []
    /// The qualifiers of `found`, by `Found.qualifier` (a reference is plain data until it is made).
    private var qualifiers: [String] = []
    private struct Found {
        var token: CToken
        var kind: ReferenceKind
        /// Into `qualifiers`; -1: none.
        var qualifier: Int32
    }
    var contexts: [Context] = [Context(kind: .brace)]
    private var savedContexts: [Context] = []
    var braceDepth = 0
    /// Between `@interface`/`@implementation`/`@protocol` and `@end`.
    private var inContainer = false
    /// The last `)` closed a group that began with `^`: a `(` right after it lists a block type's parameters.
    private var closedCaretGroup = false
    /// In `- (T)name:(T)arg ...` up to `;` or `{`.
    private var inMethodDeclaration = false
    /// In `@property ...;`.
    private var inProperty = false
    /// After `case` up to its `:`.
    private var inCase = false
    /// The `#define` parameters and the macro's own name, while in the directive: no references.
    private var macroParameters: [Range<Int32>] = []
    var directive: UInt8? = nil
    /// The previous significant token ends an expression (a name, a literal, `]`, a call's `)`).
    private var afterExpression = false
    private var previous: CToken? = nil
    /// Names bound in the bodies being read (parameters, locals): a use of one is no reference to a
    /// declaration of the tree (a parameter `justifyContent` is not the function `justifyContent`).
    /// Each with the brace depth whose `}` ends it, and the local before it in its bucket (-1: none).
    var locals: [(name: Range<Int32>, depth: Int, next: Int32)] = []
    /// The last local of each bucket (`localBucket`), -1 for none: a name is compared with the locals of
    /// its bucket only (in a long C function every name was compared with each of its many locals).
    var localBuckets: [Int32] = []
    /// Parameters read (`:(T)name`, `T f(T1 a, T2 *b)`, `^(T x)`), bound when the body opens.
    var parameters: [Range<Int32>] = []
    /// Bodies open (`{` of a function, method, block, or any brace inside one).
    var bodyDepth = 0
    /// A declaration statement's declarators are being read (`int a, tlb, b;` after `a`), in the brace
    /// context at this depth of `contexts` (nil: none): each name after a `,` of it is one more.
    var declarationList: Int? = nil

    /// - Parameter skipping: places (`line << 20 | column`, sorted) of names that are no references
    ///   there (a header's declarations' own names).
    static func references(
        tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>, path: String, skipping: [Int] = []
    ) -> [Reference] {
        guard let base = bytes.baseAddress, !tokens.isEmpty else { return [] }
        var scanner = CFamilyReferenceScanner(tokens: tokens, base: base, path: path)
        scanner.run()
        if !skipping.isEmpty {
            // (Bisected: nothing hashed.)
            scanner.found.removeAll { found in
                let place = Int(found.token.line) << 20 | Int(found.token.column)
                var (low, high) = (0, skipping.count)
                while low < high {
                    let middle = (low + high) / 2
                    if skipping[middle] < place { low = middle + 1 } else { high = middle }
                }
                return low < skipping.count && skipping[low] == place
            }
        }
        // (Made in place: a `Reference` appended or mapped was copied and destroyed once more.)
        let qualifiers = scanner.qualifiers
        return scanner.found.withUnsafeBufferPointer { found in
            [Reference](unsafeUninitializedCapacity: found.count) { buffer, count in
                guard let references = buffer.baseAddress else { return }
                for index in found.indices {
                    let token = found[index].token
                    (references + index).initialize(
                        to: Reference(
                            name: String(
                                decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)),
                                as: UTF8.self),
                            kind: found[index].kind,
                            location: SourceLocation(path: path, line: Int(token.line), column: Int(token.column)),
                            qualifier: found[index].qualifier < 0 ? nil : qualifiers[Int(found[index].qualifier)]))
                    count = index + 1
                }
            }
        }
    }

    private init(tokens: [CToken], base: UnsafePointer<UInt8>, path: String) {
        self.tokens = tokens
        self.base = base
        self.path = path
    }

    @inline(__always) func isPunct(_ index: Int, _ code: UInt8) -> Bool {
        index < tokens.count && tokens[index].kind == .punct && tokens[index].code == code
    }

    @inline(__always) private func isIdentifier(_ index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier
    }

    private mutating func emit(_ token: CToken, kind: ReferenceKind = .symbol, qualifier: String? = nil) {
        var index: Int32 = -1
        if let qualifier {
            index = Int32(qualifiers.count)
            qualifiers.append(qualifier)
        }
        found.append(Found(token: token, kind: kind, qualifier: index))
    }

    private func text(_ token: CToken) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start))
    }

    func hasPrefix(_ token: CToken, _ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard Int(token.end - token.start) >= length else { return false }
        let pointer = prefix.utf8Start
        for index in 0..<length where base[Int(token.start) + index] != pointer[index] { return false }
        return true
    }

    func isWord(_ token: CToken, _ word: StaticString) -> Bool {
        Int(token.end - token.start) == word.utf8CodeUnitCount && hasPrefix(token, word)
    }

    /// Macros whose parenthesised arguments are availability or Swift-naming details, never references.
    private func isAttributeMacro(_ token: CToken) -> Bool {
        // (Told by the first byte for most names: every call was compared with each prefix.)
        switch base[Int(token.start)] {
        case UInt8(ascii: "A"), UInt8(ascii: "C"), UInt8(ascii: "N"), UInt8(ascii: "U"), ASCII.underscore: break
        default: return false
        }
        return hasPrefix(token, "API_") || hasPrefix(token, "NS_SWIFT_") || hasPrefix(token, "CF_SWIFT_")
            || hasPrefix(token, "NS_AVAILABLE") || hasPrefix(token, "NS_DEPRECATED") || hasPrefix(token, "NS_CLASS_")
            || hasPrefix(token, "NS_ENUM_AVAILABLE") || hasPrefix(token, "NS_ENUM_DEPRECATED")
            || hasPrefix(token, "NS_EXTENSION_UNAVAILABLE") || hasPrefix(token, "__OSX_") || hasPrefix(token, "__IOS_")
            || hasPrefix(token, "__TVOS_") || hasPrefix(token, "__WATCHOS_") || hasPrefix(token, "__API_")
            || hasPrefix(token, "__AVAILABILITY") || hasPrefix(token, "__OS_AVAILABILITY")
            || isWord(token, "UIKIT_AVAILABLE") || isWord(token, "NS_UNAVAILABLE")
    }

    /// Index of the token after the group that opens at `open` (a `(`), or the end.
    private func skipGroup(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .endOfDirective && directive != nil { return index }
            if token.kind == .punct {
                if token.code == ASCII.leftParen { depth += 1 } else if token.code == ASCII.rightParen {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
            }
            index += 1
        }
        return index
    }

    private mutating func run() {
        var index = 0
        while index < tokens.count {
            let next = step(index)
            previous = tokens[max(index, next - 1)]
            index = max(next, index + 1)
        }
    }

    /// Handles the token at `index`; returns the index of the next one to handle.
    private mutating func step(_ index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            return identifier(index)
        case .keyword:
            switch token.code {
            case CKeyword.case: inCase = true
            case CKeyword.other where isPunct(index + 1, ASCII.leftParen) && base[Int(token.start)] == ASCII.underscore
                && (hasPrefix(token, "__attribute") || hasPrefix(token, "__declspec") || isHasCheck(token)):
                afterExpression = false
                return skipGroup(from: index + 1) // attribute arguments, __has_include(<...>)
            case CKeyword.goto: // the label is not a reference
                afterExpression = false
                return isIdentifier(index + 1) ? index + 2 : index + 1
            case CKeyword.namespace:
                afterExpression = false
                return namespaceNames(after: index)
            default: break
            }
            afterExpression = token.code == CKeyword.value
            return index + 1
        case .number, .string, .character:
            afterExpression = true
            return index + 1
        case .atKeyword:
            afterExpression = false
            return atKeyword(index)
        case .directive:
            return startDirective(index)
        case .endOfDirective:
            directive = nil
            macroParameters.removeAll()
            if !savedContexts.isEmpty {
                contexts = savedContexts
                savedContexts.removeAll()
            }
            afterExpression = false
            return index + 1
        case .punct:
            punct(token, index)
            return index + 1
        }
    }

    private mutating func identifier(_ index: Int) -> Int {
        let token = tokens[index]
        let wasAfterExpression = afterExpression
        afterExpression = true
        // Availability and Swift-naming attribute macros: skip the name and the arguments.
        if isPunct(index + 1, ASCII.leftParen), isAttributeMacro(token) || directive != nil && isHasCheck(token) {
            afterExpression = false
            return skipGroup(from: index + 1)
        }
        if let previous {
            if previous.kind == .punct && (previous.code == ASCII.period || previous.code == CToken.Punct.arrow) {
                return index + 1 // a member
            }
            if previous.kind == .punct && previous.code == CToken.Punct.scope {
                // `N::name`: a member of namespace or class N, kept with N (C++ names a namespace's
                // member so); `::name`, a global one (qualifier ""). `std::` is never the tree's.
                let before = index >= 2 && tokens[index - 1].kind == .punct ? tokens[index - 2] : nil
                let qualifier = before.map { $0.kind == .identifier ? String(decoding: text($0), as: UTF8.self) : "" } ?? ""
                if qualifier != "std" { emit(token, kind: isPunct(index + 1, CToken.Punct.scope) ? .scope : .symbol, qualifier: qualifier) }
                return index + 1
            }
        }
        if directive != nil {
            if isWord(token, "defined") { afterExpression = false; return index + 1 }
            if !macroParameters.isEmpty && macroParameters.contains(where: { token.spells($0, in: base) }) { return index + 1 }
        }
        if isLocal(token) { return index + 1 }
        let context = contexts[contexts.count - 1]
        // `using Name = …;` inside a body or a class: an alias of that scope (Transmission's
        // `using Config = tr::Values::Config;`, a class's `using FilterType = FilterBase<ItemT>;`),
        // never another component's `Name`. (At file scope the file declares it.)
        if braceDepth > 0, directive == nil, isPunct(index + 1, ASCII.equals), let previous, isWord(previous, "using") {
            addLocal(token.start..<token.end)
            return index + 1
        }
        // name followed by `:` — a selector part, a label or a bitfield, unless in `case`, a
        // ternary, or a dictionary literal.
        if isPunct(index + 1, ASCII.colon) {
            if inCase { emit(token); return index + 1 }
            if context.pendingQuestions > 0 { emit(token); return index + 1 }
            if context.isDictionary { emit(token); return index + 1 }
            return index + 1
        }
        // [receiver selector] — a name right after an expression inside a message send.
        if context.kind == .bracket && context.isMessage && wasAfterExpression {
            return index + 1
        }
        if inMethodDeclaration, let previous, previous.kind == .punct, previous.code == ASCII.rightParen, contexts.count == 1, directive == nil {
            parameters.append(token.start..<token.end)  // (a method name part without arguments too: harmless)
            return index + 1 // a method name part or a parameter name after `(T)`
        }
        // A declarator: `Type name;`, `int a,`, `NSError *_Nullable error)`, `Foo *foo =` at a
        // statement's start — a name being declared, bound in the body it belongs to.
        if directive == nil, bodyDepth > 0 || context.declaresNames || context.isAggregate,
            isDeclarator(index) || continuesDeclarationList(index)
        {
            if !context.isAggregate { bind(token, in: context) }
            // (`for (NSInteger i = 0, limit = 10; …)`: a `for` header's list too.)
            if context.kind == .brace || context.isForHeader { declarationList = contexts.count }
            return index + 1
        }
        // (Not in a method's declaration, outside its types' inner parentheses: `- (void)didLoad
        // REQUIRES_SUPER;` and `(MACRO Type)` declare no name, the macro and the type are uses; a block
        // type's parameters, `(void (^)(NSError *error))`, do.)
        if !(inMethodDeclaration && contexts.count <= 2), let previous, previous.kind == .identifier || (previous.kind == .keyword && previous.code == CKeyword.type),
            index + 1 < tokens.count, tokens[index + 1].kind == .punct
        {
            switch tokens[index + 1].code {
            case ASCII.semicolon, ASCII.comma, ASCII.rightParen, ASCII.equals, ASCII.leftBracket: return index + 1
            default: break
            }
        }
        if isReservedSDKName(token) { return index + 1 }
        if inProperty {
            if isPunct(index + 1, ASCII.semicolon) { return index + 1 } // the property's name
            if let previous, previous.kind == .punct, previous.code == ASCII.caret { return index + 1 } // (^name)
        }
        // (A name before `::` is a scope: a namespace, a class, an enum, never a function: `find::none`.)
        emit(token, kind: isPunct(index + 1, ASCII.leftParen) ? .call : isPunct(index + 1, CToken.Punct.scope) ? .scope : .symbol)
        return index + 1
    }

    /// Prefixes Apple reserves for its SDK macros (`NS_ENUM`, `FOUNDATION_EXPORT`...).
    private func isReservedSDKName(_ token: CToken) -> Bool {
        switch base[Int(token.start)] {
        case 78: return hasPrefix(token, "NS_")
        case 67: return hasPrefix(token, "CF_")
        case 65: return hasPrefix(token, "API_")
        case 85: return hasPrefix(token, "UIKIT_")
        case 70: return hasPrefix(token, "FOUNDATION_")
        case 79: return hasPrefix(token, "OBJC_")
        default: return false
        }
    }

    /// `@interface Name : Super {` or `@implementation Name {` (after a protocol list's `>` too): the
    /// instance variables, declared, never used there.
    private func opensInstanceVariables(previous: CToken?) -> Bool {
        guard inContainer, braceDepth == 0, !inMethodDeclaration, directive == nil, let previous else { return false }
        return previous.kind == .identifier || previous.kind == .punct && previous.code == ASCII.greater
    }

    private func isHasCheck(_ token: CToken) -> Bool {
        hasPrefix(token, "__has_") || hasPrefix(token, "__building_module") || hasPrefix(token, "__is_")
    }

    private mutating func punct(_ token: CToken, _ index: Int) {
        let code = token.code
        var endsExpression = false
        switch code {
        case ASCII.leftParen:
            let isCall = afterExpression && previous?.kind != .keyword
            var context = Context(kind: .paren, isCall: isCall)
            context.opensWithCaret = isPunct(index + 1, ASCII.caret)
            if directive == nil, let previous {
                if previous.kind == .keyword, isWord(previous, "for") {
                    (context.declaresNames, context.isForHeader) = (true, true)
                } else if previous.kind == .punct && previous.code == ASCII.caret || returnTypeOfBlockLiteral(before: index) {
                    context.declaresNames = true  // a block's parameters (`^(…)`, `^void (…)`, `^NSString *(…)`)
                } else if previous.kind == .punct, previous.code == ASCII.rightParen, closedCaretGroup {
                    (context.declaresNames, context.isBlockTypeParameters) = (true, true)  // `(^handler)(NSError *error)`
                } else if bodyDepth == 0, !inMethodDeclaration, contexts.allSatisfy({ $0.kind == .brace }),
                    previous.kind == .identifier || previous.kind == .punct && previous.code == ASCII.rightParen
                {
                    context.declaresNames = true  // a function's parameters (at file scope, in a namespace or class)
                }
            }
            contexts.append(context)
        case ASCII.leftBracket:
            let afterAt = previous.map { $0.kind == .punct && $0.code == ASCII.at } ?? false
            contexts.append(Context(kind: .bracket, isMessage: !afterExpression && !afterAt))
        case ASCII.leftBrace:
            let afterAt = previous.map { $0.kind == .punct && $0.code == ASCII.at } ?? false
            var context = Context(kind: .brace, isDictionary: afterAt)
            context.isAggregate = Self.opensAggregate(previous: previous, tokens: tokens, at: index)
                || opensInstanceVariables(previous: previous)
            if directive == nil {
                braceDepth += 1
                // A body: inside one, after a parameter list or a method's declaration, or `^{`.
                let afterList = previous.map { $0.kind == .punct && ($0.code == ASCII.rightParen || $0.code == ASCII.caret) } ?? false
                if bodyDepth > 0 || afterList || inMethodDeclaration || !parameters.isEmpty {
                    context.isBody = true
                    bodyDepth += 1
                    bindParameters()
                }
                parameters.removeAll()
                if inMethodDeclaration { inMethodDeclaration = false }
            }
            contexts.append(context)
        case ASCII.rightParen:
            closedCaretGroup = false
            if contexts.count > 1, contexts[contexts.count - 1].kind == .paren {
                let closed = contexts.removeLast()
                (endsExpression, closedCaretGroup) = (closed.isCall, closed.opensWithCaret)
            }
        case ASCII.rightBracket:
            if contexts.count > 1, contexts[contexts.count - 1].kind == .bracket { contexts.removeLast() }
            endsExpression = true
        case ASCII.rightBrace:
            var closedBody = false
            if contexts.count > 1, contexts[contexts.count - 1].kind == .brace {
                closedBody = contexts[contexts.count - 1].isBody
                contexts.removeLast()
            }
            if directive == nil && braceDepth > 0 {
                braceDepth -= 1
                if closedBody { bodyDepth -= 1 }
                dropLocals()
            }
        case ASCII.semicolon:
            // `- (BOOL)accept:(id)info;` then `{`: Objective-C allows the `;`; its parameters bind in the body.
            if inMethodDeclaration, directive == nil, isPunct(index + 1, ASCII.leftBrace) { break }
            // (Parameters of a declaration, `void f(int x);`, bind nothing.)
            if contexts[contexts.count - 1].kind == .brace { parameters.removeAll() }
            declarationList = nil
            inMethodDeclaration = false
            inProperty = false
            inCase = false
        case ASCII.question:
            contexts[contexts.count - 1].pendingQuestions += 1
        case ASCII.colon:
            if inCase {
                inCase = false
            } else if contexts[contexts.count - 1].pendingQuestions > 0 {
                contexts[contexts.count - 1].pendingQuestions -= 1
            }
        case ASCII.minus, ASCII.plus: // - + : a method declaration in a container
            if inContainer && braceDepth == 0 && directive == nil && isPunct(index + 1, ASCII.leftParen) {
                inMethodDeclaration = true
            }
        default:
            break
        }
        afterExpression = endsExpression
    }

    private mutating func startDirective(_ index: Int) -> Int {
        let token = tokens[index]
        directive = token.code
        savedContexts = contexts
        contexts = [Context(kind: .brace)]
        afterExpression = false
        switch token.code {
        case CKeyword.Directive.define:
            var next = index + 1
            guard next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .keyword else { return next }
            let name = tokens[next]
            next += 1
            // The macro's own name in its body is no use of anything: it is renamed
            // (`#define KSRecorder KS_NS(KSRecorder)`), or it is the name itself (`#define X X`).
            macroParameters.append(name.start..<name.end)
            // Function-like: `(` right after the name.
            if next < tokens.count, tokens[next].kind == .punct, tokens[next].code == ASCII.leftParen, tokens[next].start == name.end {
                next += 1
                while next < tokens.count, tokens[next].kind != .endOfDirective {
                    let parameter = tokens[next]
                    next += 1
                    if parameter.kind == .punct && parameter.code == ASCII.rightParen { break }
                    if parameter.kind == .identifier { macroParameters.append(parameter.start..<parameter.end) }
                }
            }
            return next
        case CKeyword.Directive.undef, CKeyword.Directive.else, CKeyword.Directive.endif:
            var next = index + 1
            while next < tokens.count, tokens[next].kind != .endOfDirective { next += 1 }
            return next
        default:
            return index + 1
        }
    }

    private mutating func atKeyword(_ index: Int) -> Int {
        let token = tokens[index]
        switch token.code {
        case CKeyword.At.interface, CKeyword.At.implementation:
            if directive == nil { inContainer = true }
            guard isIdentifier(index + 1) else { return index + 1 }
            let name = tokens[index + 1]
            if isPunct(index + 2, ASCII.leftParen) {
                // A category or class extension: a use of the class. Skip the category name.
                emit(name, kind: .category)
                var next = index + 3
                while next < tokens.count, !(tokens[next].kind == .punct && tokens[next].code == ASCII.rightParen), tokens[next].kind != .atKeyword {
                    next += 1
                }
                return next < tokens.count && tokens[next].kind == .punct ? next + 1 : next
            }
            if token.code == CKeyword.At.implementation { emit(name) }
            return index + 2
        case CKeyword.At.protocol:
            guard isIdentifier(index + 1) else { return index + 1 } // @protocol(Foo): an expression
            if isPunct(index + 2, ASCII.semicolon) || isPunct(index + 2, ASCII.comma) { // forward declarations
                return forwardDeclarations(from: index + 1)
            }
            if directive == nil { inContainer = true }
            return index + 2
        case CKeyword.At.class:
            return forwardDeclarations(from: index + 1)
        case CKeyword.At.end:
            inContainer = false
            inMethodDeclaration = false
            inProperty = false
            return index + 1
        case CKeyword.At.property:
            inProperty = true
            return index + 1
        case CKeyword.At.selector, CKeyword.At.available:
            return isPunct(index + 1, ASCII.leftParen) ? skipGroup(from: index + 1) : index + 1
        case CKeyword.At.synthesize, CKeyword.At.dynamic, CKeyword.At.compatibilityAlias:
            return skipStatement(from: index + 1)
        default:
            return otherAtWord(index)
        }
    }

    /// Objective-C's other `@` words and boxed literals (`@YES`), which name nothing of the tree.
    private static let objectiveCAtWords: Set<String> = [
        "try", "catch", "finally", "throw", "synchronized", "autoreleasepool", "optional", "required", "public",
        "private", "protected", "package", "encode", "defs", "YES", "NO", "true", "false",
    ]

    /// `@weakify(self)`, `@BeeHiveMod(Shop)`: a macro written after `@` (its expansion begins with
    /// a keyword), a use of that macro. BeeHive's annotations only make strings of their
    /// arguments (`#name`): those are registry keys, which the run-time scan reads, not references
    /// a compiler sees.
    private mutating func otherAtWord(_ index: Int) -> Int {
        var name = tokens[index]
        name.start += 1
        name.column += 1
        let word = String(decoding: text(name), as: UTF8.self)
        guard !word.isEmpty, !Self.objectiveCAtWords.contains(word) else { return index + 1 }
        emit(name, kind: isPunct(index + 1, ASCII.leftParen) ? .call : .symbol)
        if CFamilyRuntimeScanner.annotationMacros.contains(word), isPunct(index + 1, ASCII.leftParen) {
            return skipGroup(from: index + 1)
        }
        return index + 1
    }

    /// `@class A, B;` / `@protocol P;`: each name is a forward declaration (a use that names a class
    /// or protocol without importing it). Generic parameters (`@class Box<T>;`) are skipped.
    private mutating func forwardDeclarations(from start: Int) -> Int {
        var next = start
        var angle = 0
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .endOfDirective { return next }
            next += 1
            if token.kind == .punct {
                if token.code == ASCII.semicolon { break }
                if token.code == ASCII.less { angle += 1 }
                if token.code == ASCII.greater { angle -= 1 }
            } else if token.kind == .identifier, angle == 0 {
                emit(token, kind: .forwardDeclaration)
            }
        }
        afterExpression = false
        return next
    }

    /// `namespace a::b {`, `using namespace a::b;`, `namespace x = a::b;`: the names declare a namespace
    /// or name one, and a namespace is no declaration of the tree (TextMate's `namespace parse {` was
    /// a use of another component's function `parse`). Returns the index after them.
    private mutating func namespaceNames(after keyword: Int) -> Int {
        func names(from start: Int) -> Int {
            var next = start
            while next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .punct && tokens[next].code == CToken.Punct.scope {
                next += 1
            }
            return next
        }
        let next = names(from: keyword + 1)
        // (An alias names its target after `=`; an Objective-C variable `namespace = …` is no alias.)
        return next > keyword + 1 && isPunct(next, ASCII.equals) ? names(from: next + 1) : next
    }

    /// Skips to just after the next `;` (or to the end of a directive).
    private mutating func skipStatement(from start: Int) -> Int {
        var next = start
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .endOfDirective { return next }
            next += 1
            if token.kind == .punct && token.code == ASCII.semicolon { break }
        }
        afterExpression = false
        return next
    }
}
