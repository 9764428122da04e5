/// The hash of a name's bytes that the name tables use (a file's interned names, the resolver's
/// table of declared names): a few multiplies a name where the standard library's SipHash takes
/// hundreds of instructions. Not a defence against crafted collisions; such a tree is only slower.
public enum NameHash {
    /// Eight bytes at a time, each word mixed in with a multiply; the length first, the tail last
    /// (the last eight bytes, overlapping the words before, when there are eight).
    @inlinable @inline(__always)
    public static func of(_ base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(base)
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        if offset < count, count >= 8 {
            tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(base[offset]) << shift
                shift += 8
                offset += 1
            }
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }

    /// The hash of a string's UTF-8 bytes.
    @inlinable @inline(__always)
    public static func of(_ name: String) -> UInt64 {
        name.withUTF8Bytes { bytes in bytes.baseAddress.map { of($0, count: bytes.count) } ?? 0 }
    }
}
