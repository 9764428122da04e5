public struct Pair<T> {
    public var begin: T
    public var end: T
    public init(_ begin: T, _ end: T) { self.begin = begin; self.end = end }
}
