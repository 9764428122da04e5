import CouplingFrontendClang
import CouplingModel

/// Reads C-family files: header declarations through libclang (found at run time), references and
/// imports with a lexer. Chosen with `--objc-frontend clang`. When no libclang loads, the
/// lexer's declaration extractor reads the headers instead and the report says so.
public struct ClangFrontendPass: Pass {
    public static let id = "clang-frontend"
    public static let summary = "read Objective-C/C headers with libclang (declarations) and lex C-family files (uses, imports)"
    public static let requires = [ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(RuntimeScanPlanKey.self)]
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
                        "no libclang could be loaded, so headers were read with the lexer's extractor (\(error))"))
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
            runtime: try context[RuntimeScanPlanKey.self], context: context)
        let reader: CFamilyDeclarationReader? = files.isEmpty ? nil : library == nil ? .lexer : .clang
        try context.produce(CFamilyFactsKey.self, CFamilyFacts(files: facts, reader: reader))
    }
}
