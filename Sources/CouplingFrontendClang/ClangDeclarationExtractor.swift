import CLibclang
import CouplingModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One libclang index, confined to one worker: translation units are parsed and disposed
/// here, never shared. Not `Sendable` on purpose.
final class ClangSession {
    let libclang: Libclang
    private let index: CXIndex

    init?(libclang: Libclang) {
        guard let index = libclang.api.createIndex(0, 0) else { return nil }
        self.libclang = libclang
        self.index = index
    }

    deinit { libclang.api.disposeIndex(index) }

    /// Declarations of one header, parsed alone (no includes followed, no SDK) behind
    /// `ObjCPrelude` and `included`, the directives of the project headers it includes
    /// (`IncludedMacros`). Returns nil and a diagnostic when libclang gives no translation unit.
    func declarations(
        path: String, contents: UnsafeBufferPointer<UInt8>, tokens: [CToken], cPlusPlus: Bool,
        included: (text: String, defined: Set<String>) = ("", [])
    ) -> (declarations: [Declaration]?, diagnostic: Diagnostic?) {
        let api = libclang.api
        guard let contentsBase = contents.baseAddress else { return ([], nil) }
        var buffer = Array(ObjCPrelude.text.utf8)
        buffer += Array(LibclangInput.guardMacros.utf8)
        let treeText = buffer.count  // from here on, text from the tree: no directive may name a file
        buffer += Array(included.text.utf8)
        buffer += Array(ObjCPrelude.projectMacroStubs(tokens: tokens, base: contentsBase, defined: included.defined).utf8)
        let escaped = path.map { $0 == "\"" || $0 == "\\" ? "\\" + String($0) : $0.isNewline ? "_" : String($0) }.joined()
        // A virtual directory: with a real path, clang resolves quoted #includes next to it.
        // Positions are computed from byte offsets, so the name is only cosmetic.
        buffer += Array("#line 1 \"/__coupling__/\(escaped)\"\n".utf8)
        let preludeLength = buffer.count
        buffer += contents
        if !cPlusPlus { Self.blankCPlusPlusBlocks(&buffer, from: preludeLength, tokens: tokens, base: contentsBase) }
        LibclangInput.blankDirectives(&buffer, from: treeText)
        let fileName = "/__coupling__/main" + (cPlusPlus ? ".mm" : ".m")
        let arguments = [
            "-x", cPlusPlus ? "objective-c++" : "objective-c", "-fsyntax-only", "-ferror-limit=0", "-Wno-everything",
            "-fobjc-runtime=ios-13.0", "-fobjc-arc", "-fblocks",
        ] + (cPlusPlus ? ["-std=gnu++17"] : [])
        let options = UInt32(
            CLIBCLANG_DetailedPreprocessingRecord | CLIBCLANG_Incomplete | CLIBCLANG_SkipFunctionBodies
                | CLIBCLANG_KeepGoing | CLIBCLANG_SingleFileParse)
        var unit: CXTranslationUnit? = nil
        let status: Int32 = buffer.withUnsafeBufferPointer { bytes in
            fileName.withCString { name in
                withCStrings(arguments) { argv in
                    bytes.withMemoryRebound(to: CChar.self) { chars in
                        var unsaved = CXUnsavedFile(Filename: name, Contents: chars.baseAddress, Length: UInt(chars.count))
                        return api.parseTranslationUnit2(index, name, argv, Int32(arguments.count), &unsaved, 1, options, &unit)
                    }
                }
            }
        }
        guard status == 0, let unit else {
            return (nil, Diagnostic(.warning, code: "clang-parse-failed",
                                    "libclang could not parse the file (error \(status)); used the lexer's extractor", path: path))
        }
        defer { api.disposeTranslationUnit(unit) }
        let mainFile = fileName.withCString { api.getFile(unit, $0) }
        let collector = ClangCollector(
            api: api, path: path, contents: contents, preludeLength: preludeLength, mainFile: mainFile,
            guards: DeclarationSupport.includeGuards(tokens: tokens, base: contentsBase),
            renamingMacros: DeclarationSupport.renamingMacros(tokens: tokens, base: contentsBase),
            sdkFallbackMacros: DeclarationSupport.sdkFallbackMacros(tokens: tokens, base: contentsBase),
            otherPlatformBranches: DeclarationSupport.otherPlatformBranches(tokens: tokens, base: contentsBase),
            includedMacros: included.defined)
        let context = Unmanaged.passUnretained(collector).toOpaque()
        _ = api.visitChildren(api.getTranslationUnitCursor(unit), clangTopLevelVisitor, context)
        withExtendedLifetime(collector) {}
        // A typedef of an enum declared without its body (`typedef NS_ENUM(T, Name);`, `typedef enum
        // Tag Name;`) that the file does not define: Swift never imports it.
        let declarations = DeclarationSupport.normalize(collector.declarations).map { declaration in
            var declaration = declaration
            if declaration.kind == .typedef, declaration.scope == .module, collector.forwardEnums.contains(declaration.name) {
                declaration.scope = .cFamily
            }
            return declaration
        }
        return (declarations, nil)
    }
}

