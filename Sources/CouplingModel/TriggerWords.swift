import Foundation

/// Decides whether a file contains one of a set of identifiers (or an identifier starting with one
/// of a few prefixes): the filter that keeps the run-time scanners off the files with no
/// string-keyed call. The frontends ask it about each name token they lexed (`matches`); a scan of
/// the wrappers' calls asks it about a file's bytes (`occurs`). Each identifier costs a table
/// look-up on its first two bytes and length; only the rare hits are compared byte by byte.
public struct TriggerWords: Sendable {
    /// Indexed by the first two bytes: bit L is set when a word of length L starts with them
    /// (bit 0: a prefix starts with them).
    @usableFromInline var lengths: [UInt64]
    @usableFromInline var words: [UInt16: [[UInt8]]]
    @usableFromInline var prefixes: [UInt16: [[UInt8]]]
    /// Whether a prefix counts only where Objective-C declares or annotates with it: right after `@`
    /// (`@BeeHiveMod`) or after `@interface`/`@implementation` (`Target_A`). Generated C++ is full of
    /// `Target_…` names (protobuf's `Target_QueryTarget`) that are no mediator targets.
    @usableFromInline let prefixesAfterAt: Bool
    /// A handful of words and no prefix (the wrappers' names): each searched with `memchr`, which
    /// skips through a file many bytes at a time, each hit checked for identifier boundaries.
    private let few: [[UInt8]]?

    public init(words: [String], prefixes: [String], prefixesAfterAt: Bool = false) {
        self.prefixesAfterAt = prefixesAfterAt
        let unique = Set(words).map { Array($0.utf8) }.filter { $0.count >= 2 }.sorted { $0.lexicographicallyPrecedes($1) }
        few = prefixes.isEmpty && unique.count <= 8 ? unique : nil
        lengths = Array(repeating: 0, count: 1 << 16)
        self.words = [:]
        self.prefixes = [:]
        for word in Set(words) {
            let bytes = Array(word.utf8)
            guard bytes.count >= 2, bytes.count < 64 else { continue }
            let key = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
            lengths[Int(key)] |= 1 << UInt64(bytes.count)
            self.words[key, default: []].append(bytes)
        }
        for prefix in Set(prefixes) {
            let bytes = Array(prefix.utf8)
            guard bytes.count >= 2 else { continue }
            let key = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
            lengths[Int(key)] |= 1
            self.prefixes[key, default: []].append(bytes)
        }
    }

    /// 1 for the bytes of identifiers (a table: every byte of every file passes through here).
    private let identifierBytes: [UInt8] = (0..<256).map { c in
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95 ? 1 : 0
    }

    /// Whether one of the words occurs anywhere in `text` as a whole identifier (comments and strings too).
    public func occurs(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        identifierBytes.withUnsafeBufferPointer { identifier in
            if let few { return few.contains { Self.search(text, for: $0, identifier: identifier) } }
            return occurs(in: text, identifier: identifier)
        }
    }

    /// Whether `word` occurs in `text` as a whole identifier: `memchr` to each place its first byte
    /// is, then a comparison.
    private static func search(_ text: UnsafeBufferPointer<UInt8>, for word: [UInt8], identifier: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        let first = Int32(word[0])
        var at = 0
        while at + word.count <= text.count, let hit = memchr(base + at, first, text.count - at - word.count + 1) {
            at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            var same = true
            for k in 1..<word.count where text[at + k] != word[k] {
                same = false
                break
            }
            if same, at == 0 || identifier[Int(text[at - 1])] == 0,
                at + word.count == text.count || identifier[Int(text[at + word.count])] == 0
            {
                return true
            }
            at += 1
        }
        return false
    }

    private func occurs(in text: UnsafeBufferPointer<UInt8>, identifier: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = text.count
        var i = 0
        while i < count {
            guard identifier[Int(text[i])] != 0 else {
                i += 1
                continue
            }
            let start = i
            while i < count, identifier[Int(text[i])] != 0 { i += 1 }
            if matches(text, start: start, end: i) { return true }
        }
        return false
    }

    /// Whether the identifier `text[start..<end]` is one of the words or starts with a prefix.
    @inlinable @inline(__always) public func matches(_ text: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        let length = end - start
        guard length >= 2 else { return false }
        let key = UInt16(text[start]) << 8 | UInt16(text[start + 1])
        let mask = lengths[Int(key)]
        if mask == 0 { return false }
        if length < 64, mask & (1 << UInt64(length)) != 0, let list = words[key] {
            for word in list where word.count == length && equal(text, start, word) { return true }
        }
        if mask & 1 != 0, let list = prefixes[key] {
            for prefix in list where prefix.count <= length && equal(text, start, prefix) {
                if !prefixesAfterAt || Self.followsObjCDeclaration(text, start) { return true }
            }
        }
        return false
    }

    /// `@` right before `start`, or `@interface`/`@implementation` and blanks.
    @usableFromInline static func followsObjCDeclaration(_ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var k = start - 1
        if k >= 0, text[k] == UInt8(ascii: "@") { return true }
        while k >= 0, text[k] == UInt8(ascii: " ") || text[k] == UInt8(ascii: "\t") { k -= 1 }
        let end = k + 1
        while k >= 0, text[k] >= 97 && text[k] <= 122 { k -= 1 }
        guard k >= 0, text[k] == UInt8(ascii: "@"), end > k + 1 else { return false }
        let word = String(decoding: UnsafeBufferPointer(rebasing: text[(k + 1)..<end]), as: UTF8.self)
        return word == "interface" || word == "implementation"
    }

    @inlinable @inline(__always) func equal(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: [UInt8]) -> Bool {
        for k in 2..<word.count where text[start + k] != word[k] { return false }
        return true
    }
}
