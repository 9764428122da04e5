/// The `#if` structure of a C-family file's tokens, found in one walk: where each branch ends and
/// whether the conditionals balance. Every reader that follows `#if` nesting asks this model (the
/// run-time scanner's `#if 0` blocks, libclang's input, the macro table's headers, the declaration
/// reader's skipped blocks) instead of counting depths of its own.
struct CConditionals {
    /// Token index of an `#if`, `#ifdef`, `#ifndef`, `#elif` or `#else` → index of the next directive
    /// of the same conditional (its next `#elif`/`#else`, or its `#endif`); absent when the file ends first.
    private var nextBranch: [Int: Int] = [:]
    /// Every `#if` has its `#endif`, and no `#elif`, `#else` or `#endif` stands outside one.
    private(set) var isBalanced = true

    init(_ tokens: [CToken]) {
        var open: [Int] = []  // the current branch's directive of each open conditional, innermost last
        for index in tokens.indices where tokens[index].kind == .directive {
            let code = tokens[index].code
            if Self.opens(code) {
                open.append(index)
            } else if code == CKeyword.Directive.elif || code == CKeyword.Directive.else {
                guard let branch = open.popLast() else {
                    isBalanced = false
                    continue
                }
                nextBranch[branch] = index
                open.append(index)
            } else if code == CKeyword.Directive.endif {
                guard let branch = open.popLast() else {
                    isBalanced = false
                    continue
                }
                nextBranch[branch] = index
            }
        }
        if !open.isEmpty { isBalanced = false }
    }

    /// The directive that ends the branch opened at `index` (an `#elif`, `#else` or `#endif` of the
    /// same conditional); nil when the file ends first.
    func branchEnd(of index: Int) -> Int? { nextBranch[index] }

    /// Whether a directive's code opens a conditional (`#if`, `#ifdef`, `#ifndef`).
    static func opens(_ code: UInt8) -> Bool {
        code == CKeyword.Directive.if || code == CKeyword.Directive.ifdef || code == CKeyword.Directive.ifndef
    }

    /// Platforms no Apple or Linux build is: what a branch compiled only for them declares (an
    /// Android shim of `getdtablesize`, a Windows `typedef` of `ssize_t`) is not what Apple's build
    /// sees, as Swift's `#if os(Windows)` clauses are not.
    static let otherPlatformMacros: Set<String> = [
        "__ANDROID__", "ANDROID", "_WIN32", "_WIN64", "_MSC_VER", "__MINGW32__", "__MINGW64__", "__CYGWIN__",
        "__EMSCRIPTEN__", "__wasi__", "__wasm__", "__FreeBSD__", "__OpenBSD__", "__NetBSD__", "__DragonFly__", "__HAIKU__",
        "__Fuchsia__",
    ]

    private static let otherPlatformBytes = otherPlatformMacros.sorted().map { Array($0.utf8) }
    private static let definedBytes = [Array("defined".utf8)]