extension ClangSession {
    /// SingleFileParse parses both branches of `#if` on macros it cannot see, so
    /// `#ifdef __cplusplus / extern "C" { / #endif` breaks an Objective-C parse. Blanks the
    /// bodies of `#ifdef __cplusplus` and `#if defined(__cplusplus)` (up to their `#else`,
    /// `#elif` or `#endif`) with spaces, keeping every offset.
    static func blankCPlusPlusBlocks(_ buffer: inout [UInt8], from shift: Int, tokens: [CToken], base: UnsafePointer<UInt8>) {
        func text(_ token: CToken) -> String {
            String(decoding: UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)), as: UTF8.self)
        }
        let conditionals = CConditionals(tokens)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .directive, token.code == CKeyword.Directive.ifdef || token.code == CKeyword.Directive.if else {
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count && tokens[end].kind != .endOfDirective { end += 1 }
            let words = tokens[(index + 1)..<end].map(text)
            let isCPlusPlus = words == ["__cplusplus"] || words == ["defined", "(", "__cplusplus", ")"] || words == ["defined", "__cplusplus"]
            guard isCPlusPlus, end < tokens.count else {
                index = end
                continue
            }
            // Up to the matching #else / #elif / #endif.
            guard let stop = conditionals.branchEnd(of: index) else { return }
            let from = shift + Int(tokens[end].start)
            let to = shift + Int(tokens[stop].start)
            if from < to && to <= buffer.count {
                for offset in from..<to where buffer[offset] != ASCII.newline { buffer[offset] = ASCII.space }
            }
            index = stop
        }
    }
}

@available(*, unavailable)
extension ClangSession: Sendable {}

private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { body($0) }
    }
}

/// State shared with the C visitor callbacks.
final class ClangCollector {
    let api: CLibclangAPI
    let path: String
    let contents: UnsafeBufferPointer<UInt8>
    let preludeLength: Int
    let mainFile: CXFile?
    let guards: Set<String>
    /// Where the names of the file's renaming macros begin (`DeclarationSupport.renamingMacros`).
    let renamingMacros: Set<Int32>
    /// Where the names of its SDK fallback macros begin (`DeclarationSupport.sdkFallbackMacros`).
    let sdkFallbackMacros: Set<Int32>
    /// Branches only other platforms compile: nothing there is declared.
    let otherPlatformBranches: [Range<Int32>]
    /// Macros the included headers define (`IncludedMacros`).
    let includedMacros: Set<String>
    private let lineStarts: [Int]
    var declarations: [Declaration] = []
    /// The names of the namespaces the visitor is inside, innermost last ("" for an anonymous one):
    /// what they declare is a C++ name only.
    var namespaces: [String] = []
    /// Visiting the constants of an `enum class`.
    var scopedEnumConstants = false
    /// Filled by the attribute visitor.
    var swiftName: String? = nil
    /// Enums the file declares without their body (`NS_ENUM(T, Name);`): a typedef of that name
    /// that the file does not define is one Swift never imports.
    var forwardEnums: Set<String> = []

