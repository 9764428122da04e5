/// FNV-1a, 64 bits: a hash that is the same in every run and on every machine (Swift's `Hasher` is
/// seeded per process), for cache keys and cache folder names.
public struct StableHash {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ text: String) {
        for byte in text.utf8 { combine(byte) }
    }

    /// After a text, so that ("ab", "c") and ("a", "bc") differ.
    public mutating func separate() { combine(0xff) }

    private mutating func combine(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
    }

    public static func of(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(text)
        return hash.value
    }
}
