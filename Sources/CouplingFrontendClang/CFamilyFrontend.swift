import CouplingModel

/// The C-family frontend, one per worker: declarations of headers (through libclang or the
/// lexer's declaration extractor), references and imports of every C-family file (through the lexer).
/// Not `Sendable` when it holds libclang state.
public struct CFamilyFrontend {
    public let extractor: CFamilyDeclarationReader
    private let session: ClangSession?
    /// The macros of the tree's headers, given to libclang for what each header includes.
    private let includedMacros: IncludedMacros
    /// What the run-time scan of each file looks for (nil: no run-time facts), done on the
    /// lexer's tokens: the file is read and lexed once.
    private let runtime: RuntimeScanOptions?

    /// `libclang` nil means the lexer's extractor is used whatever `extractor` says; the
    /// caller decides fallbacks and warns. `includedMacros` matters to libclang only.
    public init(
        extractor: CFamilyDeclarationReader, libclang: Libclang?, includedMacros: IncludedMacros = IncludedMacros(),
        runtime: RuntimeScanOptions? = nil
    ) {
        self.includedMacros = includedMacros
        self.runtime = runtime
        if extractor == .clang, let libclang, let session = ClangSession(libclang: libclang) {
            self.extractor = .clang
            self.session = session
        } else {
            self.extractor = .lexer
            self.session = nil
        }
    }

    /// The facts of one file. `path` is relative to the scan root. A header's declarations are its
    /// component's surface; an implementation file's (its macros, static functions, private classes)
    /// are its own (`DeclarationScope.file`, `ImplementationDeclarations`): inside the file they win
    /// over any header's. Never fails: problems become diagnostics.
    public mutating func facts(path: String, contents: [UInt8], language: Language) -> FileFacts {
        var facts = FileFacts(path: path, language: language)
        guard language.isCFamily else { return facts }
        guard contents.count < Int(Int32.max) else {
            facts.diagnostics.append(Diagnostic(.warning, code: "file-too-large", "file too large to scan", path: path))
            return facts
        }
        contents.withUnsafeBufferPointer { bytes in
            var lexed = CFamilyLexer.lex(bytes, path: path)
            if let base = bytes.baseAddress { lexed.dropDisabledBlocks(base: base) }
            facts.imports = lexed.imports
            // (`using` is C++: an Objective-C or C file has none to look for.)
            if language != .objc, language != .c {
                facts.imports += CUsingDirectives.imports(tokens: lexed.tokens, bytes: bytes, path: path)
            }
            facts.diagnostics = lexed.diagnostics
            if let runtime {
                (facts.runtime, facts.calledNames) = CFamilyRuntimeScanner.scanAsRead(
                    tokens: lexed.tokens, bytes: bytes, path: path, options: runtime)
            }
            if language == .header {
                facts.declarations = headerDeclarations(lexed: lexed, bytes: bytes, path: path, diagnostics: &facts.diagnostics)
            } else {
                // (The classes it implements, `@implementation X`, found in the same walk: a class the tree
                // only declares an `@interface` of is another binary's, FLEX's copy of Firebase's.)
                (facts.declarations, facts.typeSpans) = ImplementationDeclarations.declarations(lexed: lexed, bytes: bytes, path: path)
            }
            if let base = bytes.baseAddress {
                DeclarationSupport.markSDKAbsentFallbacks(&facts.declarations, tokens: lexed.tokens, base: base)
            }
            // A header's declaration's own name is not a use of it.
            let declared = language == .header ? facts.declarations.map { $0.location.line << 20 | $0.location.column }.sorted() : []
            facts.references = CFamilyReferenceScanner.references(tokens: lexed.tokens, bytes: bytes, path: path, skipping: declared)
        }
        return facts
    }

    /// A header's declarations: from libclang when there is a session and it reads the header, else
    /// from its tokens.
    private func headerDeclarations(
        lexed: CLexedFile, bytes: UnsafeBufferPointer<UInt8>, path: String, diagnostics: inout [Diagnostic]
    ) -> [Declaration] {
        if let session {
            let cPlusPlus = path.hasSuffix(".hh") || path.hasSuffix(".hpp") || path.hasSuffix(".hxx")
                || Self.looksLikeCPlusPlus(lexed.tokens, bytes: bytes)
            let result = session.declarations(
                path: path, contents: bytes, tokens: lexed.tokens, cPlusPlus: cPlusPlus,
                included: includedMacros.prelude(for: path, using: Self.spelledNames(lexed.tokens, bytes: bytes)))
            if let declarations = result.declarations { return declarations }
            if let diagnostic = result.diagnostic { diagnostics.append(diagnostic) }
        }
        return LexerDeclarationExtractor.declarations(lexed: lexed, bytes: bytes, path: path)
    }

    /// Every identifier and keyword the file spells (a keyword may be a macro's name too).
    static func spelledNames(_ tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names = Set<String>()
        guard let base = bytes.baseAddress else { return names }
        for token in tokens where token.kind == .identifier || token.kind == .keyword {
            names.insert(
                String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self))
        }
        return names
    }

    /// A `.h` that uses `namespace`, `template` or `class` outside `#` lines, a raw string literal
    /// (`R"(...)"`, C++ only) or `::`, is parsed as Objective-C++.
    static func looksLikeCPlusPlus(_ tokens: [CToken], bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var inDirective = false
        // `::` outside a directive is C++'s alone (Santa's `std::optional<SantaTaskInfo> GetTaskInfo();`,
        // which libclang read as Objective-C made a variable `std`), unless the header keeps its C++
        // apart behind `__cplusplus`: then its Objective-C parse blanks those blocks, as before.
        var scopeOperator = false
        var guardsCPlusPlus = false
        for token in tokens {
            switch token.kind {
            case .directive: inDirective = true
            case .endOfDirective: inDirective = false
            case .keyword where !inDirective:
                if token.code == CKeyword.namespace || token.code == CKeyword.template || token.code == CKeyword.class { return true }
            case .string where !inDirective:
                if isRawString(token, bytes) { return true }
            case .punct where !inDirective && token.code == CToken.Punct.scope:
                scopeOperator = true
            case .identifier where inDirective:
                if !guardsCPlusPlus, token.end - token.start == 11, let base = bytes.baseAddress,
                    String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: 11), as: UTF8.self) == "__cplusplus"
                {
                    guardsCPlusPlus = true
                }
            default: break
            }
        }
        return scopeOperator && !guardsCPlusPlus
    }

    /// `R"(...)"` (or with a prefix, `u8R"x(...)x"`): the lexer's string token starts with its prefix.
    private static func isRawString(_ token: CToken, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = Int(token.start)
        let end = min(Int(token.end), bytes.count)
        while index < end && bytes[index] != UInt8(ascii: "\"") { index += 1 }
        return index > Int(token.start) && index < end && bytes[index - 1] == UInt8(ascii: "R")
    }
}
