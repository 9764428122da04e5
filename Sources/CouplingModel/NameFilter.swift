/// A compact over-approximation of a set of names (a Bloom filter, two bits a name): "may contain"
/// can be wrong, "does not contain" never is. The frontends fill one per file with the names it
/// calls, so that a later search for the calls of a few names (the run-time pass's wrappers) reads
/// only the files that may hold one.
public struct NameFilter: Hashable, Sendable, Codable {
    /// A power of two of bits, eight or more a name: about one "may contain" in twenty is wrong.
    public private(set) var words: [UInt64]

    public init(words: [UInt64]) { self.words = words }

    /// The filter of the names whose `hash`es these are.
    public init(hashes: [UInt64]) {
        var count = 1
        while count * 8 < hashes.count, count < 1 << 12 { count <<= 1 }  // 64 bits a word: 8 bits a name
        words = Array(repeating: 0, count: count)
        let mask = UInt64(count * 64 - 1)
        // (In place, the mask worked out once: a name of every file passes here.)
        words.withUnsafeMutableBufferPointer { words in
            for hash in hashes {
                let (a, b) = (hash & mask, (hash >> 32) & mask)
                words[Int(a >> 6)] |= 1 << (a & 63)
                words[Int(b >> 6)] |= 1 << (b & 63)
            }
        }
    }

    public func mayContain(_ hash: UInt64) -> Bool {
        let mask = UInt64(words.count * 64 - 1)
        let (a, b) = (hash & mask, (hash >> 32) & mask)
        return words[Int(a >> 6)] & (1 << (a & 63)) != 0 && words[Int(b >> 6)] & (1 << (b & 63)) != 0
    }

    public static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash($0, start: 0, end: $0.count) }
    }

    /// The name's first and last eight bytes and its length, mixed: a few instructions a name, the
    /// same for the same bytes wherever they lie.
    @inlinable @inline(__always)
    public static func hash(_ text: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt64 {
        let count = end - start
        let first = word(text, at: start, count: min(count, 8))
        let last = count > 8 ? word(text, at: end - 8, count: 8) : 0
        var h = (first &* 0x9E37_79B9_7F4A_7C15) ^ ((last &* 0xC2B2_AE3D_27D4_EB4F) << 31 | (last &* 0xC2B2_AE3D_27D4_EB4F) >> 33)
        h ^= UInt64(count)
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        return h
    }

    /// `count` (at most 8) bytes from `start`, little-endian.
    @inlinable @inline(__always)
    static func word(_ text: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> UInt64 {
        if start + 8 <= text.count, let base = text.baseAddress {
            let loaded = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return count == 8 ? loaded : loaded & ((1 << (8 * UInt64(count))) - 1)
        }
        var value: UInt64 = 0
        for k in 0..<count { value |= UInt64(text[start + k]) << (8 * UInt64(k)) }
        return value
    }
}