    init(
        api: CLibclangAPI, path: String, contents: UnsafeBufferPointer<UInt8>, preludeLength: Int, mainFile: CXFile?,
        guards: Set<String>, renamingMacros: Set<Int32> = [], sdkFallbackMacros: Set<Int32> = [],
        otherPlatformBranches: [Range<Int32>] = [], includedMacros: Set<String> = []
    ) {
        self.otherPlatformBranches = otherPlatformBranches
        self.renamingMacros = renamingMacros
        self.sdkFallbackMacros = sdkFallbackMacros
        self.includedMacros = includedMacros
        self.api = api
        self.path = path
        self.contents = contents
        self.preludeLength = preludeLength
        self.mainFile = mainFile
        self.guards = guards
        var starts = [0]
        for (index, byte) in contents.enumerated() where byte == ASCII.newline { starts.append(index + 1) }
        self.lineStarts = starts
    }

    func string(_ value: CXString) -> String {
        defer { api.disposeString(value) }
        guard let cString = api.getCString(value) else { return "" }
        return String(cString: cString)
    }

    /// The offset in `contents` of the cursor's file location, if it lies in the file itself
    /// (not the prelude, not a builtin). `clang_getFileLocation` gives the spelling of macro
    /// arguments, so `NS_ENUM(T, Name)` is found at `Name` (isFromMainFile would be false).
    func offset(of cursor: CXCursor, expansion: Bool = false) -> Int? {
        var file: CXFile? = nil
        var line: UInt32 = 0
        var column: UInt32 = 0
        var offset: UInt32 = 0
        if expansion {
            api.getExpansionLocation(api.getCursorLocation(cursor), &file, &line, &column, &offset)
        } else {
            api.getFileLocation(api.getCursorLocation(cursor), &file, &line, &column, &offset)
        }
        guard let file else { return nil }
        if let mainFile, api.fileIsEqual(file, mainFile) == 0 { return nil }
        let local = Int(offset) - preludeLength
        return local >= 0 && local < contents.count ? local : nil
    }

    /// The cursor's name, when it is spelled at its location (not an anonymous or
    /// macro-made declaration).
    func spelledName(_ cursor: CXCursor, at offset: Int) -> String? {
        let name = string(api.getCursorSpelling(cursor))
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, offset + bytes.count <= contents.count else { return nil }
        for (index, byte) in bytes.enumerated() where contents[offset + index] != byte { return nil }
        if offset + bytes.count < contents.count, CFamilyLexer.isIdentifierBody(contents[offset + bytes.count]) { return nil }
        return name
    }

    func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// A declaration whose name an included header's macro renames (symbol prefixing:
    /// `#define SSL_new PREFIX_SSL_new`, or a version suffix): the name as written where the
    /// macro is expanded, when the name libclang gives starts or ends with it.
    func renamedName(_ cursor: CXCursor) -> (offset: Int, name: String)? {
        guard !includedMacros.isEmpty, let offset = offset(of: cursor, expansion: true) else { return nil }
        var end = offset
        while end < contents.count && CFamilyLexer.isIdentifierBody(contents[end]) { end += 1 }
        guard end > offset, offset == 0 || !CFamilyLexer.isIdentifierBody(contents[offset - 1]) else { return nil }
        let written = String(decoding: UnsafeBufferPointer(rebasing: contents[offset..<end]), as: UTF8.self)
        guard includedMacros.contains(written) else { return nil }
        let name = string(api.getCursorSpelling(cursor))
        guard name != written, name.hasPrefix(written) || name.hasSuffix(written) else { return nil }
        return (offset, written)
    }

