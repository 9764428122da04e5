public struct Extras {
    public init() {}
}
