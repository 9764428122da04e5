import CouplingModel

/// Infers the build model: which components are modules and which form the app target, and the
/// bridging headers of each. The targets of Xcode projects and XcodeGen specs are taken as they are
/// (with the files each compiles). Otherwise a component is a module when a manifest declares it (Package.swift,
/// a podspec, BUILD, module.modulemap), the configuration names it, or a file of another component
/// imports it by module name (Swift `import`, `@import`, `<M/…>`). The components no manifest
/// declares and nobody imports form one app target, whose folders see each other: one app's
/// folders never import each other. The configuration's `targets:` states targets outright.
public struct BuildModelPass: Pass {
    public static let id = "build-model"
    public static let summary = "infer the targets the tree builds (modules, app targets) and what each file sees"
    public static let requires = [
        ArtifactID(ScanSettingsKey.self), ArtifactID(SourceTreeKey.self), ArtifactID(ModuleMapKey.self),
        ArtifactID(XcodeProjectsKey.self), ArtifactID(SwiftFactsKey.self), ArtifactID(CFamilyFactsKey.self),
    ]
    public static let produces = [ArtifactID(BuildModelKey.self)]

    public init(options: NoOptions) {}

    public func run(in context: PassContext) async throws {
        let settings = try context[ScanSettingsKey.self]
        let tree = try context[SourceTreeKey.self]
        let modules = try context[ModuleMapKey.self]
        let files = try context[SwiftFactsKey.self].files + context[CFamilyFactsKey.self].files.files
        let imports = files.map { (path: $0.facts.path, imports: $0.facts.imports) }
        var inference = BuildModelInference(tree: tree, modules: modules)
        let configured = try inference.configuredTargets(settings.configuration.targets)
        context.diagnose(inference.diagnostics)
        try context.produce(
            BuildModelKey.self,
            inference.model(configured: configured, projects: try context[XcodeProjectsKey.self], imports: imports))
    }
}
