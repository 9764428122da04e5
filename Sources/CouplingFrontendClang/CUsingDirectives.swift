import CouplingModel

/// C++ `using` directives and declarations (`using namespace engine;`, `using engine::View;`): after
/// one, a file names a namespace's members unqualified. Recorded as imports of kind
/// `usingNamespace` naming the namespace (the first segment written); an alias (`using T = …;`) is none.
enum CUsingDirectives {
    static func imports(tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>, path: String) -> [Import] {
        guard let base = bytes.baseAddress else { return [] }
        func isKeyword(_ index: Int, _ code: UInt8) -> Bool {
            index < tokens.count && tokens[index].kind == .keyword && tokens[index].code == code
        }
        var found: [Import] = []
        for index in tokens.indices where isKeyword(index, CKeyword.using) {
            var name = index + 1
            if isKeyword(name, CKeyword.namespace) { name += 1 }
            // `using ::ns::x;`: the leading `::` is the global scope.
            if name < tokens.count, tokens[name].kind == .punct, tokens[name].code == CToken.Punct.scope { name += 1 }
            guard name < tokens.count, tokens[name].kind == .identifier else { continue }
            let next = name + 1
            let isDirective = isKeyword(index + 1, CKeyword.namespace)
            // A declaration names a member: `N::name`; `using T = …;` and `using T;` are not.
            guard isDirective || (next < tokens.count && tokens[next].kind == .punct && tokens[next].code == CToken.Punct.scope)
            else { continue }
            let token = tokens[name]
            let text = String(
                decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
            if text == "std" { continue }
            found.append(
                Import(
                    name: text, kind: .usingNamespace,
                    location: SourceLocation(path: path, line: Int(tokens[index].line), column: Int(tokens[index].column))))
        }
        return found
    }
}
