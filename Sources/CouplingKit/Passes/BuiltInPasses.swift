/// Every pass coupling ships, in registration order (the tie-break of the computed order).
/// A test checks that this list matches the files of this folder.
public enum BuiltInPasses {
    public static let all: [any Pass.Type] = [
        DiscoverFilesPass.self,
        RuntimeScanPlanPass.self,
        ReadFactsCachePass<SwiftFrontendPass>.self,
        ReadFactsCachePass<SwiftLexerFrontendPass>.self,
        ReadFactsCachePass<CFamilyLexerFrontendPass>.self,
        ReadResolutionCachePass.self,
        ReadRuntimeCachePass.self,
        SwiftFrontendPass.self,
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
    ] + BuiltInRules.all.map { $0 as any Pass.Type }
}
