import CouplingModel

/// Finds string-keyed run-time coupling in C-family source, on the lexer's tokens: calls of the
/// configured shapes (messages and C functions) with their key arguments, string constants
/// (`#define K @"v"`, `NSString *const K = @"v"`), CTMediator targets and actions, and BeeHive
/// annotations. Comments and `#if 0` blocks are never read: a commented-out handler does not exist.
public enum CFamilyRuntimeScanner {
    /// The annotations whose arguments are only made strings (`""#name""`): registry keys the walker
    /// reads, no references a compiler sees (the reference scanner skips them).
    static let annotationMacros: Set<String> = ["BeeHiveMod", "BeeHiveService"]

    public typealias Options = RuntimeScanOptions

    /// - Parameters:
    ///   - constantsOnly: only the string constants (a file that declares one a call spells).
    ///   - callsOnly: only the calls of `options`' shapes (a second scan, for wrappers' calls).
    public static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, options: Options, constantsOnly: Bool = false, callsOnly: Bool = false
    ) -> RuntimeFileFacts {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return RuntimeFileFacts() }
        var lexed = CFamilyLexer.lex(bytes, path: path)
        lexed.dropDisabledBlocks(base: base)
        return scan(tokens: lexed.tokens, bytes: bytes, path: path, options: options, constantsOnly: constantsOnly, callsOnly: callsOnly)
    }

    /// The scan a frontend makes of a file it lexed (its `#if 0` blocks dropped), on its tokens: everything the file holds when
    /// it calls a trigger word (`options.cTriggers`: `f(`, `[r name:`) or declares or annotates with
    /// a trigger prefix (`@interface Target_A`, `@BeeHiveMod`); nil otherwise (words in comments and
    /// strings do not count). Also the names it calls, for the later search of the wrappers' calls.
    static func scanAsRead(
        tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>, path: String, options: Options
    ) -> (facts: RuntimeFileFacts?, called: NameFilter) {
        let triggers = options.cTriggers
        var triggered = false
        var called: [UInt64] = []
        for (i, token) in tokens.enumerated() {
            switch token.kind {
            case .identifier, .keyword:
                guard i + 1 < tokens.count, tokens[i + 1].kind == .punct,
                    tokens[i + 1].code == ASCII.colon || tokens[i + 1].code == ASCII.leftParen
                else { continue }
                let (start, end) = (Int(token.start), Int(token.end))
                called.append(NameFilter.hash(bytes, start: start, end: end))
                if !triggered { triggered = triggers.matches(bytes, start: start, end: end) }
            case .atKeyword:
                guard !triggered else { continue }
                triggered = triggers.matches(bytes, start: Int(token.start) + 1, end: Int(token.end))  // past the `@`
                    || i + 1 < tokens.count && tokens[i + 1].kind == .identifier
                        && triggers.matches(bytes, start: Int(tokens[i + 1].start), end: Int(tokens[i + 1].end))
            default:
                break
            }
        }
        return (triggered ? scan(tokens: tokens, bytes: bytes, path: path, options: options) : nil, NameFilter(hashes: called))
    }

    private static func scan(
        tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>, path: String, options: Options, constantsOnly: Bool = false, callsOnly: Bool = false
    ) -> RuntimeFileFacts {
        guard let base = bytes.baseAddress else { return RuntimeFileFacts() }
        var scanner = CRuntimeWalker(base: base, tokens: tokens, path: path, options: options)
        scanner.run(constantsOnly: constantsOnly, callsOnly: callsOnly)
        return scanner.facts
    }
}

struct CRuntimeWalker {
    let base: UnsafePointer<UInt8>
    let tokens: [CToken]
    let path: String
    let options: CFamilyRuntimeScanner.Options
    var facts = RuntimeFileFacts()
    /// A class looked up from a variable (`NSClassFromString(className)`): the file's class-name
    /// literals are then a code table of what it looks up.
    var looksUpDynamically = false
    /// Arguments already read as keys, and the identifier-like string literals of the file.
    var consumed: [Range<Int>] = []
    var nameLiterals: [Int] = []
    /// The matching bracket of each `(`, `[`, `{` and of each closer; -1 when unmatched.
    var partner: [Int]
    /// The file's method definitions (`CRuntimeWrappers`), once needed.
    var methods: [CMethodScope]?
    /// Variables the file binds to a center that crosses processes, once needed.
    var crossProcessCenters: Set<String>?

