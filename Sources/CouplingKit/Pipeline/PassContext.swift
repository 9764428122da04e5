import CouplingModel
import Foundation

/// The artifacts and diagnostics of one run, shared by its passes (which may run at the same time
/// when neither needs what the other produces). Every access holds the lock.
///
/// Artifacts of every type live in one table of boxes keyed by the key's type, and a box is made only
/// by `seed` or `write` for that key with a value of that key's type. Reading one back is therefore a
/// downcast that cannot fail, done as LLVM's analysis manager does it (a cast without a run-time test,
/// asserted in debug builds, where every test runs): `unsafeDowncast` traps there if the box is not
/// the key's.
final class ArtifactStore: @unchecked Sendable {
    private let lock = NSLock()
    private var artifacts: [ArtifactID: ArtifactBox] = [:]
    private var collected: [Diagnostic] = []
    private var deferred: [BackgroundWork<[Diagnostic]>] = []

    init() {}

    /// Seeds an input artifact before any pass runs.
    func seed<Key: ArtifactKey>(_ key: Key.Type, _ value: Key.Value) {
        lock.withLock { artifacts[ArtifactID(key)] = TypedArtifactBox<Key.Value>(value) }
    }

    func value<Key: ArtifactKey>(_ key: Key.Type) -> Key.Value? {
        guard let box = lock.withLock({ artifacts[ArtifactID(key)] }) else { return nil }
        return unsafeDowncast(box, to: TypedArtifactBox<Key.Value>.self).value
    }

    /// False when the artifact was already written.
    func write<Key: ArtifactKey>(_ key: Key.Type, _ value: Key.Value) -> Bool {
        lock.withLock {
            let id = ArtifactID(key)
            guard artifacts[id] == nil else { return false }
            artifacts[id] = TypedArtifactBox<Key.Value>(value)
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

/// One stored artifact; the table holds these so that no artifact is kept as `Any`.
class ArtifactBox: @unchecked Sendable {}

/// An artifact, immutable once made. (Generic over the value, not the key: making the class for a
/// new type then checks no protocol conformance at run time, `Sendable` being a marker.)
final class TypedArtifactBox<Value: Sendable>: ArtifactBox, @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
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
