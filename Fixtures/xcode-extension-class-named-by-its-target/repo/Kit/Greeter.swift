public final class Greeter {
    public init() {}
}
