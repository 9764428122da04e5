public final class List<Element> {
    public init() {}
}
