extension String {
    /// Runs `body` over the string's UTF-8, read in place when the string stores it so (every native
    /// string does), else over a copy's (a string bridged from Foundation on Apple platforms). The
    /// name tables, path splitting and sort keys read every file's or name's bytes this way.
    @inlinable
    public func withUTF8Bytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
