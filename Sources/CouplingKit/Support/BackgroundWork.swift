import Dispatch

/// Work started at once on a thread outside the task pool (whose threads the passes keep busy) and
/// awaited later: reading caches before the passes that need them start, writing them while the
/// passes after go on.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once by the worker before it leaves the group, read only after.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) { [self] in
            result = work()
        }
    }

    /// The work's result, once it is done.
    func value() async -> Value? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { continuation.resume() }
        }
        return result
    }
}
