import Foundation

/// The reporters' JSON: what Foundation's `JSONEncoder` writes with
/// `outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and the default
/// strategies, plus a trailing newline. Rendered by `FastJSONEncoder`; a value it cannot reproduce
/// byte for byte (floating point, dates, nested containers…) is rendered by `JSONEncoder` instead.
enum PrettySortedJSON {
    static let outputFormatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]

    static func string<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try bytes(value), as: UTF8.self)
    }

    /// The UTF-8 of `string`.
    static func bytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        var bytes: [UInt8]
        do {
            bytes = try FastJSONEncoder().encode(value)
        } catch is FastJSONEncoder.Unsupported {
            bytes = Array(try foundationEncoded(value))
        }
        bytes.append(0x0A)
        return bytes
    }

    /// Foundation's encoding, without the trailing newline.
    static func foundationEncoded<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = outputFormatting
        return try encoder.encode(value)
    }
}

/// A streaming JSON encoder whose output is byte-identical to Foundation's `JSONEncoder` (as of
/// swift-foundation's `JSONWriter`) with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`
/// and the default strategies, for values made of strings, integers, booleans, nulls, arrays and
/// keyed containers. It writes UTF-8 straight into one byte buffer instead of building a tree of
/// boxed values first.
///
/// The rules it reproduces:
/// - two spaces per level; `"key" : value`; members and elements separated by `,` and a newline;
///   an empty array is `[`, two newlines, the indent and `]` (an empty object likewise with braces);
/// - object members sorted by the UTF-8 bytes of their keys (Foundation's order outside Apple's
///   frameworks); a key encoded twice keeps its last value;
/// - in strings `"` and `\` are escaped, `/` is not; `\b \f \n \r \t` have short escapes, every other
///   byte below 0x20 is `\u00xx` with lowercase hex digits; everything else (0x7F, non-ASCII) is
///   written as is;
/// - integers in decimal, `true`/`false`, `null` for an explicit nil (an absent optional written by
///   `encodeIfPresent` is omitted); a value that encodes nothing is an empty object.
///
/// Anything else (floating point, `Date`, `Data`, `URL`, `Decimal`, nested or super containers,
/// containers used after their value was encoded, a second value in a single value container,
/// nesting deeper than Foundation allows, a top-level value that encodes nothing) throws
/// `Unsupported`, so that the caller can fall back to `JSONEncoder`.
struct FastJSONEncoder {
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let sink = JSONSink()
        try sink.encodeValue(value, depth: 0)
        if let reason = sink.unsupported {
            throw Unsupported(description: reason)
        }
        if sink.topLevelEncodedNothing {
            throw Unsupported(description: "the top-level value encoded nothing")
        }
        return sink.bytes
    }
}

/// A key of `codingPath`: a member's name or an element's index.
struct JSONPathKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// The output buffer and the stack of values being encoded.
final class JSONSink {
    enum Kind { case none, keyed, unkeyed, single }

    /// A value whose `encode(to:)` is running.
    struct Frame {
        /// Identifies the frame, so that a container kept after its value was encoded is noticed.
        var serial: Int
        /// Indentation level of the value's closing bracket; its members are one level deeper.
        var depth: Int
        var kind: Kind
        /// Members or elements written so far.
        var count: Int
        /// Index in `members` of this object's first member (when the value is a member, its own
        /// key is the member before).
        var membersStart: Int
    }

    /// An object member written to `bytes`: its line starts at `start` (indent, key, value) and ends
    /// where the next member's separator starts, or at the end of the buffer for the last one
    /// (`end` is only set when the members are put in order).
    struct Member {
        var key: String
        var start: Int
        var end = 0
    }

    /// Foundation refuses containers nested this deep (its `JSONWriter.maximumRecursionDepth`).
    static let maximumDepth = 512

