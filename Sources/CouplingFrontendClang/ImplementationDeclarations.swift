import CouplingModel

/// What an implementation file (`.m`, `.c`, `.mm`, `.cpp`) declares for itself, found in one light
/// walk over its tokens (the headers' extractor would take as long again): its macros, the classes
/// and protocols it declares, its `static` functions and variables, its typedefs and tag names.
/// Only the names matter: inside the file they win over any header's (`DeclarationScope.file`), so
/// a file's own `#define STR(x)` is never another component's `STR`.
/// The same walk finds where each `@implementation` of a class opens (not a category's), as a
/// `TypeSpan` of its name alone (`FileFacts.typeSpans`).
enum ImplementationDeclarations {
    static func declarations(lexed: CLexedFile, bytes: UnsafeBufferPointer<UInt8>, path: String)
        -> (declarations: [Declaration], implementations: [TypeSpan])
    {
        guard let base = bytes.baseAddress else { return ([], []) }
        var walker = Walker(tokens: lexed.tokens, base: base, path: path)
        walker.run()
        return (walker.found, walker.implementations)
    }

    private struct Walker {
        let tokens: [CToken]
        let base: UnsafePointer<UInt8>
        let path: String
        var found: [Declaration] = []
        var implementations: [TypeSpan] = []

        // The statement at brace depth 0 being read.
        private var isStatic = false
        private var isTypedef = false
        /// An `extern` statement, or a template's: no `=` in it defines a global of the file.
        private var notADefinition = false
        /// Words of the statement outside parentheses: a definition has a type before its name.
        private var words = 0
        /// Inside an Objective-C generic's `<…>` (`static NSDictionary<Key, Value *> *map;`): its
        /// commas separate type arguments, not declarators.
        private var angles = 0
        private var named = false
        /// The last identifier of the statement outside parentheses (a declarator's name).
        private var lastName: Int?

        init(tokens: [CToken], base: UnsafePointer<UInt8>, path: String) {
            self.tokens = tokens
            self.base = base
            self.path = path
        }

        mutating func run() {
            var depth = 0
            // Per open brace, whether it is a namespace's or `extern "C"`'s: what is declared inside
            // one is at the file's top level still (`namespace ns { static bool f(…) … }`).
            var braces: [Bool] = []
            // Open `namespace {` bodies: what they declare has internal linkage, the file's alone, as a
            // `static` one (Transmission's `fmt_ratio` in cli.cc, named like gtk's exported function).
            var anonymous: [Int] = []
            var parens = 0
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                defer { index += 1 }
                if token.kind == .directive {
                    // `#define NAME`: a macro of the file's own.
                    if token.code == CKeyword.Directive.define, index + 1 < tokens.count,
                        tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword
                    {
                        declare(index + 1, .macro)
                    }
                    while index + 1 < tokens.count && tokens[index + 1].kind != .endOfDirective { index += 1 }
                    continue
                }
                if token.kind == .punct && token.code == UInt8(ascii: "{") {
                    let transparent = depth == 0 && opensNamespace(at: index)
                    braces.append(transparent)
                    if transparent {
                        if index >= 1, tokens[index - 1].kind == .keyword, tokens[index - 1].code == CKeyword.namespace {
                            anonymous.append(braces.count)
                        }
                        endStatement()
                        continue
                    }
                    if depth == 0 { braceOpens(at: index) }
                    depth += 1
                    continue
                }
                if token.kind == .punct && token.code == UInt8(ascii: "}") {
                    if anonymous.last == braces.count { anonymous.removeLast() }
                    if braces.popLast() == true { continue }
                    depth = max(0, depth - 1)
                    continue
                }
                guard depth == 0 else { continue }
                if !anonymous.isEmpty { isStatic = true }
                switch token.kind {
                case .atKeyword:
                    objcContainer(at: index)
                    endStatement()
                case .keyword where token.code == CKeyword.static:
                    isStatic = true
                case .keyword where token.code == CKeyword.typedef:
                    isTypedef = true
                case .keyword where token.code == CKeyword.extern:
                    notADefinition = true
                case .keyword where token.code == CKeyword.template:
                    notADefinition = true  // (`template <typename T = int>`: its `=` defines nothing of the file)
                case .keyword where parens == 0:
                    words += 1
                case .identifier where parens == 0:
                    lastName = index
                    words += 1
                case .punct:
                    switch token.code {
                    case UInt8(ascii: "("):
                        // `static T name(...)`: a function (not `(*pointer)`, not a macro call).
                        if parens == 0, isStatic, !named, let name = lastName, name == index - 1 {
                            declare(name, .function)
                        }
                        if isTypedef, parens == 0, let name = lastName, isEnumMacro(name) { enumMacro(at: index) }
                        // `typedef R *(^Name)(…)`, `(*Name)`: the name inside, not the return type before.
                        if isTypedef, parens == 0, !named, let name = pointerDeclaratorName(after: index) { declare(name, .typedef) }
                        parens += 1
                    case UInt8(ascii: ")"):
                        parens = max(0, parens - 1)
                    case UInt8(ascii: "<"):
                        if parens == 0, let name = lastName, name == index - 1 { angles += 1 }
                    case UInt8(ascii: ">"):
                        if angles > 0 { angles -= 1 }
                    case UInt8(ascii: "="), UInt8(ascii: "["), UInt8(ascii: ","):
                        if token.code == UInt8(ascii: "="), angles > 0 { angles = 0 }
                        // (A declarator list's next name has no type of its own: `@synthesize a = _a, b = _b;`.)
                        if token.code == UInt8(ascii: ","), parens == 0 { words = 0 }
                        if parens == 0, angles == 0, isStatic, !named, let name = lastName { declare(name, .variable) }
                        // A global the file defines, `const NSTimeInterval MGLAnimationDuration = 0.3;`: its
                        // uses here are its own, whatever another component's header declares `extern`.
                        // (Not `extern` ones, not `@synthesize x = _x;`, not `int Foo::bar = 0;`.)
                        if token.code == UInt8(ascii: "="), parens == 0, angles == 0, !isStatic, !notADefinition, !isTypedef, !named, words >= 2,
                            let name = lastName, name == index - 1, !isScope(name - 1)
                        {
                            declare(name, .variable)
                        }
                    case UInt8(ascii: ";"):
                        if parens == 0 {
                            if isStatic, !named, let name = lastName { declare(name, .variable) }
                            if isTypedef, !named, let name = lastName { declare(name, .typedef) }
                            endStatement()
                        }
                    default:
                        break
                    }
                default:
                    break
                }
            }
        }

