import CouplingModel

/// Attributes and compiler directives: which attributes hold references, and `#if`, whose clauses that
/// can never be active are skipped (`CompilationPlatforms`, shared with the swift-syntax reader).
extension FactsRecognizer {
    // MARK: Attributes and directives

    static let attributesWithoutReferences: Set<String> = [
        // Their arguments are tokens (platforms, versions, strings, selector pieces), not expressions.
        "available", "_spi_available", "backDeployed", "_backDeploy", "objc", "_originallyDefinedIn",
        "_effects", "_documentation", "_silgen_name", "_cdecl", "_private", "_opaqueReturnTypeOf",
        "_unavailableFromAsync", "differentiable", "derivative", "transpose", "_semantics", "_alignment",
        "_objcRuntimeName", "_swift_native_objc_runtime_base", "_nonSendable", "_projectedValueProperty",
        "_section", "abi",
    ]

    mutating func attribute() {
        let t = toks[i]
        if t.length == 0 { return }
        let attrID = id(i)
        let attr = names.string(attrID, text)
        let skipArguments = Self.attributesWithoutReferences.contains(attr)
        if !SwiftAttributes.isBuiltIn(attr) {
            references.append(
                RawReference(name: attrID, qualifier: -1, kind: .symbol, line: t.line, column: t.column, offset: t.start))
        }
        if isOperator(i + 1, "<"), toks[i + 1].isLeftBound {
            // `@OptionSet<UInt8>`: generic arguments of the attribute's type.
            let saved = top.typeMode
            let count = outer.count
            top.typeMode = true
            maybeGenericArguments(after: i)
            if outer.count > count {
                outer[outer.count - 1].typeMode = saved
                return
            }
            top.typeMode = saved
        }
        guard kind(i + 1) == .leftParen, toks[i + 1].isLeftBound, partner[i + 1] > 0 else { return }
        if skipArguments {
            i = Int(partner[i + 1])
        } else if attr == "attached", isWord(i + 2) {
            // `@attached(extension, ...)`: the role is a name even when it is a keyword.
            use(i + 2)
            skipWords.append(i + 2)
        } else if attr == "_lifetime" || attr == "lifetime" {
            // `@_lifetime(borrow a, copy b)`: the dependence kinds are not names.
            var j = i + 2
            while j < Int(partner[i + 1]) {
                if isWord(j), isWord(j + 1), !toks[j + 1].hasNewlineBefore { skipWords.append(j) }
                j += 1
            }
        } else if attr == "_specialize" || attr == "specialized" {
            // Only the `where` clause holds types.
            let close = Int(partner[i + 1])
            var j = i + 2
            while j < close, keyword(j) != .where { j += 1 }
            var frame = Frame(kind: .paren, role: .plain)
            frame.typeMode = true
            push(frame)
            i = j
        }
    }

    mutating func pound() {
        let t = toks[i]
        if spelled(i, "if") {
            conditionals.append(false)
            let value = evaluateCondition()
            platforms.enter(value, line: Int(toks[i].line) + 1)
            clause(value)
            return
        }
        if spelled(i, "elseif") {
            if conditionals.last == true {
                skipClauses(toEndif: true)
            } else {
                let value = evaluateCondition()
                platforms.clause(value, line: Int(toks[i].line) + 1)
                clause(value)
            }
            return
        }
        if spelled(i, "else") {
            if conditionals.last == true {
                skipClauses(toEndif: true)
            } else {
                platforms.clause(.yes, line: Int(toks[i].line) + 1)
            }
            return
        }
        if spelled(i, "endif") {
            if !conditionals.isEmpty { conditionals.removeLast() }
            platforms.exit(line: Int(toks[i].line) + 1)
            return
        }
        if spelled(i, "available") || spelled(i, "unavailable") || spelled(i, "sourceLocation")
            || spelled(i, "_hasSymbol")
        {
            if kind(i + 1) == .leftParen, partner[i + 1] > 0 { i = Int(partner[i + 1]) }
            return
        }
        references.append(
            RawReference(name: id(i), qualifier: -1, kind: .macroExpansion, line: t.line, column: t.column, offset: t.start))
        maybeGenericArguments(after: i)
    }

    /// After a clause's condition was read (`i` on its last token): skip the clause when it can
    /// never be active, remember when it is always active (later clauses are then skipped).
    mutating func clause(_ value: ConditionValue) {
        if value.isNever {
            skipClauses(toEndif: false)
        } else if value.isAlways, !conditionals.isEmpty {
            conditionals[conditionals.count - 1] = true
        }
    }

