public final class Entry {
    public init() {}
}
