import CouplingModel

/// Finds string-keyed run-time coupling in Swift, on the lexer's tokens: calls of the configured
/// shapes (`NotificationCenter.default.post(name:)`, `publisher(for:)`, `NSClassFromString(_:)`,
/// `performTarget(_:action:)`…) with their key arguments, string constants (`static let k = "v"`,
/// `static let k = Notification.Name("v")`, a top-level `let`), and mediator targets and actions
/// (`class Target_X` with `func Action_y`). Comments are never read.
public enum SwiftRuntimeScanner {
    public typealias Options = RuntimeScanOptions

    /// - Parameters:
    ///   - constantsOnly: only the string constants (a file that declares one a call spells).
    ///   - callsOnly: only the calls of `options`' shapes (a second scan, for wrappers' calls).
    public static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, options: Options, constantsOnly: Bool = false, callsOnly: Bool = false
    ) -> RuntimeFileFacts {
        guard !bytes.isEmpty else { return RuntimeFileFacts() }
        var walker = SwiftRuntimeWalker(text: bytes, tokens: SwiftLexer.tokenize(bytes), path: path, options: options)
        walker.run(constantsOnly: constantsOnly, callsOnly: callsOnly)
        return walker.facts
    }

    /// The scan a frontend makes of a file as it reads it: everything the file holds when it calls a
    /// trigger word (`options.swiftTriggers`: `f(`) or declares a class with a trigger prefix
    /// (`class Target_A`); nil otherwise (words in comments and strings do not count). Also the
    /// names it calls, for the later search of the wrappers' calls. (For a reader that lexes no
    /// Swift of its own: swift-syntax.)
    public static func scanAsRead(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, options: Options
    ) -> (facts: RuntimeFileFacts?, called: NameFilter) {
        scanAsRead(tokens: SwiftLexer.tokenize(bytes), text: bytes, path: path, options: options)
    }

    /// The same, on the tokens the fast frontend lexed.
    static func scanAsRead(
        tokens: [Token], text: UnsafeBufferPointer<UInt8>, path: String, options: Options
    ) -> (facts: RuntimeFileFacts?, called: NameFilter) {
        let triggers = options.swiftTriggers
        var triggered = false
        var called: [UInt64] = []
        for (i, token) in tokens.enumerated() where token.kind == .identifier {
            let (start, end) = (Int(token.start), Int(token.end))
            if i + 1 < tokens.count, tokens[i + 1].kind == .leftParen {
                called.append(NameFilter.hash(text, start: start, end: end))
                if !triggered { triggered = triggers.matches(text, start: start, end: end) }
            } else if !triggered, i > 0, tokens[i - 1].keyword == .class {
                triggered = triggers.matches(text, start: start, end: end)
            }
        }
        guard triggered else { return (nil, NameFilter(hashes: called)) }
        var walker = SwiftRuntimeWalker(text: text, tokens: tokens, path: path, options: options)
        walker.run(constantsOnly: false, callsOnly: false)
        return (walker.facts, NameFilter(hashes: called))
    }
}

struct SwiftRuntimeWalker {
    let text: UnsafeBufferPointer<UInt8>
    let toks: [Token]
    let path: String
    let options: SwiftRuntimeScanner.Options
    var facts = RuntimeFileFacts()
    var partner: [Int]
    /// The file's functions with a body (`SwiftRuntimeWrappers`), once needed.
    var functions: [SwiftFunctionScope]?
    /// Variables the file binds to a center that crosses processes, once needed.
    var crossProcessCenters: Set<String>?

    init(text: UnsafeBufferPointer<UInt8>, tokens: [Token], path: String, options: SwiftRuntimeScanner.Options) {
        self.text = text
        toks = tokens
        self.path = path
        self.options = options
        partner = Array(repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (i, t) in tokens.enumerated() {
            switch t.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationBegin, .stringBegin: stack.append(i)
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .stringEnd:
                if let last = stack.popLast() {
                    partner[last] = i
                    partner[i] = last
                }
            default: break
            }
        }
    }

    func spelling(_ i: Int) -> String {
        guard i >= 0, i < toks.count else { return "" }
        let t = toks[i]
        return String(decoding: UnsafeBufferPointer(rebasing: text[Int(t.start)..<Int(t.end)]), as: UTF8.self)
    }

    func kind(_ i: Int) -> TokenKind { i >= 0 && i < toks.count ? toks[i].kind : .end }

    func isOperator(_ i: Int, _ op: String) -> Bool { kind(i) == .operator && spelling(i) == op }

    func location(_ i: Int) -> SourceLocation {
        SourceLocation(path: path, line: Int(toks[i].line), column: Int(toks[i].column))
    }

