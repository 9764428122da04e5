import Storage

/// Titles by id, read through the cache: the way features reach stored data.
public struct Repository {
    private let cache = DiskCache()

    public init() {}

    public func title(of id: String) -> String { cache.value(for: id) ?? "untitled" }
}