    // Only this class touches these, never while another access to the same one is under way, and
    // the sink never leaves the thread that encodes: the dynamic exclusivity checks, a good part of
    // the encoding time, are left out.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) var members: [Member] = []
    @exclusivity(unchecked) var scratch: [UInt8] = []
    var nextSerial = 0
    /// Why the output would differ from Foundation's; set once, the output is then discarded.
    var unsupported: String?
    var topLevelEncodedNothing = false

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    func fail(_ reason: String) {
        if unsupported == nil { unsupported = reason }
    }

    /// The frame `serial` if it is the innermost one (the only one that may be written to).
    func current(_ serial: Int) -> Int? {
        guard let last = frames.indices.last, frames[last].serial == serial else {
            fail("a container was used outside the encoding of its own value")
            return nil
        }
        return last
    }

    /// The keys from the top-level value down to the value of frame `serial` (as names and indices:
    /// the coding keys themselves are not kept).
    func codingPath(_ serial: Int) -> [any CodingKey] {
        guard let end = frames.firstIndex(where: { $0.serial == serial }) else { return [] }
        var path: [any CodingKey] = []
        for index in frames.indices.dropFirst().prefix(end) {
            let parent = frames[index - 1]
            switch parent.kind {
            case .keyed where frames[index].membersStart > 0:
                path.append(JSONPathKey(stringValue: members[frames[index].membersStart - 1].key))
            case .unkeyed:
                path.append(JSONPathKey(intValue: parent.count - 1))
            default:
                break
            }
        }
        return path
    }

    // MARK: Values

    /// Writes `value` where the cursor is, at indentation level `depth`.
    func encodeValue<T: Encodable>(_ value: T, depth: Int) throws {
        if T.self == String.self, let string = value as? String {
            writeString(string)
        } else if T.self == Int.self, let int = value as? Int {
            writeInt(int)
        } else if T.self == Bool.self, let bool = value as? Bool {
            writeBool(bool)
        } else if let direct = directJSON(value) {
            direct.writeJSON(to: self, depth: depth)
        } else if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self
            || T.self == Double.self || T.self == Float.self
        {
            fail("\(T.self) has its own encoding in JSONEncoder")
        } else {
            try encodeNested(value, depth: depth)
        }
    }

    private func encodeNested<T: Encodable>(_ value: T, depth: Int) throws {
        guard frames.count < Self.maximumDepth else {
            fail("nested too deep")
            return
        }
        let serial = nextSerial
        nextSerial += 1
        frames.append(
            Frame(serial: serial, depth: depth, kind: .none, count: 0, membersStart: members.count))
        try value.encode(to: JSONFrameEncoder(sink: self, serial: serial))
        guard let last = frames.indices.last, frames[last].serial == serial else {
            fail("unbalanced containers")
            return
        }
        let frame = frames.removeLast()
        switch frame.kind {
        case .none:
            if frames.isEmpty { topLevelEncodedNothing = true }
            // JSONEncoder writes a value that encoded nothing as an empty object.
            bytes.append(UInt8(ascii: "{"))
            bytes.append(0x0A)
            close(depth: depth, with: UInt8(ascii: "}"))
        case .keyed:
            closeObject(frame)
        case .unkeyed:
            close(depth: depth, with: UInt8(ascii: "]"))
        case .single:
            break
        }
    }

    // MARK: Containers

    /// Makes frame `serial` a container of `kind`, writing its opening bracket the first time.
    func open(_ serial: Int, as kind: Kind) {
        guard let index = current(serial) else { return }
        switch frames[index].kind {
        case .none:
            frames[index].kind = kind
            bytes.append(kind == .keyed ? UInt8(ascii: "{") : UInt8(ascii: "["))
            bytes.append(0x0A)
        case kind:
            break  // the same container asked for again: JSONEncoder merges them
        default:
            fail("two kinds of container for one value")
        }
    }

