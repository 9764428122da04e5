/// Every pass coupling ships, in registration order (the tie-break of the computed order).
/// A test checks that this list matches the files of this folder.
public enum BuiltInPasses {
    public static let all: [any Pass.Type] = [
        DiscoverFilesPass.self,
        RuntimeScanPlanPass.self,
        ReadFactsCachePass<SwiftLexerFrontendPass>.self,
        ReadFactsCachePass<CFamilyLexerFrontendPass>.self,
        ReadResolutionCachePass.self,
        ReadRuntimeCachePass.self,
        SwiftLexerFrontendPass.self,
        ClangFrontendPass.self,
        CFamilyLexerFrontendPass.self,
        ModuleMapPass.self,
        XcodeProjectsPass.self,
        BuildModelPass.self,
        ResolveReferencesPass.self,
        RuntimeReferencesPass.self,
        ComponentGraphPass.self,
        CyclesPass.self,
        LineCountPass.self,
        SurfacePass.self,
    ] + swiftSyntaxPasses + BuiltInRules.all.map { $0 as any Pass.Type }

    /// The swift-syntax reader and its cache, in builds with the `SwiftSyntaxReader` trait.
    #if SwiftSyntaxReader
        static let swiftSyntaxPasses: [any Pass.Type] = [ReadFactsCachePass<SwiftFrontendPass>.self, SwiftFrontendPass.self]
    #else
        static let swiftSyntaxPasses: [any Pass.Type] = []
    #endif

    /// Whether this build has the swift-syntax reader (`--swift-frontend syntax`).
    public static var hasSwiftSyntaxReader: Bool { !swiftSyntaxPasses.isEmpty }
}
