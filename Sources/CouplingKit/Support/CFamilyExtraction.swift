import CouplingFrontendClang
import CouplingModel

/// The C-family readers' shared run: cached per file, in parallel.
enum CFamilyExtraction {
    /// The cache key of the lexer's facts.
    static let lexerKey = "lexer"

    static func run(
        _ files: [SourceFile], tree: SourceTree, settings: ScanSettings, passID: String, libclang: Libclang?,
        includedMacros: IncludedMacros = IncludedMacros(), runtime: RuntimeScanPlan, cached: CachedFacts? = nil, context: PassContext
    ) async -> ExtractedFacts {
        // Different libclang versions may read a header differently: the version is part of the key,
        // and so are the included headers' macros, which change what libclang reads in a header.
        let key = libclang.map { "clang \($0.version) macros \(includedMacros.digest)" } ?? lexerKey
        // (libclang's cache key is known only now: its cache is read here, not by a pass of its own.)
        let cached = cached ?? CachedFacts.read(settings: settings, passID: passID, frontendKey: key, runtime: runtime)
        return await CachedExtraction.run(
            files, tree: tree, settings: settings, passID: passID, cached: cached, context: context
        ) {
            var frontend = CFamilyFrontend(
                extractor: libclang == nil ? .lexer : .clang, libclang: libclang, includedMacros: includedMacros,
                runtime: runtime.options)
            return { path, bytes, language in frontend.facts(path: path, contents: bytes, language: language) }
        }
    }
}
