/// A recursive-descent reader of OpenStep property lists over bytes. The nesting depth is
/// bounded, so hostile input cannot exhaust the stack.
struct OpenStepPlistParser {
    /// Xcode's files nest about eight deep; anything near this is not a project file.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func parseDocument() throws(OpenStepPlistError) -> OpenStepPlist {
        let value = try parseValue()
        try skipTrivia()
        guard index == bytes.count else { throw error("unexpected text after the end of the property list") }
        return value
    }

    private mutating func parseValue() throws(OpenStepPlistError) -> OpenStepPlist {
        try skipTrivia()
        guard index < bytes.count else { throw error("unexpected end of file where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseDictionary()
        case UInt8(ascii: "("): return try parseArray()
        case UInt8(ascii: "<"): return try parseData()
        default: return .string(try parseString())
        }
    }

    private mutating func enter() throws(OpenStepPlistError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func parseDictionary() throws(OpenStepPlistError) -> OpenStepPlist {
        try enter()
        index += 1  // `{`
        var result: [String: OpenStepPlist] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file inside a dictionary (missing `}`)") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .dictionary(result)
            }
            let key = try parseString()
            try expect("=", after: "the key `\(key)`")
            result[key] = try parseValue()
            try expect(";", after: "the value of `\(key)`")
        }
    }

    private mutating func parseArray() throws(OpenStepPlistError) -> OpenStepPlist {
        try enter()
        index += 1  // `(`
        var result: [OpenStepPlist] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file inside an array (missing `)`)") }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                depth -= 1
                return .array(result)
            }
            result.append(try parseValue())
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file inside an array (missing `)`)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw error("expected `,` or `)` in an array, found \(describe(bytes[index]))")
            }
        }
    }

    private mutating func parseData() throws(OpenStepPlistError) -> OpenStepPlist {
        let start = index
        index += 1  // `<`
        var result: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("odd number of hex digits in data", at: start) }
                return .data(result)
            }
            if Self.isWhitespace(byte) { continue }
            guard let nibble = Self.hexValue(byte) else {
                throw error("\(describe(byte)) in data (only hex digits are allowed)", at: index - 1)
            }
            if let first = high {
                result.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        throw error("unterminated data (missing `>`)", at: start)
    }

    /// A quoted string or a bare word; anything else is an error.
    private mutating func parseString() throws(OpenStepPlistError) -> String {
        try skipTrivia()
        guard index < bytes.count else { throw error("unexpected end of file where a string was expected") }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try parseQuoted(byte) }
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        guard index > start else { throw error("unexpected \(describe(byte))") }
        // Through a buffer pointer: decoding an array slice takes the generic, byte-by-byte path.
        let end = index
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    private mutating func parseQuoted(_ quote: UInt8) throws(OpenStepPlistError) -> String {
        let start = index
        index += 1
        var buffer: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == quote { return String(decoding: buffer, as: UTF8.self) }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "a"): buffer.append(0x07)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "v"): buffer.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                appendScalar(readDigits(maximum: 4, radix: 16), to: &buffer)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                index -= 1
                appendScalar(readDigits(maximum: 3, radix: 8), to: &buffer)
            default: buffer.append(escaped)  // `\\`, `\"`, `\'` and anything unknown stand for themselves
            }
        }
        throw error("unterminated string (missing closing quote)", at: start)
    }

    private mutating func readDigits(maximum: Int, radix: UInt32) -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < maximum, index < bytes.count, let digit = Self.hexValue(bytes[index]), UInt32(digit) < radix {
            value = value * radix + UInt32(digit)
            index += 1
            count += 1
        }
        return value
    }

    private func appendScalar(_ value: UInt32, to buffer: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func expect(_ character: Character, after what: String) throws(OpenStepPlistError) {
        try skipTrivia()
        guard index < bytes.count else { throw error("unexpected end of file: expected `\(character)` after \(what)") }
        guard let ascii = character.asciiValue, bytes[index] == ascii else {
            throw error("expected `\(character)` after \(what), found \(describe(bytes[index]))")
        }
        index += 1
    }

    /// White space, `/* ... */` and `// ...` comments.
    private mutating func skipTrivia() throws(OpenStepPlistError) {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw error("unterminated comment (missing `*/`)", at: start) }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// The characters of an unquoted string in the OpenStep format.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "`\(Character(Unicode.Scalar(byte)))`" : "byte 0x\(String(byte, radix: 16))"
    }

    private func error(_ message: String, at position: Int? = nil) -> OpenStepPlistError {
        let stop = min(position ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for offset in 0..<stop where bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        return OpenStepPlistError(message: message, line: line, column: stop - lineStart + 1)
    }
}