    /// Starts the member `key` of object `serial`, writes its key; returns the indentation level of
    /// its value, or nil when the object cannot be written to.
    func beginMember(_ serial: Int, key: String) -> Int? {
        guard let index = current(serial), frames[index].kind == .keyed else {
            fail("a keyed container was used after another kind of container")
            return nil
        }
        if frames[index].count > 0 {
            bytes.append(UInt8(ascii: ","))
            bytes.append(0x0A)
        }
        frames[index].count += 1
        let depth = frames[index].depth + 1
        members.append(Member(key: key, start: bytes.count))
        writeIndent(depth)
        writeString(key)
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
        return depth
    }

    /// Starts the next element of array `serial`; returns the indentation level of the element, or
    /// nil when the array cannot be written to.
    func beginElement(_ serial: Int) -> Int? {
        guard let index = current(serial), frames[index].kind == .unkeyed else {
            fail("an unkeyed container was used after another kind of container")
            return nil
        }
        if frames[index].count > 0 {
            bytes.append(UInt8(ascii: ","))
            bytes.append(0x0A)
        }
        frames[index].count += 1
        let depth = frames[index].depth + 1
        writeIndent(depth)
        return depth
    }

    /// Starts the one value of single value container `serial`; false when it cannot be written.
    func beginSingleValue(_ serial: Int) -> Bool {
        guard let index = current(serial) else { return false }
        guard frames[index].kind == .none else {
            fail("a single value container was given a second value")
            return false
        }
        frames[index].kind = .single
        return true
    }

    func elementCount(_ serial: Int) -> Int {
        frames.last(where: { $0.serial == serial })?.count ?? 0
    }

    /// A newline, the indent and the closing bracket. After an opening bracket and its newline this
    /// is an empty container: `[`, two newlines, the indent, `]`.
    private func close(depth: Int, with bracket: UInt8) {
        bytes.append(0x0A)
        writeIndent(depth)
        bytes.append(bracket)
    }

    /// Puts the members of `frame` in key order (they were written in the order they were encoded)
    /// and closes the object.
    private func closeObject(_ frame: Frame) {
        let first = frame.membersStart
        let count = members.count - first
        defer { members.removeLast(count) }
        var sorted = true
        for index in first..<max(first, members.count - 1) where !precedes(members[index].key, members[index + 1].key) {
            sorted = false
            break
        }
        if !sorted {
            reorder(first: first)
        }
        close(depth: frame.depth, with: UInt8(ascii: "}"))
    }

    /// Whether `a` comes before `b` in the order of their UTF-8 bytes.
    private func precedes(_ a: String, _ b: String) -> Bool {
        Self.compareUTF8(a, b) < 0
    }

    private func sameBytes(_ a: String, _ b: String) -> Bool {
        Self.compareUTF8(a, b) == 0
    }

    /// Negative, zero or positive as the UTF-8 bytes of `a` come before, equal or come after those of `b`.
    static func compareUTF8(_ a: String, _ b: String) -> Int {
        let result = a.utf8.withContiguousStorageIfAvailable { a in
            b.utf8.withContiguousStorageIfAvailable { b in
                let common = min(a.count, b.count)
                if common > 0, let x = a.baseAddress, let y = b.baseAddress {
                    let order = memcmp(x, y, common)
                    if order != 0 { return Int(order) }
                }
                return a.count - b.count
            }
        }
        if let order = result ?? nil { return order }
        // Not contiguous (a bridged string): compare byte by byte.
        if a.utf8.elementsEqual(b.utf8) { return 0 }
        return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
    }

    /// Rewrites the members from `members[first]` on in key order; of members with the same key
    /// only the last one is kept (JSONEncoder stores members in a dictionary).
    private func reorder(first: Int) {
        let base = members[first].start
        let end = bytes.count
        // Each member's line ends where the next one's separator starts.
        for index in first..<members.count {
            members[index].end = index + 1 < members.count ? members[index + 1].start - 2 : end
        }
        members[first...].sort { a, b in
            let order = Self.compareUTF8(a.key, b.key)
            return order == 0 ? a.start < b.start : order < 0
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[base..<end])
        bytes.removeLast(end - base)
        var written = false
        for index in first..<members.count {
            let member = members[index]
            if index + 1 < members.count, sameBytes(members[index + 1].key, member.key) { continue }
            if written {
                bytes.append(UInt8(ascii: ","))
                bytes.append(0x0A)
            }
            bytes.append(contentsOf: scratch[(member.start - base)..<(member.end - base)])
            written = true
        }
    }

