/// Compiled by the package target Lib, and by the demo project's app, which copies it in.
public struct Position: Equatable {
    public var row = 0
    public init() {}
}
