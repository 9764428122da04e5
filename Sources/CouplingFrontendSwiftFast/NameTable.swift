/// Interns the names of a file: each distinct spelling becomes one `String`, made once, and is
/// afterwards an `Int32`. References and the set of locally bound names work on those numbers.
struct NameTable {
    private(set) var names: [String] = []
    /// Where each name was first seen (`start`, `end` in the text).
    private var spans: [(Int32, Int32)] = []
    /// Open addressing: -1 for an empty slot, else an index into `names`.
    private var slots: [Int32]
    private var mask: Int

    init(expected: Int) {
        var size = 256
        while size < expected * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        names.reserveCapacity(expected)
        spans.reserveCapacity(expected)
    }

    @inline(__always) private static func hash(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in start..<end { h = (h ^ UInt64(text[k])) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    mutating func intern(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        var slot = Self.hash(text, start, end) & mask
        let length = end - start
        while true {
            let id = slots[slot]
            if id < 0 { break }
            let (s, e) = spans[Int(id)]
            if Int(e - s) == length {
                var same = true
                var k = 0
                while k < length {
                    if text[Int(s) + k] != text[start + k] {
                        same = false
                        break
                    }
                    k += 1
                }
                if same { return id }
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(names.count)
        names.append(String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self))
        spans.append((Int32(start), Int32(end)))
        slots[slot] = id
        if names.count * 2 > slots.count { grow(text) }
        return id
    }

    private mutating func grow(_ text: UnsafeBufferPointer<UInt8>) {
        let size = slots.count * 2
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        for (id, (s, e)) in spans.enumerated() {
            var slot = Self.hash(text, Int(s), Int(e)) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