        /// `struct|union|enum|class Name {` declares the tag; a function's body ends its statement.
        /// `namespace a::b {`, `namespace {`, `extern "C" {` before the brace at `index`.
        private func opensNamespace(at index: Int) -> Bool {
            var back = index - 1
            while back >= 0, tokens[back].kind == .identifier || (tokens[back].kind == .punct && tokens[back].code == CToken.Punct.scope) {
                back -= 1
            }
            guard back >= 0 else { return false }
            if tokens[back].kind == .keyword, tokens[back].code == CKeyword.namespace { return true }
            return back == index - 1 && tokens[back].kind == .string && back >= 1
                && tokens[back - 1].kind == .keyword && tokens[back - 1].code == CKeyword.extern
        }

        private mutating func braceOpens(at index: Int) {
            if opensEnum(at: index) { enumerators(from: index) }
            var back = index - 1
            while back >= 0, tokens[back].kind == .identifier, isMacroLike(back) { back -= 1 }  // attributes
            if back >= 1, tokens[back].kind == .identifier, tokens[back - 1].kind == .keyword {
                switch tokens[back - 1].code {
                case CKeyword.struct: declare(back, .struct)
                case CKeyword.union: declare(back, .union)
                case CKeyword.enum: declare(back, .enum)
                case CKeyword.class: declare(back, .class)
                default: break
                }
            }
            if !isTypedef { endStatement() }
        }

        /// `enum {`, `enum Name {`, `enum Name : int {`, `typedef NS_ENUM(T, Name) {` before the brace at `index`.
        private func opensEnum(at index: Int) -> Bool {
            var back = index - 1
            if back >= 0, tokens[back].kind == .punct, tokens[back].code == UInt8(ascii: ")") {
                var depth = 0
                while back >= 0 {
                    if tokens[back].kind == .punct, tokens[back].code == UInt8(ascii: ")") { depth += 1 }
                    if tokens[back].kind == .punct, tokens[back].code == UInt8(ascii: "(") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    back -= 1
                }
                return back >= 1 && tokens[back - 1].kind == .identifier && isEnumMacro(back - 1)
            }
            // (A name, and a `: int` underlying type, between `enum` and the brace.)
            for _ in 0..<5 where back >= 0 {
                if tokens[back].kind == .keyword, tokens[back].code == CKeyword.enum { return true }
                guard tokens[back].kind == .identifier || tokens[back].kind == .keyword
                    || (tokens[back].kind == .punct && tokens[back].code == UInt8(ascii: ":"))
                else { return false }
                back -= 1
            }
            return false
        }

