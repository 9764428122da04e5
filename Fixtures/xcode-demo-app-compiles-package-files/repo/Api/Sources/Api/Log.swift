/// Api's own logger, public: named `dlog` as Lib's is.
public func dlog(_ message: String) {}

public struct Request {
    public init() {}
}