    // MARK: Scalars

    /// 64 spaces, read in place (a static string needs no lazy initialisation, nor a copy).
    private static let spaces: StaticString = "                                                                "

    func writeIndent(_ depth: Int) {
        var remaining = depth * 2
        let spaces = UnsafeBufferPointer(start: Self.spaces.utf8Start, count: Self.spaces.utf8CodeUnitCount)
        while remaining > 0 {
            let chunk = min(remaining, spaces.count)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[0..<chunk]))
            remaining -= chunk
        }
    }

    /// `"key" : ` on a new member line at `depth` (`first`: no separator before it), for `DirectJSON`.
    func writeMember(_ key: StaticString, depth: Int, first: Bool = false) {
        if !first {
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(0x0A)
        writeIndent(depth)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// The newline, indent and `}` that close an object written by a `DirectJSON` value.
    func closeDirectObject(depth: Int) {
        bytes.append(0x0A)
        writeIndent(depth)
        bytes.append(UInt8(ascii: "}"))
    }

    func writeNull() {
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
    }

    func writeBool(_ value: Bool) {
        if value {
            bytes.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
        } else {
            bytes.append(contentsOf: [
                UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e"),
            ])
        }
    }

    func writeInt(_ value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        writeInteger(value)
    }

    /// Decimal digits, as `description` (which JSONEncoder writes).
    func writeInteger<I: FixedWidthInteger>(_ value: I) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        // The magnitude, digit by digit from the right, into a small stack buffer.
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var position = buffer.count
            repeat {
                let (quotient, digit) = magnitude.quotientAndRemainder(dividingBy: 10)
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit)
                magnitude = quotient
            } while magnitude != 0 && position > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position...]))
        }
    }

    func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { writeEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    private func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var mark = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if index > mark {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<index]))
            }
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                bytes.append(UInt8(ascii: "u"))
                bytes.append(UInt8(ascii: "0"))
                bytes.append(UInt8(ascii: "0"))
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0x0F))
            }
            index += 1
            mark = index
        }
        if count > mark {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<count]))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

// MARK: - Encoder and containers

struct JSONFrameEncoder: Encoder {
    let sink: JSONSink
    let serial: Int

    var codingPath: [any CodingKey] { sink.codingPath(serial) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.open(serial, as: .keyed)
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(sink: sink, serial: serial))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.open(serial, as: .unkeyed)
        return JSONUnkeyedContainer(sink: sink, serial: serial)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(sink: sink, serial: serial)
    }
}

/// A container that ignores everything, handed out where the output would differ from Foundation's
/// (the sink is then marked unsupported and its output discarded).
private let detachedSerial = -1

struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: JSONSink
    let serial: Int

    var codingPath: [any CodingKey] { sink.codingPath(serial) }

    mutating func encodeNil(forKey key: Key) throws {
        guard sink.beginMember(serial, key: key.stringValue) != nil else { return }
        sink.writeNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        guard sink.beginMember(serial, key: key.stringValue) != nil else { return }
        sink.writeBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        guard sink.beginMember(serial, key: key.stringValue) != nil else { return }
        sink.writeString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws { sink.fail("Double") }
    mutating func encode(_ value: Float, forKey key: Key) throws { sink.fail("Float") }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        guard sink.beginMember(serial, key: key.stringValue) != nil else { return }
        sink.writeInt(value)
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    private func integer<I: FixedWidthInteger>(_ value: I, _ key: Key) throws {
        guard sink.beginMember(serial, key: key.stringValue) != nil else { return }
        sink.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard let depth = sink.beginMember(serial, key: key.stringValue) else { return }
        try sink.encodeValue(value, depth: depth)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        sink.fail("nested containers")
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(sink: sink, serial: detachedSerial))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.fail("nested containers")
        return JSONUnkeyedContainer(sink: sink, serial: detachedSerial)
    }

    mutating func superEncoder() -> any Encoder {
        sink.fail("super encoders")
        return JSONFrameEncoder(sink: sink, serial: detachedSerial)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        sink.fail("super encoders")
        return JSONFrameEncoder(sink: sink, serial: detachedSerial)
    }
}

struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let sink: JSONSink
    let serial: Int

    var codingPath: [any CodingKey] { sink.codingPath(serial) }
    var count: Int { sink.elementCount(serial) }

    mutating func encodeNil() throws {
        guard sink.beginElement(serial) != nil else { return }
        sink.writeNull()
    }

    mutating func encode(_ value: Bool) throws {
        guard sink.beginElement(serial) != nil else { return }
        sink.writeBool(value)
    }

    mutating func encode(_ value: String) throws {
        guard sink.beginElement(serial) != nil else { return }
        sink.writeString(value)
    }

    mutating func encode(_ value: Double) throws { sink.fail("Double") }
    mutating func encode(_ value: Float) throws { sink.fail("Float") }

    mutating func encode(_ value: Int) throws {
        guard sink.beginElement(serial) != nil else { return }
        sink.writeInt(value)
    }

    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    private func integer<I: FixedWidthInteger>(_ value: I) throws {
        guard sink.beginElement(serial) != nil else { return }
        sink.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard let depth = sink.beginElement(serial) else { return }
        try sink.encodeValue(value, depth: depth)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        sink.fail("nested containers")
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(sink: sink, serial: detachedSerial))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.fail("nested containers")
        return JSONUnkeyedContainer(sink: sink, serial: detachedSerial)
    }

    mutating func superEncoder() -> any Encoder {
        sink.fail("super encoders")
        return JSONFrameEncoder(sink: sink, serial: detachedSerial)
    }
}

struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let sink: JSONSink
    let serial: Int

    var codingPath: [any CodingKey] { sink.codingPath(serial) }

    mutating func encodeNil() throws {
        guard sink.beginSingleValue(serial) else { return }
        sink.writeNull()
    }

    mutating func encode(_ value: Bool) throws {
        guard sink.beginSingleValue(serial) else { return }
        sink.writeBool(value)
    }

    mutating func encode(_ value: String) throws {
        guard sink.beginSingleValue(serial) else { return }
        sink.writeString(value)
    }

    mutating func encode(_ value: Double) throws { sink.fail("Double") }
    mutating func encode(_ value: Float) throws { sink.fail("Float") }

    mutating func encode(_ value: Int) throws {
        guard sink.beginSingleValue(serial) else { return }
        sink.writeInt(value)
    }

    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    private func integer<I: FixedWidthInteger>(_ value: I) throws {
        guard sink.beginSingleValue(serial) else { return }
        sink.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard let index = sink.frames.indices.last, sink.frames[index].serial == serial else {
            sink.fail("a container was used outside the encoding of its own value")
            return
        }
        guard sink.frames[index].kind == .none else {
            sink.fail("a single value container was given a second value")
            return
        }
        // The value takes this frame's place: its containers are its own.
        sink.frames[index].kind = .single
        try sink.encodeValue(value, depth: sink.frames[index].depth)
    }
}

/// A value that writes itself, keys already in order, instead of going through `Encodable`: only
/// for the report's most numerous small values (every edge's evidence and its places), whose
/// synthesized encoding is a good part of a report's rendering time. The differential tests hold
/// their bytes to JSONEncoder's.
protocol DirectJSON {
    /// Writes the value where the cursor is, closing bracket at indentation level `depth`.
    func writeJSON(to sink: JSONSink, depth: Int)
}