    mutating func run(constantsOnly: Bool, callsOnly: Bool = false) {
        var depth = 0
        var targets: [(name: String, depth: Int)] = []
        // The types and extensions whose bodies are open (`Config` of `struct Config {`, `Name` of
        // `extension Notification.Name {`): their constants are also known by `Owner.name`.
        var owners: [(name: String, depth: Int)] = []
        var pendingOwner: String?
        for i in toks.indices {
            let t = toks[i]
            switch t.kind {
            case .leftBrace:
                depth += 1
                if let owner = pendingOwner { owners.append((owner, depth)) }
                pendingOwner = nil
            case .rightBrace:
                depth -= 1
                while let last = targets.last, last.depth > depth { targets.removeLast() }
                while let last = owners.last, last.depth > depth { owners.removeLast() }
            case .identifier:
                if [.struct, .class, .enum, .extension, .actor].contains(t.keyword), kind(i + 1) == .identifier, toks[i + 1].keyword == .none {
                    var j = i + 1
                    while kind(j + 1) == .period, kind(j + 2) == .identifier { j += 2 }
                    pendingOwner = spelling(j)
                }
                if !callsOnly, t.keyword == .let, kind(i + 1) == .identifier, depth == 0 || toks[max(0, i - 1)].keyword == .static {
                    constant(name: i + 1, owner: owners.last.flatMap { $0.depth == depth ? $0.name : nil })
                } else if constantsOnly {
                    break
                } else if !callsOnly, t.keyword == .class, kind(i + 1) == .identifier {
                    let name = spelling(i + 1)
                    if let target = options.targetPrefixes.lazy.compactMap({ name.hasPrefix($0) ? String(name.dropFirst($0.count)) : nil }).first,
                        !target.isEmpty
                    {
                        targets.append((target, depth + 1))
                        facts.mentions.append(
                            RuntimeMention(
                                family: .targetAction, role: .register, names: .class, key: .literal(target), mechanism: name,
                                location: location(i + 1)))
                    }
                } else if !callsOnly, t.keyword == .func, kind(i + 1) == .identifier, let target = targets.last, target.depth == depth {
                    let name = spelling(i + 1)
                    if let action = options.actionPrefixes.lazy.compactMap({ name.hasPrefix($0) ? String(name.dropFirst($0.count)) : nil }).first,
                        !action.isEmpty
                    {
                        facts.mentions.append(
                            RuntimeMention(
                                family: .targetAction, role: .register, names: .class, key: .literal(target.name),
                                key2: .literal(action), mechanism: name, location: location(i + 1)))
                    }
                } else if kind(i + 1) == .leftParen, t.keyword == .none, let shapes = options.swiftCallShapes[spelling(i)] {
                    call(at: i, shapes: shapes)
                }
            default:
                break
            }
        }
    }

    /// `let k = <key>` / `static let k: T = <key>`.
    /// `let name = "v"` (`static let name = Notification.Name("v")`…); in a type's body also known
    /// as `Owner.name`, which a qualified use (`Config.didChange`) resolves to first.
    private mutating func constant(name: Int, owner: String?) {
        var j = name + 1
        if kind(j) == .colon {
            // Skip the type annotation up to `=`.
            while j < toks.count, !isOperator(j, "="), kind(j) != .leftBrace, !toks[j].hasNewlineBefore || j == name + 2 { j += 1 }
        }
        guard isOperator(j, "=") else { return }
        let end = expressionEnd(from: j + 1)
        guard let value = SwiftRuntimeKeyReader(walker: self).read(j + 1, end) else { return }
        if case .constant = value, !isNameConstructor(j + 1) { return }  // `let a = b`: no string constant
        facts.constants.append(RuntimeConstant(name: spelling(name), value: value, location: location(name)))
        if let owner { facts.constants.append(RuntimeConstant(name: owner + "." + spelling(name), value: value, location: location(name))) }
    }

    private func isNameConstructor(_ i: Int) -> Bool {
        let type = spelling(i) == "Foundation" && kind(i + 1) == .period ? i + 2 : i
        return spelling(type) == "Notification" || spelling(type) == "NSNotification" || spelling(i + 1) == "init"
    }

    /// The end of an expression starting at `start`: the next line break at bracket depth 0, or a `;`/`,`/closer.
    func expressionEnd(from start: Int) -> Int {
        var j = start
        while j < toks.count {
            if j > start, toks[j].hasNewlineBefore, kind(j) != .period { break }
            switch kind(j) {
            case .semicolon, .comma, .rightParen, .rightBracket, .rightBrace, .leftBrace: return j
            case .leftParen, .leftBracket, .stringBegin, .interpolationBegin:
                if partner[j] > j { j = partner[j] }
            default: break
            }
            j += 1
        }
        return j
    }

