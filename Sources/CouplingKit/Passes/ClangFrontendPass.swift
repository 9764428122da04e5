import CouplingFrontendClang
import CouplingModel

/// Reads C-family files: header declarations through libclang (found at run time), references and
/// imports with a lexer. Chosen with `--objc-frontend clang`. When no libclang loads, the fast
/// scanner reads the headers instead and the report says so.
public struct ClangFrontendPass: Pass {
    public static let id = "clang-frontend"
    public static let summary = "read Objective-C/C headers with libclang (declarations) and lex C-family files (uses, imports)"
    public static let requires = [ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [ArtifactID(CFamilyFactsKey.self)]
    public static let isEnabledByDefault = false

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let files = tree.files.filter { $0.language.isCFamily }
        var library: Libclang?
        if !files.isEmpty {
            switch Libclang.locate(explicitPath: settings.libclangPath, environment: settings.environment) {
            case .success(let loaded):
                library = loaded
            case .failure(let error):
                if settings.libclangPath != nil || settings.environment["COUPLING_LIBCLANG"] != nil {
                    throw CouplingError.invalidArgument("libclang: \(error)")
                }
                context.diagnose(
                    Diagnostic(
                        .warning, code: "libclang-missing",
                        "no libclang could be loaded, so headers were read with the regex extractor (\(error))"))
            }
        }
        // libclang parses each header alone: it is given the macros of the in-tree headers each
        // one includes, read here from every header (the cache key covers them all).
        var macros = IncludedMacros()
        if library != nil {
            macros = IncludedMacros(
                headers: files.lazy.filter { $0.language == .header }.compactMap { file in
                    SourceReader.read(file, in: tree).bytes.map { (path: file.path, contents: $0) }
                })
        }
        let facts = await CFamilyExtraction.run(
            files, tree: tree, settings: settings, passID: Self.id, libclang: library, includedMacros: macros,
            context: context)
        let extractor = files.isEmpty ? "none" : library == nil ? "regex" : "clang"
        try context.produce(CFamilyFactsKey.self, CFamilyFacts(files: facts, extractor: extractor))
    }
}

/// Reads C-family files with the fast declaration scanner (`regex`, a hand-written scan over the
/// lexer's tokens) and the same lexer: no libclang needed. The default: on the real corpora of
/// docs/performance.md it gives the same component edges as libclang, 5-20 times faster.
public struct RegexFrontendPass: Pass {
    public static let id = "regex-frontend"
    public static let summary = "read Objective-C/C headers with the fast token scanner (declarations) and lex C-family files"
    public static let requires = [ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self)]
    public static let produces = [ArtifactID(CFamilyFactsKey.self)]

    public init(options: NoOptions) {}

    public func prefetch(settings: ScanSettings) -> (@Sendable () -> any Sendable)? {
        CachedExtraction.prefetch(settings: settings, passID: Self.id, frontendKey: CFamilyExtraction.regexKey)
    }

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let files = tree.files.filter { $0.language.isCFamily }
        let facts = await CFamilyExtraction.run(
            files, tree: tree, settings: settings, passID: Self.id, libclang: nil, context: context)
        try context.produce(CFamilyFactsKey.self, CFamilyFacts(files: facts, extractor: files.isEmpty ? "none" : "regex"))
    }
}

enum CFamilyExtraction {
    static let regexKey = "regex"

    static func run(
        _ files: [SourceFile], tree: SourceTree, settings: ScanSettings, passID: String, libclang: Libclang?,
        includedMacros: IncludedMacros = IncludedMacros(), context: PassContext
    ) async -> ExtractedFacts {
        // Different libclang versions may read a header differently: the version is part of the key,
        // and so are the included headers' macros, which change what libclang reads in a header.
        let key = libclang.map { "clang \($0.version) macros \(includedMacros.digest)" } ?? regexKey
        return await CachedExtraction.run(
            files, tree: tree, settings: settings, passID: passID, frontendKey: key, context: context
        ) {
            var frontend = CFamilyFrontend(
                extractor: libclang == nil ? .regex : .clang, libclang: libclang, includedMacros: includedMacros)
            return { path, bytes, language in frontend.facts(path: path, contents: bytes, language: language) }
        }
    }
}
