/// A fast 128-bit hash of file contents for cache keys (not cryptographic: the cache guards against
/// change, not against an adversary).
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

    /// Four independent lanes over 32-byte blocks (the xxHash64 round, so the lanes run side by
    /// side in the processor), folded into two 64-bit halves by different mixes.
    init(raw: UnsafeRawBufferPointer, seed: UInt64 = 0) {
        let count = raw.count
        var offset = 0
        var v1 = seed &+ Self.p1 &+ Self.p2
        var v2 = seed &+ Self.p2
        var v3 = seed
        var v4 = seed &- Self.p1
        while offset + 32 <= count {
            v1 = Self.round(v1, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            v2 = Self.round(v2, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            v3 = Self.round(v3, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            v4 = Self.round(v4, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var a = Self.rotate(v1, 1) &+ Self.rotate(v2, 7) &+ Self.rotate(v3, 12) &+ Self.rotate(v4, 18)
        var b = v1 ^ Self.rotate(v2, 23) ^ Self.rotate(v3, 41) ^ Self.rotate(v4, 57) ^ 0x9E37_79B9_7F4A_7C15
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            a = Self.rotate(a ^ Self.round(0, word), 27) &* Self.p1 &+ Self.p4
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
        high = Self.mix(a ^ tail ^ UInt64(count))
        low = Self.mix(b &+ tail &+ UInt64(count) &* 0x1000_0000_01B3)
    }

    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63

    @inline(__always) private static func rotate(_ value: UInt64, _ by: UInt64) -> UInt64 {
        (value << by) | (value >> (64 - by))
    }

    @inline(__always) private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* p2, 31) &* p1
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
