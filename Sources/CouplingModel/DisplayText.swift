/// Names from the scanned tree (paths, symbols, component names) made safe to print in a line of
/// text: a file name with a newline must not forge another `path:line: error:` line, and an escape
/// sequence in a name must not reach a terminal raw. Control characters (C0, DEL, C1), the Unicode
/// line and paragraph separators and the bidirectional overrides ("Trojan Source") are written as
/// `\n`, `\t`, `\r` or `\u{XXXX}`; everything else, backslashes included, is kept as it is, so an
/// ordinary name prints byte for byte.
public enum DisplayText {
    /// `text` with every unsafe character escaped; `text` itself when it has none (the usual case,
    /// checked on the bytes without building anything).
    public static func escaped(_ text: String) -> String {
        if isPlain(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case let value where isUnsafe(value):
                result += "\\u{" + hex(value) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Free text (a message, a comment) on one line: each line break becomes a space, then the
    /// rest is escaped as `escaped` does.
    public static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 10 || $0 == 13 }) else { return escaped(text) }
        var joined = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousCR {
                previousCR = false
                continue
            }
            previousCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" { joined += " " } else { joined.unicodeScalars.append(scalar) }
        }
        return escaped(joined)
    }

    /// C0 and C1 controls, DEL, U+2028/U+2029 and the bidirectional embeddings, overrides and isolates.
    /// True when `escaped` would return the text unchanged for certain: no byte of a control
    /// character, and no lead byte (C2, E2) of the unsafe characters above U+007F.
    public static func isPlain(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) }
    }

    public static func isUnsafe(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// At least four upper-case hexadecimal digits.
    public static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    /// This text with control and bidirectional characters escaped (`DisplayText`).
    public var displaySafe: String { DisplayText.escaped(self) }
}
