/// Fetches into the store of its own module: no import needed.
public struct Client {
    public let store: Store

    public init(store: Store) { self.store = store }
}
