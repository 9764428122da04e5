import CouplingModel

/// What a running pass sees: the artifacts it declared in `requires`, a place to put what it
/// `produces`, and a sink for diagnostics. Passes run one after another; the context is not shared
/// between threads.
public final class PassContext {
    private var artifacts: [ArtifactID: any Sendable] = [:]
    private var readable: Set<ArtifactID> = []
    private var writable: Set<ArtifactID> = []
    private var passID = ""
    public private(set) var diagnostics: [Diagnostic] = []

    init() {}

    /// Seeds an input artifact before any pass runs.
    func seed<Key: ArtifactKey>(_ key: Key.Type, _ value: Key.Value) {
        artifacts[ArtifactID(key)] = value
    }

    func enter(_ pass: any Pass.Type) {
        passID = pass.id
        readable = Set(pass.requires)
        writable = Set(pass.produces)
    }

    /// Reads an artifact the current pass requires.
    public subscript<Key: ArtifactKey>(_ key: Key.Type) -> Key.Value {
        get throws {
            let id = ArtifactID(key)
            guard readable.contains(id) else {
                throw CouplingError.internalError("pass \(passID) reads \(id) without requiring it")
            }
            guard let value = artifacts[id] as? Key.Value else {
                throw CouplingError.internalError("artifact \(id) was not produced before pass \(passID)")
            }
            return value
        }
    }

    /// Writes an artifact the current pass produces; each artifact is written once.
    public func produce<Key: ArtifactKey>(_ key: Key.Type, _ value: Key.Value) throws {
        let id = ArtifactID(key)
        guard writable.contains(id) else {
            throw CouplingError.internalError("pass \(passID) produces \(id) without declaring it")
        }
        guard artifacts[id] == nil else {
            throw CouplingError.internalError("artifact \(id) produced twice")
        }
        artifacts[id] = value
    }

    public func diagnose(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public func diagnose(_ list: [Diagnostic]) {
        diagnostics.append(contentsOf: list)
    }

    /// Reads any artifact after the run, by its type-erased id.
    func result(id: ArtifactID) -> (any Sendable)? {
        artifacts[id]
    }

    /// Reads any artifact after the run (for the report builder).
    func result<Key: ArtifactKey>(_ key: Key.Type) -> Key.Value? {
        artifacts[ArtifactID(key)] as? Key.Value
    }
}
