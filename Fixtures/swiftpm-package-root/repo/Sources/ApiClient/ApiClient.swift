import SharedModels

public struct ApiClient {
    public var fetch: () -> [Item]
    public init(fetch: @escaping () -> [Item]) { self.fetch = fetch }
}