        /// The enumerators of the enum whose body opens at `open`: each name after the `{` or a `,` at
        /// the body's own level (WireGuard's `enum field { InterfaceSection, PrivateKey, … }` in a `.c`:
        /// the file's own names, never a Swift class's of another component).
        private mutating func enumerators(from open: Int) {
            var index = open + 1
            var nesting = 0
            var expectsName = true
            while index < tokens.count {
                let token = tokens[index]
                if token.kind == .directive {  // (`#if X` inside the body: X is no enumerator)
                    while index < tokens.count, tokens[index].kind != .endOfDirective { index += 1 }
                    index += 1
                    continue
                }
                if token.kind == .punct {
                    switch token.code {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): nesting += 1
                    case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting -= 1
                    case UInt8(ascii: "}"):
                        if nesting == 0 { return }
                        nesting -= 1
                    case UInt8(ascii: ","): if nesting == 0 { expectsName = true }
                    default: break
                    }
                } else if token.kind == .identifier, nesting == 0, expectsName {
                    declare(index, .enumConstant)
                    expectsName = false
                } else if nesting == 0 {
                    expectsName = false
                }
                index += 1
            }
        }

        /// `@interface Name : Super` and `@protocol Name` declare; categories, class extensions,
        /// `@implementation` and forward declarations do not.
        private mutating func objcContainer(at index: Int) {
            let token = tokens[index]
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return }
            let next = index + 2 < tokens.count ? tokens[index + 2] : nil
            let isParen = next.map { $0.kind == .punct && $0.code == UInt8(ascii: "(") } ?? false
            let endsDeclaration = next.map { $0.kind == .punct && ($0.code == UInt8(ascii: ";") || $0.code == UInt8(ascii: ",")) } ?? false
            if token.code == CKeyword.At.interface && !isParen {
                declare(index + 1, .class)
            } else if token.code == CKeyword.At.implementation && !isParen {
                let line = Int(token.line)
                implementations.append(TypeSpan(names: [tokens[index + 1].text(base)], firstLine: line, lastLine: line))
            } else if token.code == CKeyword.At.protocol && !endsDeclaration {
                declare(index + 1, .protocol)
            }
        }

        /// `( * Name )` or `( ^ Name )` (qualifiers after the `*` allowed) opening at `open`: Name's index.
        private func pointerDeclaratorName(after open: Int) -> Int? {
            var index = open + 1
            guard index < tokens.count, tokens[index].kind == .punct,
                tokens[index].code == UInt8(ascii: "*") || tokens[index].code == UInt8(ascii: "^")
            else { return nil }
            index += 1
            while index < tokens.count, tokens[index].kind == .keyword { index += 1 }
            guard index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].kind == .punct,
                tokens[index + 1].code == UInt8(ascii: ")")
            else { return nil }
            return index
        }

        /// `typedef NS_ENUM(NSInteger, Name)`: the name before the macro's closing parenthesis.
        private mutating func enumMacro(at open: Int) {
            var index = open + 1
            var last: Int?
            while index < tokens.count, !(tokens[index].kind == .punct && tokens[index].code == UInt8(ascii: ")")) {
                if tokens[index].kind == .identifier { last = index }
                index += 1
            }
            if let last { declare(last, .enum) }
            named = true
        }

        private func isEnumMacro(_ index: Int) -> Bool {
            let token = tokens[index]
            func endsWith(_ suffix: StaticString) -> Bool {
                let length = suffix.utf8CodeUnitCount
                guard Int(token.end - token.start) >= length else { return false }
                let start = Int(token.end) - length
                for offset in 0..<length where base[start + offset] != suffix.utf8Start[offset] { return false }
                return true
            }
            return endsWith("_ENUM") || endsWith("_OPTIONS")
        }

        /// `NS_SWIFT_NAME`, `API_AVAILABLE` and the like: upper-case words.
        private func isMacroLike(_ index: Int) -> Bool {
            let token = tokens[index]
            var sawLetter = false
            for offset in Int(token.start)..<Int(token.end) {
                let byte = base[offset]
                if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { return false }
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { sawLetter = true }
            }
            return sawLetter
        }

        private mutating func endStatement() {
            isStatic = false
            isTypedef = false
            notADefinition = false
            words = 0
            angles = 0
            named = false
            lastName = nil
        }

        private mutating func declare(_ index: Int, _ kind: DeclarationKind) {
            let token = tokens[index]
            found.append(
                Declaration(
                    name: name(index), kind: kind,
                    location: SourceLocation(path: path, line: Int(token.line), column: Int(token.column)), scope: .file))
            if kind == .function || kind == .variable || kind == .typedef { named = true }
        }

        private func isScope(_ index: Int) -> Bool {
            index >= 0 && tokens[index].kind == .punct && tokens[index].code == CToken.Punct.scope
        }

        private func name(_ index: Int) -> String {
            let token = tokens[index]
            return String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
        }
    }
}