    init(base: UnsafePointer<UInt8>, tokens: [CToken], path: String, options: CFamilyRuntimeScanner.Options) {
        self.base = base
        self.tokens = tokens
        self.path = path
        self.options = options
        partner = Array(repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (i, t) in tokens.enumerated() where t.kind == .punct {
            switch t.code {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(i)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let open: UInt8 = t.code == UInt8(ascii: ")") ? UInt8(ascii: "(") : t.code == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // An unbalanced closer leaves the stack alone rather than pairing with the wrong opener.
                if let last = stack.last, tokens[last].code == open {
                    stack.removeLast()
                    partner[last] = i
                    partner[i] = last
                }
            default: break
            }
        }
    }

    func text(_ i: Int) -> String {
        let t = tokens[i]
        return String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: Int(t.end - t.start)), as: UTF8.self)
    }

    /// (A scalar, not a `Character`: converting a character to ASCII on every token is most of a scan.)
    @inline(__always) func isPunct(_ i: Int, _ c: Unicode.Scalar) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .punct && tokens[i].code == UInt8(ascii: c)
    }

    func isArrow(_ i: Int) -> Bool {
        i >= 0 && tokens[i].kind == .punct && tokens[i].code == CToken.Punct.arrow
    }

    func location(_ i: Int) -> SourceLocation {
        SourceLocation(path: path, line: Int(tokens[i].line), column: Int(tokens[i].column))
    }

    mutating func run(constantsOnly: Bool, callsOnly: Bool = false) {
        var currentTarget: String?
        var depth = 0  // of braces: 0 at file scope
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            switch t.kind {
            case .directive where t.code == CKeyword.Directive.define && !callsOnly:
                define(at: i)
            case .identifier, .keyword:
                if !callsOnly, isPunct(i + 1, "="), !isPunct(i + 2, "=") { statementConstant(name: i, atFileScope: depth == 0) }
                if !constantsOnly, t.kind == .identifier, isPunct(i + 1, "("), !isPunct(i - 1, "."), !isArrow(i - 1) {
                    functionCall(at: i)
                }
                if !constantsOnly, let target = currentTarget, t.kind == .identifier, isPunct(i - 1, ")"),
                    isPunct(i + 1, ":") || isPunct(i + 1, ";") || isPunct(i + 1, "{"), isMethodStart(before: i - 1)
                {
                    action(named: text(i), target: target, at: i)
                }
            case .atKeyword where !constantsOnly && !callsOnly:
                if t.code == CKeyword.At.interface || t.code == CKeyword.At.implementation, i + 1 < tokens.count,
                    tokens[i + 1].kind == .identifier
                {
                    let name = text(i + 1)
                    currentTarget = options.targetPrefixes.lazy.compactMap { name.hasPrefix($0) ? String(name.dropFirst($0.count)) : nil }.first
                    if let target = currentTarget, !target.isEmpty {
                        facts.mentions.append(
                            RuntimeMention(
                                family: .targetAction, role: .register, names: .class, key: .literal(target), mechanism: name,
                                location: location(i + 1)))
                    }
                } else if t.code == CKeyword.At.end {
                    currentTarget = nil
                } else if t.code == CKeyword.At.other {
                    annotation(at: i)
                }
            case .punct where t.code == UInt8(ascii: "{"):
                depth += 1
            case .punct where t.code == UInt8(ascii: "}"):
                depth -= 1
            case .punct where !constantsOnly && t.code == UInt8(ascii: "["):
                message(at: i)
            case .string where !constantsOnly && !callsOnly && isNameLiteral(i):
                nameLiterals.append(i)
            default:
                break
            }
            i += 1
        }
        if looksUpDynamically { codeTable() }
    }

    /// `@"FIRSessions"`: a literal that could be a class name (letters, digits, `_`, a module's `.`).
    private func isNameLiteral(_ i: Int) -> Bool {
        let t = tokens[i]
        guard base[Int(t.start)] == UInt8(ascii: "@"), t.end - t.start >= 4 else { return false }
        let first = base[Int(t.start) + 2]
        guard (first >= 65 && first <= 90) || first == 95 else { return false }
        for k in (Int(t.start) + 3)..<(Int(t.end) - 1) {
            let c = base[k]
            let ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 46
            if !ok { return false }
        }
        return true
    }

    /// The class-name literals of a file that looks classes up from a variable, outside the keys
    /// already read: registry entries. Only those naming a class the tree declares become edges.
    private mutating func codeTable() {
        for i in nameLiterals where !consumed.contains(where: { $0.contains(i) }) && isInTable(i) {
            let t = tokens[i]
            let name = String(decoding: UnsafeBufferPointer(start: base + Int(t.start) + 2, count: Int(t.end - t.start) - 3), as: UTF8.self)
            facts.mentions.append(
                RuntimeMention(family: .registry, role: .register, names: .class, key: .literal(name), mechanism: "code table", location: location(i)))
        }
    }

    /// Whether the literal at `i` is an element of a table: inside `@[…]` or `@{…}`, or a `{…}`
    /// initializer (`static NSString *names[] = {…}`). A title (`self.title = @"DoKit"`) or any other
    /// literal that happens to spell a class name is no registration.
    private func isInTable(_ i: Int) -> Bool {
        var j = i - 1
        while j >= 0 {
            let t = tokens[j]
            if t.kind == .punct {
                switch t.code {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    // A group before the literal, skipped whole.
                    if partner[j] >= 0, partner[j] < j { j = partner[j] - 1; continue }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if isPunct(j - 1, "@") || (t.code == UInt8(ascii: "{") && isPunct(j - 1, "=")) { return !isAssertionArgument(j) }
                    // `[NSArray arrayWithObjects:@"A", @"B", nil]`: a table by message (Adium's plug-in loader).
                    if t.code == UInt8(ascii: "["), listsObjects(from: j, to: i) { return !isAssertionArgument(j) }
                    // (A row of a table of rows, `{ {"A", 1}, {"B", 2} }`: the table is further out.)
                    guard t.code == UInt8(ascii: "{"), isPunct(j - 1, ",") || isPunct(j - 1, "{") else { return false }
                case UInt8(ascii: "("):
                    return false
                default: break
                }
            }
            j -= 1
        }
        return false
    }

    /// Whether the message send opening at `open` is `arrayWithObjects:` (or the set's, an
    /// initializer's) and the literal at `literal` one of its objects.
    private func listsObjects(from open: Int, to literal: Int) -> Bool {
        var k = open + 1
        while k < literal {
            let t = tokens[k]
            if t.kind == .punct, t.code == UInt8(ascii: "[") || t.code == UInt8(ascii: "("), partner[k] > k {  // (a receiver's own send)
                k = partner[k] + 1
                continue
            }
            if t.kind == .identifier, isPunct(k + 1, ":") {
                let name = String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: Int(t.end - t.start)), as: UTF8.self)
                return Self.objectListSelectors.contains(name)
            }
            k += 1
        }
        return false
    }

    static let objectListSelectors: Set<String> = [
        "arrayWithObjects", "initWithObjects", "setWithObjects", "orderedSetWithObjects",
    ]

    /// Whether the table opening at `open` is an argument of an `XCTAssert…` macro: a value the test
    /// expects (`XCTAssertEqualObjects((@[@"Dog"]), names)`), compared, never looked up.
    private func isAssertionArgument(_ open: Int) -> Bool {
        var j = open - 1
        while j >= 0 {
            let t = tokens[j]
            if t.kind == .punct, t.code == UInt8(ascii: ";") || t.code == UInt8(ascii: "{") || t.code == UInt8(ascii: "}") { return false }
            if t.kind == .identifier, Int(t.end - t.start) >= 9, isPunct(j + 1, "("), partner[j + 1] > open,
                UnsafeBufferPointer(start: base + Int(t.start), count: 9).elementsEqual("XCTAssert".utf8)
            {
                return true
            }
            j -= 1
        }
        return false
    }

    /// `-` `(` type `)` name: the start of a method declaration.
    private func isMethodStart(before close: Int) -> Bool {
        let open = partner[close]
        guard open > 0 else { return false }
        return isPunct(open - 1, "-") || isPunct(open - 1, "+")
    }

    private mutating func action(named name: String, target: String, at i: Int) {
        for prefix in options.actionPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            facts.mentions.append(
                RuntimeMention(
                    family: .targetAction, role: .register, names: .class, key: .literal(target),
                    key2: .literal(String(name.dropFirst(prefix.count))), mechanism: name, location: location(i)))
            return
        }
    }

    /// `@BeeHiveMod(Name)`, `@BeeHiveService(Protocol, Impl)`.
    private mutating func annotation(at i: Int) {
        let word = text(i)
        guard word.hasPrefix("@"), CFamilyRuntimeScanner.annotationMacros.contains(String(word.dropFirst())), isPunct(i + 1, "("),
            partner[i + 1] > i
        else { return }
        let names = (i + 2..<partner[i + 1]).filter { tokens[$0].kind == .identifier }.map(text)
        if word == "@BeeHiveMod", let module = names.first {
            facts.mentions.append(
                RuntimeMention(family: .registry, role: .register, names: .class, key: .literal(module), mechanism: word, location: location(i)))
        } else if word == "@BeeHiveService", names.count >= 2 {
            facts.mentions.append(
                RuntimeMention(
                    family: .registry, role: .register, names: .protocol, key: .literal(names[0]), mechanism: word,
                    location: location(i), provider: names[1]))
        }
    }

    /// `#define NAME value`: a string, another name, or a chain of them (continued lines included).
    private mutating func define(at i: Int) {
        guard i + 2 < tokens.count, tokens[i + 1].kind == .identifier else { return }
        let name = i + 1
        // A function-like macro (`NAME(` with no space) is no constant.
        if isPunct(name + 1, "("), tokens[name + 1].start == tokens[name].end { return }
        var end = name + 1
        while end < tokens.count, tokens[end].kind != .endOfDirective { end += 1 }
        guard end > name + 1, let value = keyExpression(name + 1, end, counting: false) else { return }
        facts.constants.append(RuntimeConstant(name: text(name), value: value, location: location(name)))
    }

    /// `NSString *const NAME = @"v";` and the like, at any level: a `const` or `static` before the name;
    /// at file scope also a global without either (`NSString *NAME = @"v";`, as many apps declare
    /// their notification names), when its value is a string.
    private mutating func statementConstant(name i: Int, atFileScope: Bool) {
        var j = i - 1
        var qualified = false
        while j >= 0, j >= i - 8 {
            let t = tokens[j]
            if t.kind == .punct, t.code == UInt8(ascii: ";") || t.code == UInt8(ascii: "{") || t.code == UInt8(ascii: "}") { break }
            if t.kind == .keyword, ["const", "static"].contains(text(j)) { qualified = true }
            j -= 1
        }
        guard qualified || atFileScope else { return }
        var end = i + 2
        while end < tokens.count, !isPunct(end, ";"), !isPunct(end, ",") {
            if tokens[end].kind == .punct, partner[end] > end { end = partner[end] }
            end += 1
        }
        guard let value = keyExpression(i + 2, end, counting: false) else { return }
        if case .constant = value { return }  // `const int x = y;`: not a string constant
        facts.constants.append(RuntimeConstant(name: text(i), value: value, location: location(i)))
    }

    /// The arguments of `name(…)`, split at top-level commas.
    private func arguments(open: Int) -> [Range<Int>] {
        let close = partner[open]
        guard close > open else { return [] }
        var result: [Range<Int>] = []
        var start = open + 1
        var j = open + 1
        while j < close {
            if tokens[j].kind == .punct, partner[j] > j { j = partner[j] + 1; continue }
            if isPunct(j, ",") {
                result.append(start..<j)
                start = j + 1
            }
            j += 1
        }
        if start < close || !result.isEmpty { result.append(start..<close) }
        return result
    }

    private mutating func functionCall(at i: Int) {
        guard let shapes = options.functionShapes[text(i)] else { return }
        let args = arguments(open: i + 1)
        for shape in shapes where shape.key < args.count {
            let range = args[shape.key]
            let close = partner[i + 1]
            let probe = isProbe(callStart: i, callEnd: close)
            record(shape, key: range, key2: shape.key2.flatMap { $0 < args.count ? args[$0] : nil }, at: i, probe: probe, mechanism: text(i))
        }
    }

    /// `X(...) != nil`, `X(...) == nil`, `!X(...)`, `if (X(...))`, `X(...) ?`.
    /// Also `[x isKindOfClass:X(...)]` (false when the class is absent), and `Class c = X(...);` whose
    /// variable's next use tests it (`if (c)`, `if (!c)`, `c != nil`, `c &&`, `[c respondsToSelector:…]`).
    private func isProbe(callStart: Int, callEnd: Int) -> Bool {
        if isTested(callStart, callEnd) { return true }
        if isPunct(callStart - 1, ":"), callStart >= 2, Self.typeTests.contains(text(callStart - 2)) { return true }
        if isPunct(callStart - 1, "="), !isPunct(callStart - 2, "="), !isPunct(callStart - 2, "!"), callStart >= 2,
            tokens[callStart - 2].kind == .identifier, isPunct(callEnd + 1, ";")
        {
            let variable = text(callStart - 2)
            // Its next use, within the rest of the block (nested blocks too).
            var j = callEnd + 2
            var depth = 0
            while j < min(tokens.count, callEnd + 400) {
                if isPunct(j, "{") { depth += 1 }
                if isPunct(j, "}") {
                    depth -= 1
                    if depth < 0 { return false }
                }
                if tokens[j].kind == .identifier, text(j) == variable {
                    if isPunct(j - 1, "["), Self.capabilityTests.contains(text(j + 1)) { return true }
                    // (`[view isKindOfClass:c]`: NO when the class is absent, as with the look-up inline.)
                    if isPunct(j - 1, ":"), j >= 2, Self.typeTests.contains(text(j - 2)) { return true }
                    return isTested(j, j) || isPunct(j + 1, "&") && isPunct(j + 2, "&")
                }
                j += 1
            }
        }
        return false
    }

    /// Whether the expression `start...end` is tested for nil: `E != nil`, `E == nil`, `!E`, `if (E)`, `E ?`,
    /// in parentheses too (`!(E)`, `if ((E))`).
    private func isTested(_ start: Int, _ end: Int) -> Bool {
        if isPunct(end + 1, "!") || isPunct(end + 1, "="), isPunct(end + 2, "="), end + 3 < tokens.count {
            let word = text(end + 3)
            if ["nil", "Nil", "NULL", "nullptr"].contains(word) { return true }
        }
        // The other way round: `nil != E`, `nil == E` (WebDriverAgent's `NSCAssert(nil != c, …)`).
        if start >= 3, isPunct(start - 1, "="), isPunct(start - 2, "=") || isPunct(start - 2, "!"),
            ["nil", "Nil", "NULL", "nullptr"].contains(text(start - 3))
        {
            return true
        }
        if isPunct(end + 1, "?") { return true }
        if isPunct(start - 1, "!") { return true }
        guard isPunct(start - 1, "("), isPunct(end + 1, ")") else { return false }
        if start >= 2, text(start - 2) == "if" { return true }
        // Parentheses that only group (not a call's, whose callee is a name): the test may be outside.
        return (start < 2 || tokens[start - 2].kind != .identifier) && isTested(start - 1, end + 1)
    }

    /// Messages whose class argument may be nil: the answer is then NO.
    static let typeTests: Set<String> = ["isKindOfClass", "isMemberOfClass", "isSubclassOfClass", "conformsToProtocol"]
    /// Messages to a class that ask what it can do, NO for nil.
    static let capabilityTests: Set<String> = [
        "respondsToSelector", "instancesRespondToSelector", "conformsToProtocol", "isSubclassOfClass",
    ]

    /// `[receiver part: arg part: arg]`.
    private mutating func message(at open: Int) {
        let close = partner[open]
        guard close > open + 2 else { return }
        var parts: [(name: Int, colon: Int)] = []
        var j = open + 1
        while j < close {
            if tokens[j].kind == .punct, partner[j] > j { j = partner[j] + 1; continue }
            if isPunct(j, ":"), j > open + 1, tokens[j - 1].kind == .identifier || tokens[j - 1].kind == .keyword {
                parts.append((j - 1, j))
            }
            j += 1
        }
        guard let first = parts.first, first.name > open + 1, let shapes = options.messageShapes[text(first.name)] else { return }
        let names = parts.map { text($0.name) }
        let receiver = (open + 1..<first.name).map(text).joined()
        for shape in shapes {
            let wanted = shape.objcParts
            guard names.count >= wanted.count, Array(names.prefix(wanted.count)) == wanted, shape.key < parts.count else { continue }
            if let word = shape.receiver, !receiver.lowercased().contains(word.lowercased()) { continue }
            func argument(_ k: Int) -> Range<Int> {
                parts[k].colon + 1..<(k + 1 < parts.count ? parts[k + 1].name : close)
            }
            let probe = shape.role == .probe
            record(
                shape, key: argument(shape.key), key2: shape.key2.flatMap { $0 < parts.count ? argument($0) : nil }, at: first.name,
                probe: probe, mechanism: shape.objc ?? names.joined(separator: ":") + ":",
                crossProcess: shape.family == .event && crossesProcesses(receiver: receiver))
        }
    }

    private mutating func record(
        _ shape: RuntimeShape, key: Range<Int>, key2: Range<Int>?, at i: Int, probe: Bool, mechanism: String, crossProcess: Bool = false
    ) {
        consumed.append(key)
        if let key2 { consumed.append(key2) }
        if shape.key2 == nil, recordWrapper(shape: shape, key: key, at: i) { return }
        guard let value = keyExpression(key.lowerBound, key.upperBound, counting: false) else {
            facts.noteDynamic(shape.family, shape.role)
            if shape.family == .runtimeClass, shape.names == .class { looksUpDynamically = true }
            return
        }
        let second = key2.flatMap { keyExpression($0.lowerBound, $0.upperBound, counting: true) }
        let role: RuntimeRole = shape.role == .use && probe ? .probe : shape.role
        facts.mentions.append(
            RuntimeMention(
                family: shape.family, role: role, names: shape.names, key: value, key2: second, mechanism: mechanism,
                location: location(i), crossProcess: crossProcess))
    }

    /// Whether a message's receiver is a center that crosses processes: named so, or a variable the file
    /// binds to one (`NSDistributedNotificationCenter *center`, `center = [NSDistributedNotificationCenter …]`).
    mutating func crossesProcesses(receiver: String) -> Bool {
        if RuntimeMention.namesCrossProcessCenter(receiver) { return true }
        if let known = crossProcessCenters { return known.contains(receiver) }
        var found: Set<String> = []
        for i in tokens.indices where tokens[i].kind == .identifier && text(i) == "NSDistributedNotificationCenter" {
            if isPunct(i + 1, "*"), i + 2 < tokens.count, tokens[i + 2].kind == .identifier { found.insert(text(i + 2)) }
            if isPunct(i - 1, "["), isPunct(i - 2, "="), i >= 3, tokens[i - 3].kind == .identifier { found.insert(text(i - 3)) }
        }
        crossProcessCenters = found
        return found.contains(receiver)
    }

    /// The key an argument spells, or nil (counted as dynamic when `counting`).
    mutating func keyExpression(_ start: Int, _ end: Int, counting: Bool) -> RuntimeKeyExpression? {
        let value = CRuntimeKeyReader(walker: self).read(start, end)
        if value == nil, counting { facts.dynamicKeys += 1 }
        return value
    }
}