    /// `cPlusPlus`: a form only C++ has (a class, a `using` alias, an `enum class` and its constants).
    func add(_ cursor: CXCursor, kind: DeclarationKind, readSwiftName: Bool = true, cPlusPlus: Bool = false) {
        let found: (offset: Int, name: String)?
        if let offset = offset(of: cursor), let name = spelledName(cursor, at: offset) {
            found = (offset, name)
        } else {
            found = renamedName(cursor)
        }
        guard var (offset, name) = found else { return }
        if kind == .macro, guards.contains(name) || renamingMacros.contains(Int32(offset)) { return }
        // `typedef CGSize (^Block)(…)` whose return type no header here declares: libclang recovers by
        // naming the typedef after the type. The declarator inside the parentheses is the name.
        if kind == .typedef, let inner = pointerDeclaratorName(after: offset + name.utf8.count) { (offset, name) = inner }
        if otherPlatformBranches.contains(where: { $0.contains(Int32(offset)) }) { return }
        var swift: String? = nil
        if readSwiftName {
            swiftName = nil
            _ = api.visitChildren(cursor, clangAttributeVisitor, Unmanaged.passUnretained(self).toOpaque())
            swift = swiftName.flatMap { DeclarationSupport.swiftName($0, kind: kind) }
        }
        let functionLikeMacro = kind == .macro && offset + name.utf8.count < contents.count
            && contents[offset + name.utf8.count] == UInt8(ascii: "(")
        let scope: DeclarationScope =
            kind == .macro && sdkFallbackMacros.contains(Int32(offset)) ? .sdkFallback
            : !namespaces.isEmpty ? .cplusplusNamespace : cPlusPlus ? .cplusplus : functionLikeMacro ? .cFamily : .module
        declarations.append(
            Declaration(
                name: name, kind: kind, location: location(offset), swiftName: swift, scope: scope,
                namespace: scope == .cplusplusNamespace ? namespaces.last : nil))
    }

    /// A space, a tab or a newline: what stands between the words these look-arounds read.
    static func isBlank(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.tab || byte == ASCII.newline }

    /// Whether the name at `offset` is followed by template arguments (`hash<Query>`).
    func isSpecialisation(at offset: Int) -> Bool {
        var end = offset
        while end < contents.count && CFamilyLexer.isIdentifierBody(contents[end]) { end += 1 }
        while end < contents.count && Self.isBlank(contents[end]) { end += 1 }
        return end < contents.count && contents[end] == ASCII.less
    }

    /// Whether `::` is written right before the name at `offset` (`Box<T>::fill`).
    func isQualified(at offset: Int) -> Bool {
        var start = offset
        while start > 0 && Self.isBlank(contents[start - 1]) { start -= 1 }
        return start >= 2 && contents[start - 1] == UInt8(ascii: ":") && contents[start - 2] == UInt8(ascii: ":")
    }

    /// Whether `enum class` or `enum struct` is written before the name at `offset`.
    func isScopedEnum(at offset: Int) -> Bool {
        var words: [String] = []
        var end = offset
        while words.count < 2 {
            while end > 0 && Self.isBlank(contents[end - 1]) { end -= 1 }
            var start = end
            while start > 0 && CFamilyLexer.isIdentifierBody(contents[start - 1]) { start -= 1 }
            guard start < end else { break }
            words.append(String(decoding: UnsafeBufferPointer(rebasing: contents[start..<end]), as: UTF8.self))
            end = start
        }
        return words.count == 2 && words[1] == "enum" && (words[0] == "class" || words[0] == "struct")
    }

