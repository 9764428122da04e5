/// A fast 128-bit hash of file contents for cache keys (not cryptographic: the cache guards against
/// change, not against an adversary). Two independent 64-bit lanes over 8-byte words.
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    init(_ bytes: [UInt8], seed: UInt64 = 0) {
        self = bytes.withUnsafeBytes { ContentHash(raw: $0, seed: seed) }
    }

    init(_ bytes: ArraySlice<UInt8>, seed: UInt64 = 0) {
        self = bytes.withUnsafeBytes { ContentHash(raw: $0, seed: seed) }
    }

    init(raw: UnsafeRawBufferPointer, seed: UInt64 = 0) {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ seed
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ seed
        let count = raw.count
        var offset = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            a = Self.mix(a ^ word)
            b = Self.mix(b &+ (word &* 0x9FB2_1C65_1E98_DF25))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(raw[offset]) << shift
            shift += 8
            offset += 1
        }
        a = Self.mix(a ^ tail ^ UInt64(count))
        b = Self.mix(b &+ tail &+ UInt64(count) &* 0x1000_0000_01B3)
        high = a
        low = b
    }

    /// Combines with a string (the frontend id and options, the tool version).
    init(_ text: String, seed: UInt64 = 0) {
        self.init(Array(text.utf8), seed: seed)
    }

    @inline(__always) static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 30
        x = x &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 27
        x = x &* 0x94D0_49BB_1331_11EB
        x ^= x >> 31
        return x
    }

    var description: String {
        let hex = String(high, radix: 16) + String(low, radix: 16)
        return hex
    }
}