    /// The arguments of a call: (label or nil, token range).
    func arguments(open: Int) -> [(label: String?, range: Range<Int>)] {
        let close = partner[open]
        guard close > open else { return [] }
        var result: [(String?, Range<Int>)] = []
        var start = open + 1
        var j = open + 1
        func finish(_ end: Int) {
            guard start < end else { return }
            if kind(start) == .identifier, kind(start + 1) == .colon {
                result.append((spelling(start), start + 2..<end))
            } else {
                result.append((nil, start..<end))
            }
        }
        while j < close {
            if partner[j] > j { j = partner[j] + 1; continue }
            if kind(j) == .comma {
                finish(j)
                start = j + 1
            }
            j += 1
        }
        finish(close)
        return result
    }

    /// `if let c = NSClassFromString("X")`, `guard let …`, `, let …` in a condition list: the lookup
    /// is tested, not trusted.
    private func isOptionallyBound(call name: Int) -> Bool {
        var start = name
        while kind(start - 1) == .period, kind(start - 2) == .identifier { start -= 2 }
        guard isOperator(start - 1, "="), kind(start - 2) == .identifier, ["let", "var"].contains(spelling(start - 3)) else {
            return false
        }
        return ["if", "guard", "while"].contains(spelling(start - 4)) || kind(start - 4) == .comma
    }

    /// The receiver chain before `name` (`NotificationCenter.default` in `NotificationCenter.default.post`).
    private func receiver(before name: Int) -> String {
        var parts: [String] = []
        var j = name - 1
        while kind(j) == .period, kind(j - 1) == .identifier || kind(j - 1) == .rightParen {
            if kind(j - 1) == .rightParen, partner[j - 1] >= 0 {
                j = partner[j - 1] - 1
                continue
            }
            parts.append(spelling(j - 1))
            j -= 2
        }
        return parts.reversed().joined(separator: ".")
    }

    private mutating func call(at i: Int, shapes: [RuntimeShape]) {
        let args = arguments(open: i + 1)
        let receiverText = receiver(before: i)
        for shape in shapes {
            guard let parts = shape.swiftParts, shape.key < args.count else { continue }
            // Labels must agree as far as the shape spells them (`_` is an unlabeled argument).
            var agrees = parts.labels.count <= args.count
            for (k, label) in parts.labels.enumerated() where agrees && k < args.count {
                agrees = (args[k].label ?? "_") == label
            }
            guard agrees else { continue }
            if let word = shape.receiver, !receiverText.lowercased().contains(word.lowercased()), !spelling(i).lowercased().contains(word.lowercased()) {
                continue
            }
            if shape.key2 == nil, recordWrapper(call: i, shape: shape, key: args[shape.key].range) { continue }
            let reader = SwiftRuntimeKeyReader(walker: self)
            guard let key = reader.read(args[shape.key].range.lowerBound, args[shape.key].range.upperBound) else {
                facts.noteDynamic(shape.family, shape.role)
                continue
            }
            let key2 = shape.key2.flatMap { $0 < args.count ? reader.read(args[$0].range.lowerBound, args[$0].range.upperBound) : nil }
            var role = shape.role
            let close = partner[i + 1]
            if role == .use, isOperator(close + 1, "!=") || isOperator(close + 1, "=="), spelling(close + 2) == "nil" { role = .probe }
            if role == .use, isOptionallyBound(call: i) { role = .probe }
            // (`postNotificationName(_:)` is only the distributed center's.)
            let crossProcess = shape.family == .event && (shape.swift == "postNotificationName(_:)" || crossesProcesses(receiver: receiverText))
            facts.mentions.append(
                RuntimeMention(
                    family: shape.family, role: role, names: shape.names, key: key, key2: key2, mechanism: shape.swift ?? spelling(i),
                    location: location(i), crossProcess: crossProcess))
        }
    }

    /// Whether a call's receiver is a center that crosses processes: named so, or a variable the file
    /// binds to one (`let center = DistributedNotificationCenter.default()`, `center: DistributedNotificationCenter`).
    mutating func crossesProcesses(receiver: String) -> Bool {
        if RuntimeMention.namesCrossProcessCenter(receiver) { return true }
        if let known = crossProcessCenters { return known.contains(receiver) }
        var found: Set<String> = []
        for i in toks.indices where kind(i) == .identifier && spelling(i) == "DistributedNotificationCenter" {
            if isOperator(i - 1, "=") || kind(i - 1) == .colon, kind(i - 2) == .identifier { found.insert(spelling(i - 2)) }
        }
        crossProcessCenters = found
        return found.contains(receiver)
    }
}
