import CouplingModel

/// The namespaces whose members a C++ file names unqualified: those of `using` directives and
/// declarations (`using namespace engine;`, `using engine::View;`) and those it opens
/// (`namespace engine {`: inside, a member of `engine` declared in another header is named bare).
/// Recorded as imports of kind `usingNamespace`, one per namespace segment written (`a::b` gives `a`
/// and `b`, as a declaration's namespace is its innermost one); an alias (`using T = …;`) is none.
/// At file scope, where they put names into the global namespace, `using a::b::Name;` is recorded
/// as `b::Name` too and `using namespace a::b;` as `b::`: what `::Name` may then name (santa's
/// `::PrefixTree` after `using santa::PrefixTree;`). No namespace's name holds `::`.
enum CUsingDirectives {
    static func imports(tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>, path: String) -> [Import] {
        guard let base = bytes.baseAddress else { return [] }
        // (Most C-family files say neither word: the walk below, which follows braces, is not made.)
        guard tokens.contains(where: { $0.kind == .keyword && ($0.code == CKeyword.using || $0.code == CKeyword.namespace) }) else {
            return []
        }
        func isKeyword(_ index: Int, _ code: UInt8) -> Bool {
            index < tokens.count && tokens[index].kind == .keyword && tokens[index].code == code
        }
        func isScope(_ index: Int) -> Bool {
            index < tokens.count && tokens[index].kind == .punct && tokens[index].code == CToken.Punct.scope
        }
        func isIdentifier(_ index: Int) -> Bool { index < tokens.count && tokens[index].kind == .identifier }
        /// The identifiers of `a::b::c` from `start`, and the index after them.
        func qualifiedName(_ start: Int) -> (names: [Int], end: Int) {
            var names: [Int] = []
            var index = start
            // `using ::ns::x;`: the leading `::` is the global scope.
            if isScope(index) { index += 1 }
            while isIdentifier(index) {
                names.append(index)
                guard isScope(index + 1) else { return (names, index + 1) }
                index += 2
            }
            return (names, index)
        }
        var found: [Import] = []
        func spelling(_ name: Int) -> String {
            let token = tokens[name]
            return String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
        }
        func recordGlobal(_ text: String, at keyword: Int) {
            found.append(
                Import(
                    name: text, kind: .usingNamespace,
                    location: SourceLocation(path: path, line: Int(tokens[keyword].line), column: Int(tokens[keyword].column))))
        }
        func record(_ names: ArraySlice<Int>, at keyword: Int) {
            for name in names {
                let token = tokens[name]
                let text = String(
                    decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
                if text == "std" { continue }
                found.append(
                    Import(
                        name: text, kind: .usingNamespace,
                        location: SourceLocation(path: path, line: Int(tokens[keyword].line), column: Int(tokens[keyword].column))))
            }
        }
        // (Braces of code, not of a directive's: file scope is depth 0.)
        var depth = 0
        var inDirective = false
        for index in tokens.indices {
            switch tokens[index].kind {
            case .directive: inDirective = true
            case .endOfDirective: inDirective = false
            case .punct where !inDirective && tokens[index].code == ASCII.leftBrace: depth += 1
            case .punct where !inDirective && tokens[index].code == ASCII.rightBrace: depth = max(0, depth - 1)
            default: break
            }
            guard tokens[index].kind == .keyword else { continue }
            if isKeyword(index, CKeyword.using) {
                let isDirective = isKeyword(index + 1, CKeyword.namespace)
                let (names, _) = qualifiedName(index + (isDirective ? 2 : 1))
                // A directive names namespaces; a declaration names a member, `N::name` (its
                // namespaces are all but the last); `using T = …;` and `using T;` name none.
                if isDirective { record(names[...], at: index) } else if names.count > 1 { record(names.dropLast(), at: index) }
                if depth == 0, !inDirective, let last = names.last, spelling(isDirective ? last : names[max(0, names.count - 2)]) != "std" {
                    if isDirective {
                        recordGlobal(spelling(last) + "::", at: index)
                    } else if names.count > 1 {
                        recordGlobal(spelling(names[names.count - 2]) + "::" + spelling(last), at: index)
                    }
                }
            } else if isKeyword(index, CKeyword.namespace), index == 0 || !isKeyword(index - 1, CKeyword.using) {
                // `namespace a::b {` (not an alias `namespace x = y;`, nor `namespace {`).
                let (names, end) = qualifiedName(index + 1)
                if end < tokens.count, tokens[end].kind == .punct, tokens[end].code == ASCII.leftBrace { record(names[...], at: index) }
            }
        }
        return found
    }
}
