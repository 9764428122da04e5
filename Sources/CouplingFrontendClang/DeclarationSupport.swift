import CouplingModel

/// Rules shared by both declaration extractors, so that they agree.
enum DeclarationSupport {
    /// Drops typedefs that only rename a tag of the same name (`typedef struct Foo {...} Foo`,
    /// `NS_ENUM`), removes duplicates (name + kind, first kept) and sorts by position.
    static func normalize(_ declarations: [Declaration]) -> [Declaration] {
        var tags = Set<String>()
        for declaration in declarations where declaration.kind == .struct || declaration.kind == .union
            || declaration.kind == .enum || declaration.kind == .class
        {
            tags.insert(declaration.name)
        }
        struct KindAndName: Hashable {
            let kind: DeclarationKind
            let name: String
        }
        var seen = Set<KindAndName>()
        seen.reserveCapacity(declarations.count)  // (grown a name at a time, it was hashed again at each growth)
        var result: [Declaration] = []
        for declaration in declarations.sorted(by: { $0.location < $1.location }) {
            if declaration.kind == .typedef && tags.contains(declaration.name) { continue }
            if !seen.insert(KindAndName(kind: declaration.kind, name: declaration.name)).inserted { continue }
            result.append(declaration)
        }
        return result
    }

    /// `NS_SWIFT_NAME(...)` text without spaces; for functions, without the argument labels.
    static func swiftName(_ raw: String, kind: DeclarationKind) -> String? {
        var text = String(raw.filter { !$0.isWhitespace })
        if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if kind == .function, let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        return text.isEmpty ? nil : text
    }

