import Foundation
import CouplingModel

/// Reads the string values of a registry file (an XML property list or a JSON file), each with
/// its line and the dictionary key it sits under, for the class-name heuristic: a value equal to an
/// Objective-C class or protocol of the tree, in a registry, is a run-time reference. Binary
/// property lists are not read (Xcode converts them at build time; sources keep XML).
enum RegistryFileReader {
    struct Value: Hashable {
        var text: String
        /// The dictionary key the value belongs to (nil in an array).
        var key: String?
        /// The key of the root dictionary's entry the value lies in (a plist's; nil in JSON).
        var topKey: String? = nil
        var line: Int
        var column: Int
        /// The values of the same dictionary, by key (for BeeHive's `{service, impl}` pairs).
        var siblings: [String: String]
    }

    static func values(of bytes: [UInt8], isJSON: Bool) -> [Value] {
        isJSON ? json(bytes) : plist(bytes)
    }

    /// `<key>K</key>` and `<string>V</string>` of an XML plist, with dictionaries tracked for siblings.
    private static func plist(_ bytes: [UInt8]) -> [Value] {
        var result: [Value] = []
        var stack: [[Int]] = [[]]  // indices into result of the values of each open dict
        var pendingKey: String?
        var keyStack: [String?] = []
        var topKey: String?  // the root dictionary's current key
        var line = 1
        var i = 0
        var lineStart = 0
        func tag(at index: Int) -> (name: String, end: Int)? {
            var j = index + 1
            while j < bytes.count, bytes[j] != UInt8(ascii: ">") { j += 1 }
            guard j < bytes.count else { return nil }
            return (String(decoding: bytes[(index + 1)..<j], as: UTF8.self), j + 1)
        }
        func content(from start: Int) -> (String, Int)? {
            var j = start
            while j < bytes.count, bytes[j] != UInt8(ascii: "<") { j += 1 }
            guard j < bytes.count else { return nil }
            return (unescape(String(decoding: bytes[start..<j], as: UTF8.self)), j)
        }
        // Moves to `stop`, counting the lines a tag, a comment or a value spans on the way (a
        // multi-line `<string>` before a class name would put it lines too early).
        func advance(to stop: Int) {
            while i < stop {
                if bytes[i] == 10 {
                    line += 1
                    lineStart = i + 1
                }
                i += 1
            }
        }
        while i < bytes.count {
            let c = bytes[i]
            if c == 10 {
                line += 1
                lineStart = i + 1
                i += 1
                continue
            }
            guard c == UInt8(ascii: "<"), let (name, end) = tag(at: i) else {
                i += 1
                continue
            }
            switch name {
            case "dict":
                keyStack.append(pendingKey)
                pendingKey = nil
                stack.append([])
            case "/dict":
                if let members = stack.popLast() {
                    var siblings: [String: String] = [:]
                    for index in members { if let key = result[index].key { siblings[key] = result[index].text } }
                    for index in members { result[index].siblings = siblings }
                }
                pendingKey = nil
                _ = keyStack.popLast()
            case "key":
                if let (text, stop) = content(from: end) {
                    pendingKey = text
                    if stack.count == 2 { topKey = text }
                    advance(to: stop)
                    continue
                }
            case "string":
                if let (text, stop) = content(from: end) {
                    result.append(
                        Value(text: text, key: pendingKey, topKey: stack.count >= 2 ? topKey : nil, line: line, column: i - lineStart + 1, siblings: [:]))
                    stack[stack.count - 1].append(result.count - 1)
                    pendingKey = nil
                    advance(to: stop)
                    continue
                }
            case "array", "/array":
                pendingKey = nil
            default:
                if !name.hasPrefix("/") && !name.hasPrefix("?") && !name.hasPrefix("!") { pendingKey = nil }
            }
            advance(to: end)
        }
        return result
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text.trimmingWhitespace() }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&").trimmingWhitespace()
    }

    /// String values of a JSON document (a string followed by `:` is a key).
    private static func json(_ bytes: [UInt8]) -> [Value] {
        var result: [Value] = []
        var stack: [[Int]] = [[]]
        var line = 1
        var lineStart = 0
        var lastKey: String?
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case 10:
                line += 1
                lineStart = i + 1
            case UInt8(ascii: "{"):
                stack.append([])
            case UInt8(ascii: "}"):
                if let members = stack.popLast() {
                    var siblings: [String: String] = [:]
                    for index in members { if let key = result[index].key { siblings[key] = result[index].text } }
                    for index in members { result[index].siblings = siblings }
                }
            case UInt8(ascii: "\""):
                let start = i + 1
                var j = start
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\\") { j += 1 }
                    j += 1
                }
                let text = String(decoding: bytes[start..<min(j, bytes.count)], as: UTF8.self)
                var k = j + 1
                while k < bytes.count, bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 13 || bytes[k] == 10 { k += 1 }
                if k < bytes.count, bytes[k] == UInt8(ascii: ":") {
                    lastKey = text
                } else {
                    result.append(Value(text: text, key: lastKey, line: line, column: i - lineStart + 1, siblings: [:]))
                    stack[stack.count - 1].append(result.count - 1)
                    lastKey = nil
                }
                i = j
            case UInt8(ascii: ","), UInt8(ascii: "["):
                if c == UInt8(ascii: "[") { lastKey = nil }
            default:
                break
            }
            i += 1
        }
        return result
    }
}

extension String {
    /// Without leading and trailing whitespace (plist values are often indented).
    fileprivate func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
