/// Interns the names of a file: each distinct spelling becomes an `Int32`; its `String` is made
/// once, and only when asked for (names only ever bound locally never need one). References and
/// the set of locally bound names work on the numbers.
struct NameTable {
    private var strings: [String?] = []
    var count: Int { strings.count }
    /// Where each name was first seen (`start`, `end` in the text).
    private var spans: [(Int32, Int32)] = []
    private var hashes: [Int] = []
    /// Open addressing: -1 for an empty slot, else an index into `names`.
    private var slots: [Int32]
    private var mask: Int

    init(expected: Int) {
        var size = 256
        while size < expected * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        strings.reserveCapacity(expected)
        spans.reserveCapacity(expected)
    }

    @inline(__always) private static func hash(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        guard let base = text.baseAddress else { return 0 }
        var h = UInt64(truncatingIfNeeded: end - start) &* 0x9E37_79B9_7F4A_7C15
        var k = start
        while k + 8 <= end {
            let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            k += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while k < end {
            tail |= UInt64(base[k]) << shift
            shift += 8
            k += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// Byte equality of two spans, eight bytes at a time.
    @inline(__always) private static func same(_ text: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ n: Int) -> Bool {
        guard let base = text.baseAddress else { return n == 0 }
        let p = UnsafeRawPointer(base)
        var k = 0
        while k + 8 <= n {
            if p.loadUnaligned(fromByteOffset: a + k, as: UInt64.self)
                != p.loadUnaligned(fromByteOffset: b + k, as: UInt64.self)
            {
                return false
            }
            k += 8
        }
        while k < n {
            if base[a + k] != base[b + k] { return false }
            k += 1
        }
        return true
    }

    mutating func intern(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        let h = Self.hash(text, start, end)
        var slot = h & mask
        let length = end - start
        while true {
            let id = slots[slot]
            if id < 0 { break }
            let (s, e) = spans[Int(id)]
            if hashes[Int(id)] == h, Int(e - s) == length, Self.same(text, Int(s), start, length) { return id }
            slot = (slot + 1) & mask
        }
        let id = Int32(strings.count)
        strings.append(nil)
        spans.append((Int32(start), Int32(end)))
        hashes.append(h)
        slots[slot] = id
        if strings.count * 2 > slots.count { grow(text) }
        return id
    }

    /// The spelling of `id` as a `String` (made on first use).
    mutating func string(_ id: Int32, _ text: UnsafeBufferPointer<UInt8>) -> String {
        if let s = strings[Int(id)] { return s }
        let (start, end) = spans[Int(id)]
        let s = String(decoding: UnsafeBufferPointer(rebasing: text[Int(start)..<Int(end)]), as: UTF8.self)
        strings[Int(id)] = s
        return s
    }

    private mutating func grow(_ text: UnsafeBufferPointer<UInt8>) {
        let size = slots.count * 2
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        for (id, h) in hashes.enumerated() {
            var slot = h & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
