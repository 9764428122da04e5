import ApiClient

extension ApiClient {
    public static let live = Self(fetch: { [] })
}