    /// Moves `i` to the token before the next `#elseif`/`#else` (or only `#endif`) of this `#if`.
    mutating func skipClauses(toEndif: Bool) {
        var nesting = 0
        var j = i + 1
        while j < toks.count {
            if toks[j].kind == .pound {
                if spelled(j, "if") {
                    nesting += 1
                } else if spelled(j, "endif") {
                    if nesting == 0 { break }
                    nesting -= 1
                } else if nesting == 0, !toEndif, spelled(j, "elseif") || spelled(j, "else") {
                    break
                }
            }
            j += 1
        }
        if depth == 0 { otherPlatformImports(i + 1, j) }
        i = j - 1
    }

    /// The imports among the tokens `start..<end` of clauses only other platforms compile: a line
    /// that is `[@attributes] [modifiers] import [kind] Name`.
    mutating func otherPlatformImports(_ start: Int, _ end: Int) {
        var k = start
        while k < end {
            defer { k += 1 }
            guard keyword(k) == .import, kind(k + 1) == .identifier || keyword(k + 1) != .none else { continue }
            var lineStart = k
            var exported = false
            var testable = false
            while lineStart > start, !toks[lineStart].hasNewlineBefore {
                lineStart -= 1
                if toks[lineStart].kind == .attribute, spelled(lineStart, "_exported") { exported = true }
                if toks[lineStart].kind == .attribute, spelled(lineStart, "testable") { testable = true }
            }
            var j = k + 1
            switch keyword(j) {
            case .struct, .class, .enum, .protocol, .typealias, .func, .let, .var, .actor: j += 1
            default: break
            }
            guard j < end, kind(j) == .identifier else { continue }
            let (line, column) = location(j)
            imports.append(
                Import(
                    name: name(j), kind: exported ? .swiftExportedModule : .swiftModule,
                    location: SourceLocation(path: path, line: Int(line), column: Int(column)), isOtherPlatformsOnly: true,
                    isTestable: testable))
        }
    }

    /// Reads the condition after `#if`/`#elseif` (the rest of the line) with the rules the precise
    /// frontend applies to its syntax tree (`ConditionValue`, `CompilationPlatforms`): `os(X)` is false
    /// for the operating systems coupling never analyses, `!`, parentheses and chains of one of
    /// `&&`/`||` combine; the rest is unknown.
    /// Leaves `i` on the condition's last token: a condition holds no references.
    mutating func evaluateCondition() -> ConditionValue {
        var j = i + 1
        var end = j
        while end < toks.count, !toks[end].hasNewlineBefore { end += 1 }
        let value = sequence(&j, end)
        i = end - 1
        return value
    }

    func sequence(_ j: inout Int, _ end: Int) -> ConditionValue {
        var operands: [ConditionValue] = [primary(&j, end)]
        var ands = 0
        var ors = 0
        while j < end, kind(j) == .operator {
            if isOperator(j, "&&") { ands += 1 } else if isOperator(j, "||") { ors += 1 } else { return .unknown }
            j += 1
            operands.append(primary(&j, end))
        }
        if operands.count == 1 { return operands[0] }
        if ors == 0 { return .all(operands) }
        if ands == 0 { return .any(operands) }
        return .unknown
    }

    func primary(_ j: inout Int, _ end: Int) -> ConditionValue {
        guard j < end else { return .unknown }
        if isOperator(j, "!") {
            j += 1
            return !primary(&j, end)
        }
        if kind(j) == .leftParen {
            let close = Int(partner[j])
            guard close > j, close < end else {
                j = end
                return .unknown
            }
            var k = j + 1
            let value = sequence(&k, close)
            let single = k == close
            j = close + 1
            return single ? value : .unknown
        }
        if keyword(j) == .true || keyword(j) == .false {
            j += 1
            return keyword(j - 1) == .true ? .yes : .no  // (`#if false`: never compiled)
        }
        if kind(j) == .identifier {
            let isOS = spelled(j, "os")
            let isCanImport = spelled(j, "canImport")
            j += 1
            if kind(j) == .leftParen {
                let close = Int(partner[j])
                guard close > j, close < end else {
                    j = end
                    return .unknown
                }
                var value = ConditionValue.unknown
                if isOS || isCanImport, close == j + 2, kind(j + 1) == .identifier {
                    value = isOS ? CompilationPlatforms.standard.os(name(j + 1)) : CompilationPlatforms.standard.canImport(name(j + 1))
                }
                j = close + 1
                return value
            }
            return .unknown
        }
        j += 1
        return .unknown
    }

}
