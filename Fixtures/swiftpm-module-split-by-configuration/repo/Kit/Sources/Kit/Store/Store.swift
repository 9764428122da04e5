public final class Store {
    public init() {}
}