    /// Names of include guards: `#ifndef X` (or `#if !defined(X)`) directly followed by
    /// `#define X` with an empty body (or the body `1`), before any code. They declare nothing anyone
    /// uses. (The same pair further down is a default others may set: mpv's
    /// `#ifndef MPV_ENABLE_DEPRECATED` / `#define MPV_ENABLE_DEPRECATED 1`, which its own code tests.)
    static func includeGuards(tokens: [CToken], base: UnsafePointer<UInt8>) -> Set<String> {
        var guards = Set<String>()
        var pending: String? = nil
        var opening = -1  // the `#ifndef` of `pending`
        var guardOpening = -1
        var sawCode = false
        var index = 0
        func text(_ token: CToken) -> String {
            String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
        }
        func directiveEnd(_ from: Int) -> Int {
            var next = from
            while next < tokens.count && tokens[next].kind != .endOfDirective { next += 1 }
            return next
        }
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .directive else {
                pending = nil
                sawCode = true
                index += 1
                continue
            }
            if sawCode || !guards.isEmpty { break }
            let end = directiveEnd(index + 1)
            let body = Array(tokens[(index + 1)..<end])
            switch token.code {
            case CKeyword.Directive.ifndef:
                pending = body.count == 1 ? text(body[0]) : nil
                opening = index
            case CKeyword.Directive.if:
                opening = index
                // #if !defined(X) or #if !defined X
                let words = body.map(text)
                if words.count == 5 && words[0] == "!" && words[1] == "defined" && words[2] == "(" && words[4] == ")" {
                    pending = words[3]
                } else if words.count == 3 && words[0] == "!" && words[1] == "defined" {
                    pending = words[2]
                } else {
                    pending = nil
                }
            case CKeyword.Directive.define:
                if let name = pending, let first = body.first, text(first) == name {
                    if body.count == 1 || (body.count == 2 && text(body[1]) == "1") {
                        guards.insert(name)
                        guardOpening = opening
                    }
                }
                pending = nil
            default:
                pending = nil
            }
            index = end + 1
        }
        // A guard's conditional holds the rest of the file: `#ifndef MMKV_OUT` / `#define MMKV_OUT` /
        // `#endif` above the code defines a default its includers may set, and declares it.
        // (Its `#endif` found by counting, not by `CConditionals`, which every header would pay for.)
        if guardOpening >= 0 {
            var depth = 0
            for index in guardOpening..<tokens.count where tokens[index].kind == .directive {
                let code = tokens[index].code
                if CConditionals.opens(code) {
                    depth += 1
                } else if code == CKeyword.Directive.endif {
                    depth -= 1
                    if depth == 0 {
                        if tokens[(index + 1)...].contains(where: { $0.kind != .endOfDirective }) { return [] }
                        break
                    }
                }
            }
        }
        return guards
    }

    /// Where the names of the file's renaming `#define`s begin: those whose definition names the
    /// macro itself (`#define KSJSONCodec KSCRASH_NS(KSJSONCodec)`, `#define X X`). A renaming is not a
    /// declaration of its own: the name still means what it renames, declared elsewhere; as one, a
    /// symbol-prefixing header's macros would be a second candidate for every name the library
    /// declares. Read on the lexer's tokens, so a string (`#define kKey @"kKey"`), a comment or a
    /// number's suffix never counts, and a continued line does.
    static func renamingMacros(tokens: [CToken], base: UnsafePointer<UInt8>) -> Set<Int32> {
        var found = Set<Int32>()
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .directive, tokens[index].code == CKeyword.Directive.define else { continue }
            let name = tokens[index + 1]
            guard name.kind == .identifier || name.kind == .keyword else { continue }
            index += 2
            // A function-like macro's parameter of the macro's own name (iSH's `#define lock(lock)
            // __lock(lock, …)`) is what the body names: no renaming.
            var parameterIsName = false
            if index < tokens.count, tokens[index].kind == .punct, tokens[index].code == ASCII.leftParen, tokens[index].start == name.end {
                while index < tokens.count, tokens[index].kind != .endOfDirective,
                    !(tokens[index].kind == .punct && tokens[index].code == ASCII.rightParen)
                {
                    if tokens[index].spells(name.start..<name.end, in: base) { parameterIsName = true }
                    index += 1
                }
            }
            while index < tokens.count, tokens[index].kind != .endOfDirective {
                let token = tokens[index]
                if !parameterIsName, token.kind == .identifier || token.kind == .keyword, token.spells(name.start..<name.end, in: base) {
                    found.insert(name.start)
                }
                index += 1
            }
        }
        return found
    }

    /// `#define` names of the file, except include guards, with their positions.
    /// `includeGuards`: leave out include guards (headers have them; an implementation file's
    /// macros are all kept, which spares the search).
    /// The byte ranges of the branches only other platforms compile (`#ifdef __ANDROID__` to its
    /// `#else`/`#endif`): libclang, reading one file, takes a first branch it cannot decide; what it
    /// declares there is dropped as the lexer's reader drops it.
    static func otherPlatformBranches(tokens: [CToken], base: UnsafePointer<UInt8>) -> [Range<Int32>] {
        let opening = tokens.indices.filter {
            tokens[$0].kind == .directive && CConditionals.opens(tokens[$0].code)
                && CConditionals.isOtherPlatformsOnly(tokens, at: $0, base: base)
        }
        // (The conditionals' structure only for the few files that have such a branch.)
        guard !opening.isEmpty else { return [] }
        let conditionals = CConditionals(tokens)
        return opening.map { index in
            tokens[index].start..<(conditionals.branchEnd(of: index).map { tokens[$0].start } ?? Int32.max)
        }
    }

    /// Where the names of the file's SDK fallback macros begin: macros with a name of Apple's SDKs
    /// defined in any branch of a conditional that tests the SDK's version (`DeclarationScope.sdkFallback`).
    static func sdkFallbackMacros(tokens: [CToken], base: UnsafePointer<UInt8>) -> Set<Int32> {
        var found: Set<Int32> = []
        // Per open conditional, whether it tests the SDK's version (all its branches are fallbacks).
        var versionTests: [Bool] = []
        for index in tokens.indices where tokens[index].kind == .directive {
            let code = tokens[index].code
            if CConditionals.opens(code) {
                versionTests.append(testsSDKVersion(tokens, at: index, base: base))
            } else if code == CKeyword.Directive.endif {
                _ = versionTests.popLast()
            } else if code == CKeyword.Directive.define, versionTests.contains(true), index + 1 < tokens.count {
                let name = tokens[index + 1]
                let text = String(decoding: UnsafeBufferPointer(start: base + Int(name.start), count: Int(name.end - name.start)), as: UTF8.self)
                if hasSDKPrefix(text) { found.insert(name.start) }
            }
        }
        return found
    }

    /// Declarations with an Apple framework's prefix in the first branch of `#ifndef X` or
    /// `#if !defined(X)`, X a macro with such a prefix too: `#ifndef NSINTEGER_DEFINED` / `typedef long
    /// NSInteger;`, declared only where the SDK has not (Quicksilver's and Sparkle's compatibility
    /// headers). The SDK's names: marked `sdkFallback`, whose uses count as the SDK's.
    static func markSDKAbsentFallbacks(_ declarations: inout [Declaration], tokens: [CToken], base: UnsafePointer<UInt8>) {
        guard declarations.contains(where: { hasSDKPrefix($0.name) }) else { return }
        var conditionals: CConditionals?
        var lines: [ClosedRange<Int32>] = []
        for index in tokens.indices where tokens[index].kind == .directive {
            let code = tokens[index].code
            var tested: Int?
            if code == CKeyword.Directive.ifndef, index + 2 < tokens.count, tokens[index + 2].kind == .endOfDirective {
                tested = index + 1
            } else if code == CKeyword.Directive.if, index + 5 < tokens.count, tokens[index + 1].kind == .punct,
                tokens[index + 1].code == ASCII.exclamation, tokens[index + 2].text(base) == "defined",
                tokens[index + 3].code == ASCII.leftParen, tokens[index + 5].code == ASCII.rightParen
            {
                tested = index + 4
            }
            guard let tested, tokens[tested].kind == .identifier, hasSDKPrefix(tokens[tested].text(base)) else { continue }
            if conditionals == nil { conditionals = CConditionals(tokens) }
            let end = conditionals?.branchEnd(of: index).map { tokens[$0].line } ?? Int32.max
            lines.append(tokens[index].line...end)
        }
        guard !lines.isEmpty else { return }
        for index in declarations.indices where hasSDKPrefix(declarations[index].name) {
            let line = Int32(clamping: declarations[index].location.line)
            if lines.contains(where: { $0.contains(line) }) { declarations[index].scope = .sdkFallback }
        }
    }


    /// Whether the conditional at `index` tests the SDK's or the deployment target's version
    /// (`__MAC_OS_X_VERSION_MAX_ALLOWED`, `__IPHONE_OS_VERSION_MIN_REQUIRED`, `MAC_OS_X_VERSION_10_14`).
    static func testsSDKVersion(_ tokens: [CToken], at index: Int, base: UnsafePointer<UInt8>) -> Bool {
        var next = index + 1
        while next < tokens.count, tokens[next].kind != .endOfDirective {
            let token = tokens[next]
            if token.kind == .identifier {
                let text = UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start))
                // (Every such name starts with `_` or `M`: most identifiers are rejected at their first byte.)
                guard let first = text.first, first == UInt8(ascii: "_") || first == UInt8(ascii: "M") else {
                    next += 1
                    continue
                }
                if sdkVersionPrefixes.contains(where: { text.starts(with: $0.utf8) }) { return true }
            }
            next += 1
        }
        return false
    }

    static let sdkVersionPrefixes = [
        "__MAC_OS_X_VERSION_", "MAC_OS_X_VERSION_", "__IPHONE_OS_VERSION_", "__TV_OS_VERSION_", "__WATCH_OS_VERSION_",
        "__VISION_OS_VERSION_", "__ENVIRONMENT_", "__MAC_1", "__IPHONE_1",
    ]

    /// A name with the prefix of an Apple framework (`NS`, `UI`, `CG` … and a capital): what only the
    /// SDK names so.
    static func hasSDKPrefix(_ name: String) -> Bool {
        // (Asked of every declaration of every C-family file: its first three bytes, nothing made.)
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), let third = bytes.next(),
            third >= UInt8(ascii: "A"), third <= UInt8(ascii: "Z"), sdkPrefixCodes.contains(UInt16(first) << 8 | UInt16(second))
        else { return false }
        // The SDK's names are CamelCase (`UNNotification`) or name their parts (`CGFLOAT_MAX`): an
        // upper-case word, Colloquy's own `UNLIKELY`, is no User Notifications name.
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) { return true }
        }
        return false
    }

    private static let sdkPrefixCodes = Set(sdkPrefixes.map { prefix in prefix.utf8.reduce(UInt16(0)) { $0 << 8 | UInt16($1) } })

    static let sdkPrefixes: Set<String> = [
        "NS", "UI", "CG", "CF", "CA", "CI", "CL", "AV", "MK", "WK", "SK", "AS", "PH", "GK", "HK", "EK", "CN", "LA", "UN",
    ]

    static func macros(tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>, path: String, includeGuards guarded: Bool = true) -> [Declaration] {
        guard let base = bytes.baseAddress else { return [] }
        let guards = guarded ? includeGuards(tokens: tokens, base: base) : []
        let renaming = renamingMacros(tokens: tokens, base: base)
        let fallbacks = sdkFallbackMacros(tokens: tokens, base: base)
        let otherPlatforms = otherPlatformBranches(tokens: tokens, base: base)
        var result: [Declaration] = []
        var index = 0
        while index + 1 < tokens.count {
            let token = tokens[index]
            if token.kind == .directive && token.code == CKeyword.Directive.define {
                let name = tokens[index + 1]
                if name.kind == .identifier || name.kind == .keyword {
                    let text = String(decoding: UnsafeBufferPointer(start: base + Int(name.start), count: Int(name.end - name.start)), as: UTF8.self)
                    if !guards.contains(text), !renaming.contains(name.start),
                        !otherPlatforms.contains(where: { $0.contains(name.start) })
                    {
                        // `#define f(x)`: a `(` right after the name makes it function-like.
                        let next = index + 2 < tokens.count ? tokens[index + 2] : nil
                        let functionLike = next.map { $0.kind == .punct && $0.code == ASCII.leftParen && $0.start == name.end } ?? false
                        let fallback = fallbacks.contains(name.start)
                        result.append(
                            Declaration(
                                name: text, kind: .macro, location: SourceLocation(path: path, line: Int(name.line), column: Int(name.column)),
                                scope: fallback ? .sdkFallback : functionLike ? .cFamily : .module))
                    }
                }
            }
            index += 1
        }
        return result
    }
}
