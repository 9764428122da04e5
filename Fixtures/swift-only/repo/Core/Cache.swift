import Foundation

/// A small thread-safe in-memory cache with a time to live.
public final class Cache<Key: Hashable, Value>: @unchecked Sendable {
    private struct Entry {
        let value: Value
        let expiresAt: Date
    }

    private var entries: [Key: Entry] = [:]
    private let lock = NSLock()
    private let timeToLive: TimeInterval

    public init(timeToLive: TimeInterval = 300) {
        self.timeToLive = timeToLive
    }

    public subscript(key: Key) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            guard let entry = entries[key], entry.expiresAt > Date() else { return nil }
            return entry.value
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            entries[key] = newValue.map { Entry(value: $0, expiresAt: Date().addingTimeInterval(timeToLive)) }
        }
    }

    public func removeAll() {
        lock.lock()
        entries.removeAll()
        lock.unlock()
    }
}
