public struct Parser {
    public init() {}
}
