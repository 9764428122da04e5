import Yams

/// Options of a pass, decoded from its section of `.coupling.yml` (`passes: {options: {<id>: ...}}`).
/// A pass without options uses `NoOptions`.
public protocol PassOptions: Decodable, Sendable {
    /// Every key the section may have: any other is an error (with a suggestion when one is close).
    static var keys: [String] { get }
    init()
}

public struct NoOptions: PassOptions {
    public static let keys: [String] = []
    public init() {}
}

/// One analysis step. A pass says which artifacts it needs and which it produces; the registry
/// computes the order from that, never from comments.
public protocol Pass: Sendable {
    associatedtype Options: PassOptions = NoOptions
    /// Stable kebab-case id used in configuration, plans and messages.
    static var id: String { get }
    /// One line for `coupling passes`.
    static var summary: String { get }
    static var requires: [ArtifactID] { get }
    static var produces: [ArtifactID] { get }
    /// An alternative pass is off unless configuration turns it on (it produces what a default pass produces).
    static var isEnabledByDefault: Bool { get }
    init(options: Options)
    func run(in context: PassContext) async throws
    /// Builds the pass with its own options, decoded from its part of the configuration (defaults
    /// when absent): `passes.options.<id>` for most passes, `layers:` and `rules:` for rules.
    static func make(configuration: Configuration) throws -> any Pass
}

extension Pass {
    public static var isEnabledByDefault: Bool { true }

    public static func make(configuration: Configuration) throws -> any Pass {
        try make(section: configuration.passOptions[id])
    }

    /// Decodes this pass's options from its configuration section (defaults when absent) and builds it.
    static func make(section: String?) throws -> any Pass {
        guard let section else { return Self(options: Options()) }
        do {
            let options = try YAMLDecoder().decode(Options.self, from: section)
            return Self(options: options)
        } catch {
            throw CouplingError.invalidConfiguration(
                "passes.options.\(id): \(ConfigurationDecoding.describe(error))")
        }
    }
}