    /// Whether the directive at `index` (`#if`/`#ifdef`/`#elif`) tests only for such platforms:
    /// `#ifdef __ANDROID__`, `#if defined(_WIN32) || defined(_WIN64)`, `#if _MSC_VER`; or is a
    /// conjunction one of whose terms does, false wherever that term is (`#if defined(__MINGW32__) &&
    /// !defined(__CYGWIN__)`, XADMaster's Windows `#define off_t`).
    static func isOtherPlatformsOnly(_ tokens: [CToken], at index: Int, base: UnsafePointer<UInt8>) -> Bool {
        let code = tokens[index].code
        guard tokens[index].kind == .directive,
            code == CKeyword.Directive.if || code == CKeyword.Directive.ifdef || code == CKeyword.Directive.elif
        else { return false }
        // (Bytes compared first: every `#if` of every file is asked.)
        func spells(_ token: CToken, _ names: [[UInt8]]) -> Bool {
            let bytes = UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start))
            return names.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
        }
        func isPunct(_ at: Int, _ byte: UInt8) -> Bool {
            at < tokens.count && tokens[at].kind == .punct && tokens[at].code == byte
        }
        // In one walk: the whole condition, and its terms between the `&&`s outside parentheses, which
        // decide only when no `||` stands there too.
        var whole = (found: false, pure: true)
        var term = (found: false, pure: true)
        var someTerm = false
        var topLevelOr = false
        var depth = 0
        var next = index + 1
        while next < tokens.count, tokens[next].kind != .endOfDirective {
            let token = tokens[next]
            if depth == 0, isPunct(next, UInt8(ascii: "&")), isPunct(next + 1, UInt8(ascii: "&")) {
                someTerm = someTerm || (term.found && term.pure)
                term = (false, true)
                whole.pure = false
                next += 2
                continue
            }
            switch token.kind {
            case .identifier where spells(token, otherPlatformBytes): (whole.found, term.found) = (true, true)
            case .identifier where spells(token, definedBytes): break
            case .punct where token.code == UInt8(ascii: "("): depth += 1
            case .punct where token.code == UInt8(ascii: ")"): depth -= 1
            case .punct where token.code == UInt8(ascii: "|"): if depth == 0 { topLevelOr = true }
            default: (whole.pure, term.pure) = (false, false)  // `!`, a number, another macro: not only other platforms
            }
            next += 1
        }
        if topLevelOr { return whole.found && whole.pure }
        return someTerm || (term.found && term.pure)
    }

    /// The tokens without `#if 0` blocks (up to an `#else`/`#elif` of the same conditional, whose
    /// branch is kept), and the lines each dropped block spanned.
    static func withoutDisabledBlocks(_ tokens: [CToken], base: UnsafePointer<UInt8>) -> (tokens: [CToken], lines: [ClosedRange<Int32>]) {
        let zero = namesDefinedZero(tokens, base: base)
        func disabled(_ index: Int) -> Bool {
            isIfZero(tokens, at: index, base: base) || isIfNameDefinedZero(tokens, at: index, base: base, zero)
        }
        // (Most files have no `#if 0`: one pass over the directives' kinds says so.)
        var found = false
        for index in tokens.indices where tokens[index].kind == .directive && tokens[index].code == CKeyword.Directive.if {
            if disabled(index) {
                found = true
                break
            }
        }
        guard found else { return (tokens, []) }
        let conditionals = CConditionals(tokens)
        var out: [CToken] = []
        out.reserveCapacity(tokens.count)
        var lines: [ClosedRange<Int32>] = []
        var i = 0
        while i < tokens.count {
            if tokens[i].kind == .directive, disabled(i) {
                var j = conditionals.branchEnd(of: i) ?? tokens.count
                // Skip to the end of the closing directive's line; an `#else` branch is kept.
                while j < tokens.count, tokens[j].kind != .endOfDirective { j += 1 }
                lines.append(tokens[i].line...(j < tokens.count ? tokens[j].line : Int32.max))
                i = j + 1
                continue
            }
            out.append(tokens[i])
            i += 1
        }
        return (out, lines)
    }

    /// Names the file defines as `0` and nowhere else defines or `#undef`s, each with the index of its
    /// definition: `#define GCDAsyncSocketLoggingEnabled 0`, then `#if GCDAsyncSocketLoggingEnabled`
    /// around the logger's import and macros (Hammerspoon's copy of CocoaAsyncSocket).
    static func namesDefinedZero(_ tokens: [CToken], base: UnsafePointer<UInt8>) -> [String: Int] {
        var zero: [String: Int] = [:]
        var other: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .directive {
            let code = tokens[index].code
            guard code == CKeyword.Directive.define || code == CKeyword.Directive.undef, index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier
            else { continue }
            let name = tokens[index + 1].text(base)
            if code == CKeyword.Directive.define, index + 3 < tokens.count, tokens[index + 2].kind == .number,
                tokens[index + 2].text(base) == "0", tokens[index + 3].kind == .endOfDirective, zero[name] == nil
            {
                zero[name] = index
            } else {
                other.insert(name)
            }
        }
        for name in other { zero[name] = nil }
        return zero
    }

    /// Whether the directive at `index` is `#if NAME`, NAME defined `0` above it (`namesDefinedZero`).
    static func isIfNameDefinedZero(_ tokens: [CToken], at index: Int, base: UnsafePointer<UInt8>, _ zero: [String: Int]) -> Bool {
        guard !zero.isEmpty, tokens[index].code == CKeyword.Directive.if, index + 2 < tokens.count,
            tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .endOfDirective,
            let defined = zero[tokens[index + 1].text(base)]
        else { return false }
        return defined < index
    }


    /// Whether the directive at `index` is `#if 0`, a block no compiler reads.
    static func isIfZero(_ tokens: [CToken], at index: Int, base: UnsafePointer<UInt8>) -> Bool {
        guard tokens[index].kind == .directive, tokens[index].code == CKeyword.Directive.if, index + 2 < tokens.count else {
            return false
        }
        let number = tokens[index + 1]
        return number.kind == .number && number.end - number.start == 1 && base[Int(number.start)] == UInt8(ascii: "0")
            && tokens[index + 2].kind == .endOfDirective
    }
}
