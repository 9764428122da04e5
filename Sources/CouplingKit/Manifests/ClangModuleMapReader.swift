/// What a `module.modulemap` declares: its top-level modules (a submodule, `explicit module
/// Private { … }`, is imported as `Realm.Private`, never by a name of its own) and the headers it
/// names, relative to its folder (`header "…"`, `umbrella header "…"`, `private`/`textual` ones;
/// not an `exclude header`).
struct ClangModuleMapReader {
    private(set) var modules: [String] = []
    private(set) var headers: [String] = []

    init(_ text: String) {
        var depth = 0
        // The two tokens before the current one.
        var (second, last): (Token?, Token?) = (nil, nil)
        for token in Self.tokens(text) {
            switch token {
            case .open: depth += 1
            case .close: depth = max(0, depth - 1)
            case .word(let name):
                // `module M`, `framework module M`; not `extern module M "…"` (declared elsewhere).
                if depth == 0, last == .word("module"), second != .word("extern") { modules.append(name) }
            case .string(let path):
                if last == .word("header"), second != .word("exclude") { headers.append(path) }
            }
            (second, last) = (last, token)
        }
    }

    private enum Token: Equatable {
        case word(String), string(String), open, close
    }

    /// Words, quoted strings and braces; comments and all else skipped.
    private static func tokens(_ text: String) -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else if byte == UInt8(ascii: "\"") {
                let start = index + 1
                index = start
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                tokens.append(.string(String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)))
                index += 1
            } else if byte == UInt8(ascii: "{") {
                tokens.append(.open)
                index += 1
            } else if byte == UInt8(ascii: "}") {
                tokens.append(.close)
                index += 1
            } else if isWord(byte) {
                let start = index
                while index < bytes.count, isWord(bytes[index]) { index += 1 }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else {
                index += 1
            }
        }
        return tokens
    }
}
