import CouplingModel

/// An Objective-C method of the file and the parameters its body may pass on as a key.
struct CMethodScope {
    /// `postEvent:payload:`.
    var selector: String
    /// The parameter of each selector part.
    var parameters: [String]
    /// Token indices of the body's braces.
    var body: ClosedRange<Int>
}

/// Wrappers, as for Swift (`SwiftRuntimeWrappers`): `- (void)broadcast:(NSString *)name {
/// [center postNotificationName:name object:nil]; }` posts whatever name it is given, so each
/// `[x broadcast:@"K"]` is a post of `K`. One level.
extension CRuntimeWalker {
    /// The method definitions with a body: `-`/`+`, `(type)`, then `part:(type)name` pairs (or one bare part).
    func methodScopes() -> [CMethodScope] {
        let punct = isPunct
        func word(_ i: Int) -> Bool { i >= 0 && i < tokens.count && (tokens[i].kind == .identifier || tokens[i].kind == .keyword) }
        var scopes: [CMethodScope] = []
        for m in tokens.indices where (punct(m, "-") || punct(m, "+")) && (m == 0 || punct(m - 1, ";") || punct(m - 1, "}")
            || tokens[m - 1].kind == .atKeyword || tokens[m].line != tokens[m - 1].line)
        {
            guard punct(m + 1, "("), partner[m + 1] > m + 1 else { continue }
            var j = partner[m + 1] + 1
            var parts: [String] = []
            var parameters: [String] = []
            while word(j) {
                let part = text(j)
                guard punct(j + 1, ":") else {
                    if parts.isEmpty { parts.append(part) }
                    j += 1
                    break
                }
                j += 2
                if punct(j, "("), partner[j] > j { j = partner[j] + 1 }
                guard word(j) else { break }
                parts.append(part)
                parameters.append(text(j))
                j += 1
            }
            guard !parameters.isEmpty, punct(j, "{"), partner[j] > j else { continue }
            scopes.append(CMethodScope(selector: parts.map { $0 + ":" }.joined(), parameters: parameters, body: j...partner[j]))
        }
        return scopes
    }

    /// When the key argument of `shape` (a single identifier) is a parameter of the enclosing method:
    /// records that method as a derived shape and returns true.
    mutating func recordWrapper(shape: RuntimeShape, key: Range<Int>, at i: Int) -> Bool {
        guard key.count == 1, tokens[key.lowerBound].kind == .identifier else { return false }
        // (The file's methods are found the first time a key is a bare name: most files never need them.)
        if methods == nil { methods = methodScopes() }
        guard let scope = methods?.last(where: { $0.body.contains(i) && $0.body.lowerBound < i }),
            let index = scope.parameters.firstIndex(of: text(key.lowerBound))
        else { return false }
        let derived = RuntimeShape(family: shape.family, role: shape.role, names: shape.names, objc: scope.selector, key: index)
        if !facts.wrappers.contains(derived) { facts.wrappers.append(derived) }
        return true
    }
}
