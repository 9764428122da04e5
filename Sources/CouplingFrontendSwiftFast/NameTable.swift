import CouplingModel

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
        return Int(truncatingIfNeeded: NameHash.of(base + start, count: end - start))
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

    /// The id of a spelling the file has (nil: it has none; nothing is interned).
    func id(of name: String, _ text: UnsafeBufferPointer<UInt8>) -> Int32? {
        var name = name
        return name.withUTF8 { word -> Int32? in
            guard let base = text.baseAddress, let wordBase = word.baseAddress else { return nil }
            let h = Int(truncatingIfNeeded: NameHash.of(wordBase, count: word.count))
            var slot = h & mask
            while true {
                let id = slots[slot]
                if id < 0 { return nil }
                let (s, e) = spans[Int(id)]
                if hashes[Int(id)] == h, Int(e - s) == word.count,
                    (0..<word.count).allSatisfy({ base[Int(s) + $0] == wordBase[$0] })
                {
                    return id
                }
                slot = (slot + 1) & mask
            }
        }
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