    /// `(^Name)` or `(*Name)` (blanks and qualifiers allowed) at `start` in the file's bytes.
    func pointerDeclaratorName(after start: Int) -> (offset: Int, name: String)? {
        var index = start
        func skipBlanks() { while index < contents.count && Self.isBlank(contents[index]) { index += 1 } }
        skipBlanks()
        guard index < contents.count, contents[index] == UInt8(ascii: "(") else { return nil }
        index += 1
        skipBlanks()
        guard index < contents.count, contents[index] == UInt8(ascii: "^") || contents[index] == UInt8(ascii: "*") else { return nil }
        index += 1
        while true {
            skipBlanks()
            var end = index
            while end < contents.count && CFamilyLexer.isIdentifierBody(contents[end]) { end += 1 }
            guard end > index else { return nil }
            let word = String(decoding: UnsafeBufferPointer(rebasing: contents[index..<end]), as: UTF8.self)
            var after = end
            while after < contents.count && Self.isBlank(contents[after]) { after += 1 }
            if after < contents.count, contents[after] == UInt8(ascii: ")") { return (index, word) }
            index = end  // a qualifier (`_Nullable`, `const`) before the name
        }
    }

    func topLevel(_ cursor: CXCursor) -> Int32 {
        let kind = api.getCursorKind(cursor)
        switch kind {
        case Int32(CLIBCLANG_LinkageSpec):
            return offset(of: cursor) == nil ? 1 : 2 // recurse into extern "C" { } of the file
        case Int32(CLIBCLANG_Namespace):
            // Into the file's namespaces, knowing that what they declare is C++'s only.
            guard offset(of: cursor) != nil else { return 1 }
            // (An inline namespace is its enclosing one's: `ankerl::unordered_dense::map` names a
            // member of `inline namespace v4_4_0`.)
            let isInline = api.cursorIsInlineNamespace(cursor) != 0
            namespaces.append(isInline ? namespaces.last ?? "" : string(api.getCursorSpelling(cursor)))
            _ = api.visitChildren(cursor, clangTopLevelVisitor, Unmanaged.passUnretained(self).toOpaque())
            namespaces.removeLast()
            return 1
        case Int32(CLIBCLANG_ObjCInterfaceDecl):
            add(cursor, kind: .class) // `@class Foo;` is an ObjCClassRef, not an interface
        case Int32(CLIBCLANG_ObjCProtocolDecl):
            if api.isCursorDefinition(cursor) != 0 { add(cursor, kind: .protocol) }
        case Int32(CLIBCLANG_FunctionDecl):
            // `template <> bool twice<bool>(bool)`: a specialisation (not `operator<`, a name of its own).
            if let at = offset(of: cursor), !string(api.getCursorSpelling(cursor)).hasPrefix("operator"), isSpecialisation(at: at) {
                break
            }
            add(cursor, kind: .function)
        case Int32(CLIBCLANG_VarDecl):
            add(cursor, kind: .variable)
        case Int32(CLIBCLANG_TypedefDecl), Int32(CLIBCLANG_TypeAliasDecl):
            add(cursor, kind: .typedef, cPlusPlus: kind == Int32(CLIBCLANG_TypeAliasDecl))
            // typedef struct/enum {...} Name: the tag definition may be a child.
            _ = api.visitChildren(cursor, clangTagVisitor, Unmanaged.passUnretained(self).toOpaque())
        case Int32(CLIBCLANG_StructDecl), Int32(CLIBCLANG_UnionDecl), Int32(CLIBCLANG_EnumDecl), Int32(CLIBCLANG_ClassDecl):
            // `template <> struct hash<Query> {…}`: an explicit specialisation names no new entity.
            if kind != Int32(CLIBCLANG_EnumDecl), offset(of: cursor).map(isSpecialisation(at:)) == true { break }
            tag(cursor, kind: kind)
        case Int32(CLIBCLANG_ClassTemplate):
            // A class template is a class, C++'s (a partial specialisation is a cursor of its own kind).
            if api.isCursorDefinition(cursor) != 0 { add(cursor, kind: .class, cPlusPlus: true) }
        case Int32(CLIBCLANG_FunctionTemplate):
            // (`template <class T> void Box<T>::fill()` defines a member out of line: no top-level name.)
            if offset(of: cursor).map(isQualified(at:)) == false { add(cursor, kind: .function, cPlusPlus: true) }
        case Int32(CLIBCLANG_TypeAliasTemplateDecl):
            // `template <class K, class V> using map = table<K, V>;`: its child, the alias, is the name
            // (C++'s, as the lexer reads it); the template's own cursor stands at `template`.
            _ = api.visitChildren(cursor, clangTopLevelVisitor, Unmanaged.passUnretained(self).toOpaque())
        case Int32(CLIBCLANG_MacroDefinition):
            add(cursor, kind: .macro, readSwiftName: false)
        default:
            break
        }
        return 1 // continue
    }

