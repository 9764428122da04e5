import CouplingModel

/// What the frontends look for in each file, while they read it, for the run-time coupling pass:
/// the call shapes, mediator prefixes and trigger words of `runtime:` (nil when the pass is off).
public struct RuntimeScanPlan: Sendable {
    public let options: RuntimeScanOptions?
    /// A digest of `options`, part of the frontends' facts cache keys: other shapes, other facts.
    let digest: ContentHash

    public init(_ options: RuntimeOptions) {
        guard options.enabled else {
            self.options = nil
            digest = ContentHash("off")
            return
        }
        let scan = RuntimeScanOptions(
            shapes: options.allShapes, targetPrefixes: options.targetPrefixes, actionPrefixes: options.actionPrefixes,
            triggerPrefixes: options.targetPrefixes + ["BeeHive"])
        self.options = scan
        digest = Self.digest(of: scan.shapes, prefixes: [scan.targetPrefixes, scan.actionPrefixes])
    }

    /// A digest of shapes and prefixes (also of the wrappers a run derives, `CachedRuntimeScan`).
    static func digest(of shapes: [RuntimeShape], prefixes: [[String]] = []) -> ContentHash {
        var text = prefixes.map { $0.joined(separator: "\u{1}") }.joined(separator: "\u{0}")
        for shape in shapes {
            let fields = [
                shape.family.rawValue, shape.role.rawValue, shape.names.rawValue, shape.objc ?? "", shape.swift ?? "",
                String(shape.key), shape.key2.map(String.init) ?? "", shape.receiver ?? "",
            ]
            text += "\u{0}" + fields.joined(separator: "\u{1}")
        }
        return ContentHash(text)
    }
}

public enum RuntimeScanPlanKey: ArtifactKey {
    public typealias Value = RuntimeScanPlan
    public static let name = "runtime-scan-plan"
}
