import CouplingModel

/// The `runtime:` section of `.coupling.yml` (also `passes.options.runtime-references`): the call
/// shapes of in-house registries, mediator prefixes, registry files, names the system owns,
/// components that never run together. Absent keys keep the built-in defaults.
public struct RuntimeOptions: PassOptions {
    /// In-house call shapes, added to the built-in ones.
    public var shapes: [RuntimeShape] = []
    /// False: no built-in shapes (only `shapes`).
    public var builtInShapes = true
    /// Mediator class and method prefixes (`Target_A`, `Action_detail:`).
    public var targetPrefixes = ["Target_"]
    public var actionPrefixes = ["Action_", "action_"]
    /// Key values starting with these belong to the system (notifications, classes): never edges nor findings.
    public var externalPrefixes = RuntimeOptions.defaultExternalPrefixes
    /// Groups of components that never run together (`[[Mac, iOS]]`): no edge across them.
    public var exclusive: [[String]] = []
    /// Whether presence probes count for hidden cycles.
    public var probesInCycles = true
    /// Folders (any path segment, case-insensitive) kept out of the class-name heuristics: registry
    /// files, and code tables of class-name literals (`isIgnoredByHeuristics`).
    public var registryIgnore = ["test", "tests", "example", "examples", "demo", "demos"]
    /// Off: no run-time references at all.
    public var enabled = true

    public static let defaultExternalPrefixes = [
        "UI", "NS", "AV", "WK", "MP", "CK", "CL", "MK", "SK", "GK", "EK", "CN", "PH", "HK", "AS", "SF", "CA", "CF",
        "kCF", "AVF", "MPMusic", "UIKeyboard", "UIApplication", "XC", "UN", "CX", "WC", "LA", "AR",
    ]

    public static let keys = [
        "shapes", "built_in_shapes", "target_prefixes", "action_prefixes", "external_prefixes", "exclusive",
        "probes_in_cycles", "registry_ignore", "enabled",
    ]

    public init() {}

    enum CodingKeys: String, CodingKey {
        case shapes, builtInShapes = "built_in_shapes", targetPrefixes = "target_prefixes", actionPrefixes = "action_prefixes"
        case externalPrefixes = "external_prefixes", exclusive, probesInCycles = "probes_in_cycles"
        case registryIgnore = "registry_ignore", enabled
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        shapes = try c.decodeIfPresent([ShapeRow].self, forKey: .shapes)?.map(\.shape) ?? []
        builtInShapes = try c.decodeIfPresent(Bool.self, forKey: .builtInShapes) ?? true
        targetPrefixes = try c.decodeIfPresent([String].self, forKey: .targetPrefixes) ?? targetPrefixes
        actionPrefixes = try c.decodeIfPresent([String].self, forKey: .actionPrefixes) ?? actionPrefixes
        externalPrefixes = try c.decodeIfPresent([String].self, forKey: .externalPrefixes) ?? externalPrefixes
        exclusive = try c.decodeIfPresent([[String]].self, forKey: .exclusive) ?? []
        probesInCycles = try c.decodeIfPresent(Bool.self, forKey: .probesInCycles) ?? true
        registryIgnore = try c.decodeIfPresent([String].self, forKey: .registryIgnore) ?? registryIgnore
        enabled = try c.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
    }

    /// Whether `path` lies in a folder of `registryIgnore` (test, example and demo code) inside its
    /// component's folder `component`: a component that is itself an example app (`Example/`, BeeHive's
    /// whole app) registers its classes as any app does.
    public func isIgnoredByHeuristics(_ path: String, component: String?) -> Bool {
        let ignored = Set(registryIgnore.map { $0.lowercased() })
        let inside = component.map { path.hasPrefix($0 + "/") ? String(path.dropFirst($0.count + 1)) : path } ?? path
        return inside.split(separator: "/").dropLast().contains { ignored.contains($0.lowercased()) }
    }

    /// Every shape the scanners look for.
    public var allShapes: [RuntimeShape] { (builtInShapes ? BuiltInRuntimeShapes.all : []) + shapes }

    /// One row of `runtime.shapes`: `{family: event, role: post, objc: "emit:", swift: "emit(_:)", key: 0}`.
    struct ShapeRow: Decodable {
        var shape: RuntimeShape

        enum CodingKeys: String, CodingKey { case family, role, names, objc, swift, key, key2, receiver }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let familyText = try c.decode(String.self, forKey: .family)
            guard let family = RuntimeFamily(rawValue: familyText) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .family, in: c,
                    debugDescription: "family must be one of \(RuntimeFamily.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let roleText = try c.decode(String.self, forKey: .role)
            guard let role = RuntimeRole(rawValue: roleText) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .role, in: c, debugDescription: "role must be one of use, probe, register, post, observe")
            }
            let namesText = try c.decodeIfPresent(String.self, forKey: .names)
            let defaultNames: RuntimeNames = family == .route ? .url : family == .event ? .string : .class
            guard let names = namesText.map({ RuntimeNames(rawValue: $0) }) ?? defaultNames else {
                throw DecodingError.dataCorruptedError(
                    forKey: .names, in: c, debugDescription: "names must be one of class, protocol, url, string")
            }
            let objc = try c.decodeIfPresent(String.self, forKey: .objc)
            let swift = try c.decodeIfPresent(String.self, forKey: .swift)
            guard objc != nil || swift != nil else {
                throw DecodingError.dataCorruptedError(forKey: .objc, in: c, debugDescription: "a shape needs `objc` or `swift`")
            }
            shape = RuntimeShape(
                family: family, role: role, names: names, objc: objc, swift: swift,
                key: try c.decodeIfPresent(Int.self, forKey: .key) ?? 0, key2: try c.decodeIfPresent(Int.self, forKey: .key2),
                receiver: try c.decodeIfPresent(String.self, forKey: .receiver))
        }
    }
}
