/// Small values by key (kept in memory in this sample).
public final class DiskCache {
    private var values: [String: String] = [:]

    public init() {}

    public func value(for key: String) -> String? { values[key] }

    public func store(_ value: String, for key: String) { values[key] = value }
}
