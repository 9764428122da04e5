import CouplingModel

/// A function of the file and the parameters its body may pass on as a key.
struct SwiftFunctionScope {
    var name: String
    /// Argument labels (`_` for none), one per parameter.
    var labels: [String]
    /// Internal parameter names.
    var parameters: [String]
    /// Token indices of the body's braces.
    var body: ClosedRange<Int>
}

/// Wrappers: `static func postOnMainThread(notification: Notification.Name) { center.post(name:
/// notification, …) }` posts whatever name it is given, so each call of it is a post of its
/// argument. A call shape whose key is a parameter of the enclosing function makes that function a
/// call shape of its own (the derived shape, in `RuntimeFileFacts.wrappers`); the scan then finds
/// its calls like any other. One level: a wrapper of a wrapper is not followed.
extension SwiftRuntimeWalker {
    /// The functions with a body, in token order.
    func functionScopes() -> [SwiftFunctionScope] {
        var scopes: [SwiftFunctionScope] = []
        for f in toks.indices where toks[f].kind == .identifier && toks[f].keyword == .func && kind(f + 1) == .identifier {
            var j = f + 2
            // A generic clause: `<T: P>` up to its closing `>`.
            if kind(j) == .operator, spelling(j).hasPrefix("<") {
                var depth = 0
                while j < toks.count {
                    if kind(j) == .operator {
                        let op = spelling(j)
                        depth += op.filter { $0 == "<" }.count - op.filter { $0 == ">" }.count
                    }
                    j += 1
                    if depth <= 0 { break }
                }
            }
            guard kind(j) == .leftParen, partner[j] > j else { continue }
            var labels: [String] = []
            var parameters: [String] = []
            var start = j + 1
            var k = j + 1
            let close = partner[j]
            func finish(_ end: Int) {
                guard start < end, kind(start) == .identifier else { return }
                if kind(start + 1) == .identifier, kind(start + 2) == .colon {
                    labels.append(spelling(start))
                    parameters.append(spelling(start + 1))
                } else if kind(start + 1) == .colon {
                    labels.append(spelling(start))
                    parameters.append(spelling(start))
                }
            }
            while k < close {
                if partner[k] > k {
                    k = partner[k] + 1
                    continue
                }
                if kind(k) == .comma {
                    finish(k)
                    start = k + 1
                }
                k += 1
            }
            finish(close)
            // The body: the first `{` after the signature, before anything that ends a declaration.
            var b = close + 1
            while b < toks.count, kind(b) != .leftBrace, kind(b) != .rightBrace, kind(b) != .semicolon,
                !(kind(b) == .identifier && [.func, .var, .let, .case].contains(toks[b].keyword))
            {
                if partner[b] > b { b = partner[b] }
                b += 1
            }
            guard kind(b) == .leftBrace, partner[b] > b else { continue }
            scopes.append(SwiftFunctionScope(name: spelling(f + 1), labels: labels, parameters: parameters, body: b...partner[b]))
        }
        return scopes
    }

    /// The innermost function whose body holds token `i` (the file's functions are found the first
    /// time a key is a bare name: most files never need them).
    mutating func enclosingFunction(of i: Int) -> SwiftFunctionScope? {
        if functions == nil { functions = functionScopes() }
        return functions?.last { $0.body.contains(i) && $0.body.lowerBound < i }
    }

    /// The parameter an argument passes on as it is: `name`, `name.rawValue`, or
    /// `Notification.Name(rawValue: name)`.
    func passedParameter(_ range: Range<Int>) -> String? {
        if range.count == 1, kind(range.lowerBound) == .identifier { return spelling(range.lowerBound) }
        if range.count == 3, kind(range.lowerBound) == .identifier, kind(range.lowerBound + 1) == .period,
            spelling(range.lowerBound + 2) == "rawValue"
        {
            return spelling(range.lowerBound)
        }
        guard let last = range.last, kind(last) == .rightParen, partner[last] > range.lowerBound else { return nil }
        let open = partner[last]
        let callee = (range.lowerBound..<open).map(spelling).joined()
        guard ["Notification.Name", "NSNotification.Name", ".init", "Name"].contains(callee) else { return nil }
        let args = arguments(open: open)
        guard args.count == 1 else { return nil }
        return passedParameter(args[0].range)
    }

    /// When the key argument of `shape` at the call `i` is a parameter of the enclosing function:
    /// records that function as a derived shape and returns true.
    mutating func recordWrapper(call i: Int, shape: RuntimeShape, key: Range<Int>) -> Bool {
        guard let parameter = passedParameter(key), let scope = enclosingFunction(of: i),
            let index = scope.parameters.firstIndex(of: parameter)
        else { return false }
        let labels = scope.labels.prefix(index + 1).map { $0 + ":" }.joined()
        let derived = RuntimeShape(family: shape.family, role: shape.role, names: shape.names, swift: "\(scope.name)(\(labels))", key: index)
        if !facts.wrappers.contains(derived) { facts.wrappers.append(derived) }
        return true
    }
}
