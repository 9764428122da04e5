/// The build model a scan inferred or was given: which targets the tree builds, the components
/// (folders) of each, and where each came from. It decides what a file can see.
public struct BuildSummary: Hashable, Sendable, Codable {
    public var targets: [TargetSummary]
    public init(targets: [TargetSummary] = []) {
        self.targets = targets
    }
}

public struct TargetSummary: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// An app, extension or executable: one module whose files see each other, which no
        /// other target imports (tests may).
        case app
        /// A library, framework or C module that other files import by name.
        case module
    }
    /// The module name.
    public var name: String
    public var kind: Kind
    /// Components holding its files, sorted.
    public var components: [String]
    /// `inferred`, `config`, or the manifest it came from (`App.xcodeproj`, `project.yml`,
    /// `Package.swift`, a podspec, `BUILD`, `module.modulemap`), with why for inferred targets.
    public var source: String
    /// Headers whose declarations its Swift files see (bridging header), relative to the root.
    public var bridgingHeaders: [String]

    public init(name: String, kind: Kind, components: [String], source: String, bridgingHeaders: [String] = []) {
        self.name = name
        self.kind = kind
        self.components = components
        self.source = source
        self.bridgingHeaders = bridgingHeaders
    }
}
