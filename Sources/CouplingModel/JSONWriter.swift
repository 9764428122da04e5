import Foundation

/// The one JSON writer of coupling: reports, SARIF logs and baselines are written through it, each
/// type saying which members it has (`JSONWritable`), so the documented schema lives in code one
/// can read. The bytes are what the reports have always been:
/// - two spaces per level; `"key" : value`; members and elements separated by `,` and a newline;
///   an empty array is `[`, two newlines, the indent and `]` (an empty object likewise);
/// - members in the order of their keys' UTF-8 bytes (the writer's callers write them so; maps are
///   sorted here); an absent optional is left out, never `null`;
/// - in strings `"` and `\` are escaped, `/` is not; `\b \f \n \r \t` have short escapes, every other
///   byte below 0x20 is `\u00xx` (lowercase hex); everything else is written as it is;
/// - integers in decimal, `true` / `false`; the document ends with a newline.
/// A compact writer (`compact: true`, for data embedded in a page) writes the same values with no
/// newline, indent or space between them.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// No member or element written yet in the innermost open container.
    private var empty = true
    private let compact: Bool

    public init(compact: Bool = false) { self.compact = compact }

    /// `value` as a document: its bytes and a final newline.
    public static func document<Value: JSONWritable>(_ value: Value) -> [UInt8] {
        var writer = JSONWriter()
        value.write(to: &writer)
        writer.bytes.append(newline)
        return writer.bytes
    }

    // MARK: Containers

    /// An object; `members` writes its members (`member` or `key` and a value) in key order.
    public mutating func object(_ members: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    public mutating func array<Elements: Sequence>(_ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void) {
        open(UInt8(ascii: "["))
        for item in elements {
            startItem()
            element(&self, item)
        }
        close(UInt8(ascii: "]"))
    }

    public mutating func array<Elements: Sequence>(_ elements: Elements) where Elements.Element: JSONWritable {
        array(elements) { writer, item in item.write(to: &writer) }
    }

    /// A map, its keys sorted by their UTF-8 bytes.
    public mutating func object<Value: JSONWritable>(_ map: [String: Value]) {
        object { writer in
            for (key, value) in map.sorted(by: { Self.utf8Order($0.key, $1.key) }) {
                writer.member(key, value)
            }
        }
    }

    /// Starts a member: the separator, the indent, the key and ` : `. The value comes next.
    public mutating func key(_ key: String) {
        startItem()
        string(key)
        // (A static row, not an array literal: that was an allocation for every member of a report.)
        if compact { bytes.append(UInt8(ascii: ":")) } else { bytes.append(contentsOf: Self.keySeparator) }
    }

    // MARK: Members

    public mutating func member<Value: JSONWritable>(_ key: String, _ value: Value) {
        self.key(key)
        value.write(to: &self)
    }

    /// Left out when nil.
    public mutating func member<Value: JSONWritable>(_ key: String, _ value: Value?) {
        guard let value else { return }
        member(key, value)
    }

    public mutating func member<Value: JSONWritable>(_ key: String, _ map: [String: Value]) {
        self.key(key)
        object(map)
    }

    // MARK: Scalars

    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8Bytes { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func int(_ value: Int) {
        // Digits last first into a small buffer, then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            var index = digits.count
            var rest = value.magnitude
            repeat {
                index -= 1
                digits[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                index -= 1
                digits[index] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index...]))
        }
    }

    /// A number already in JSON's decimal form (`0.5`, `0.333`), written as it is.
    public mutating func decimal(_ literal: String) {
        bytes.append(contentsOf: literal.utf8)
    }

    public mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    }

    // MARK: Layout

    private static let newline: UInt8 = 0x0A
    private static let space: UInt8 = 0x20
    private static let spaces = [UInt8](repeating: 0x20, count: 64)
    /// `,` newline and an indent's spaces, sliced: what goes before an item, written in one append
    /// (three appends an item were a tenth of a warm run's report).
    private static let separator: [UInt8] = [UInt8(ascii: ","), newline] + spaces
    private static let keySeparator: [UInt8] = [space, UInt8(ascii: ":"), space]
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        if compact {
            depth -= 1
            bytes.append(bracket)
            empty = false
            return
        }
        if empty { bytes.append(Self.newline) }
        depth -= 1
        let width = depth * 2
        if width + 2 <= Self.separator.count {
            // (The newline and the indent: the separator without its comma.)
            Self.separator.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[1..<(width + 2)])) }
        } else {
            bytes.append(Self.newline)
            indent()
        }
        bytes.append(bracket)
        empty = false  // the container just closed is an item of the one around it
    }

    /// Before a member or an element: the separator, a newline, the indent.
    private mutating func startItem() {
        let first = empty
        empty = false
        if compact {
            if !first { bytes.append(UInt8(ascii: ",")) }
            return
        }
        let width = depth * 2
        if width + 2 <= Self.separator.count {
            Self.separator.withUnsafeBufferPointer {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[(first ? 1 : 0)..<(width + 2)]))
            }
        } else {
            if !first { bytes.append(UInt8(ascii: ",")) }
            bytes.append(Self.newline)
            indent()
        }
    }

    private mutating func indent() {
        let width = depth * 2
        if width <= Self.spaces.count {
            Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<width])) }
        } else {
            bytes.append(contentsOf: repeatElement(Self.space, count: width))
        }
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }

    /// The order of keys: by their UTF-8 bytes.
    public static func utf8Order(_ a: String, _ b: String) -> Bool {
        // (`memcmp` over the bytes in place.)
        var (a, b) = (a, b)
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }
}

/// A value that writes itself as JSON: its members, in key order.
public protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

extension String: JSONWritable {
    public func write(to json: inout JSONWriter) { json.string(self) }
}

extension Int: JSONWritable {
    public func write(to json: inout JSONWriter) { json.int(self) }
}

extension Bool: JSONWritable {
    public func write(to json: inout JSONWriter) { json.bool(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    public func write(to json: inout JSONWriter) { json.array(self) }
}

extension JSONWritable where Self: RawRepresentable, RawValue == String {
    public func write(to json: inout JSONWriter) { json.string(rawValue) }
}