    func tag(_ cursor: CXCursor, kind: Int32) {
        guard api.isCursorDefinition(cursor) != 0 else {
            if kind == Int32(CLIBCLANG_EnumDecl) { forwardEnums.insert(string(api.getCursorSpelling(cursor))) }
            return
        }
        let declarationKind: DeclarationKind =
            kind == Int32(CLIBCLANG_StructDecl) ? .struct : kind == Int32(CLIBCLANG_UnionDecl) ? .union
            : kind == Int32(CLIBCLANG_EnumDecl) ? .enum : .class
        let scoped = kind == Int32(CLIBCLANG_EnumDecl) && offset(of: cursor).map(isScopedEnum(at:)) == true
        add(cursor, kind: declarationKind, cPlusPlus: kind == Int32(CLIBCLANG_ClassDecl) || scoped)
        if kind == Int32(CLIBCLANG_EnumDecl) {
            // A scoped enum's constants are named through it (`Decision::kDenied`), as a
            // namespace's members are.
            scopedEnumConstants = scoped
            if scoped { namespaces.append(string(api.getCursorSpelling(cursor))) }
            _ = api.visitChildren(cursor, clangEnumVisitor, Unmanaged.passUnretained(self).toOpaque())
            if scoped { namespaces.removeLast() }
            scopedEnumConstants = false
        }
    }
}

private func collector(_ data: CXClientData?) -> ClangCollector? {
    guard let data else { return nil }
    return Unmanaged<ClangCollector>.fromOpaque(data).takeUnretainedValue()
}

private let clangTopLevelVisitor: CXCursorVisitor = { cursor, _, data in
    collector(data)?.topLevel(cursor) ?? 0
}

private let clangEnumVisitor: CXCursorVisitor = { cursor, _, data in
    guard let collector = collector(data) else { return 0 }
    if collector.api.getCursorKind(cursor) == Int32(CLIBCLANG_EnumConstantDecl) {
        collector.add(cursor, kind: .enumConstant, cPlusPlus: collector.scopedEnumConstants)
    }
    return 1
}

private let clangTagVisitor: CXCursorVisitor = { cursor, _, data in
    guard let collector = collector(data) else { return 0 }
    let kind = collector.api.getCursorKind(cursor)
    switch kind {
    case Int32(CLIBCLANG_StructDecl), Int32(CLIBCLANG_UnionDecl), Int32(CLIBCLANG_EnumDecl):
        collector.tag(cursor, kind: kind)
    default:
        break
    }
    return 1
}

private let clangAttributeVisitor: CXCursorVisitor = { cursor, _, data in
    guard let collector = collector(data) else { return 0 }
    if collector.api.getCursorKind(cursor) == Int32(CLIBCLANG_AnnotateAttr) {
        let text = collector.string(collector.api.getCursorSpelling(cursor))
        if text.hasPrefix(ObjCPrelude.swiftNamePrefix) {
            collector.swiftName = String(text.dropFirst(ObjCPrelude.swiftNamePrefix.count))
            return 0 // break
        }
    }
    return 1
}
