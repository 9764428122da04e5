import CouplingModel

/// A table from names to values, built once and then read: the resolver looks up every reference
/// of every file in one (half a million look-ups in a large tree), and hashing the name with the
/// standard library's SipHash was most of each look-up. Here the name's hash is `NameHash`'s, open
/// addressing finds its slot, and the 64-bit hash is compared before the name.
public struct NameMap<Value: Sendable>: Sendable {
    private var keys: [String] = []
    private var values: [Value] = []
    private var hashes: [UInt64] = []
    /// Open addressing, at most half full: -1 for an empty slot, else an index into `keys`.
    private var slots: [Int32]
    private var mask: Int

    public init(_ dictionary: [String: Value]) {
        self.init(uniqueKeysWithValues: dictionary.map { ($0.key, $0.value) })
    }

    /// From pairs whose keys are all different (a tree's file paths): no dictionary built first.
    public init(uniqueKeysWithValues pairs: [(String, Value)]) {
        var size = 16
        while size < pairs.count * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        keys.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        hashes.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            let hash = NameHash.of(key)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(keys.count)
            keys.append(key)
            values.append(value)
            hashes.append(hash)
        }
    }

    public var count: Int { keys.count }

    public subscript(name: String) -> Value? {
        position(of: name).map { values[$0] }
    }

    /// Replaces the value of a name the table holds (nil: it holds no such name).
    mutating func update(_ name: String, _ transform: (Value) -> Value) {
        guard let position = position(of: name) else { return }
        values[position] = transform(values[position])
    }

    private func position(of name: String) -> Int? {
        let hash = NameHash.of(name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if hashes[index] == hash, keys[index] == name { return index }
            slot = (slot + 1) & mask
        }
    }
}
