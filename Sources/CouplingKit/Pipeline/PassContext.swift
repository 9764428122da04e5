import CouplingModel
import Foundation

/// The artifacts and diagnostics of one run, shared by its passes (which may run at the same time
/// when neither needs what the other produces). Every access holds the lock.
///
/// Artifacts of every type live in one table, so reading one takes the single cast of the pipeline
/// (`value(_:)`): the table is keyed by the key's type and written only through `write(_:_:)` with a
/// value of that key's type, so the cast cannot fail.
final class ArtifactStore: @unchecked Sendable {
    private let lock = NSLock()
    private var artifacts: [ArtifactID: any Sendable] = [:]
    private var collected: [Diagnostic] = []
    private var deferred: [BackgroundWork<[Diagnostic]>] = []

    init() {}

    /// Seeds an input artifact before any pass runs.
    func seed<Key: ArtifactKey>(_ key: Key.Type, _ value: Key.Value) {
        lock.withLock { artifacts[ArtifactID(key)] = value }
    }

    func value<Key: ArtifactKey>(_ key: Key.Type) -> Key.Value? {
        lock.withLock { artifacts[ArtifactID(key)] } as? Key.Value
    }

    /// False when the artifact was already written.
    func write<Key: ArtifactKey>(_ key: Key.Type, _ value: Key.Value) -> Bool {
        lock.withLock {
            let id = ArtifactID(key)
            guard artifacts[id] == nil else { return false }
            artifacts[id] = value
            return true
        }
    }

    func diagnose(_ list: [Diagnostic]) {
        lock.withLock { collected.append(contentsOf: list) }
    }

    /// Starts `work` (writing a cache) at once, beside the passes; `finishDeferred` waits for it.
    func startDeferred(_ work: @escaping @Sendable () -> [Diagnostic]) {
        let started = BackgroundWork(work)
        lock.withLock { deferred.append(started) }
    }

    /// Waits for the deferred work and collects its diagnostics; true when there were any.
    @discardableResult
    func finishDeferred() async -> Bool {
        let pending = lock.withLock {
            defer { deferred = [] }
            return deferred
        }
        var any = false
        for work in pending {
            let diagnostics = await work.value() ?? []
            any = any || !diagnostics.isEmpty
            diagnose(diagnostics)
        }
        return any
    }

    /// In no particular order when passes ran at the same time: reports sort them.
    var diagnostics: [Diagnostic] { lock.withLock { collected } }

    /// Reads any artifact after the run (for the report builder).
    func result<Key: ArtifactKey>(_ key: Key.Type) -> Key.Value? {
        value(key)
    }

    /// The violations a rule produced, after the run.
    func violations(of rule: any RulePass.Type) -> [Violation] {
        rule.violations(in: self)
    }
}

/// What a running pass sees: the artifacts it declared in `requires`, a place to put what it
/// `produces`, and a sink for diagnostics.
public final class PassContext: Sendable {
    private let store: ArtifactStore
    private let passID: String
    private let readable: Set<ArtifactID>
    private let writable: Set<ArtifactID>

    init(store: ArtifactStore, pass: any Pass.Type) {
        self.store = store
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
            guard let value = store.value(key) else {
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
        guard store.write(key, value) else { throw CouplingError.internalError("artifact \(id) produced twice") }
    }

    public func diagnose(_ diagnostic: Diagnostic) {
        store.diagnose([diagnostic])
    }

    public func diagnose(_ list: [Diagnostic]) {
        store.diagnose(list)
    }

    /// Work that no pass waits for (writing a cache), started at once and finished before the run
    /// ends; the diagnostics it returns join the run's.
    public func deferred(_ work: @escaping @Sendable () -> [Diagnostic]) {
        store.startDeferred(work)
    }
}
