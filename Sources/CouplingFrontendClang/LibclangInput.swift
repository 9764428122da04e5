/// What libclang is given can name no file: it parses each header alone, from memory, and must
/// never open what a hostile header names (`#include "/etc/shadow"`, `#import "../../x.h"`, a FIFO
/// that would block the scan for ever, a device).
///
/// - The preprocessor's file-probing builtins (`__has_include`, `__has_include_next`,
///   `__has_embed`) and `_Pragma` are redefined as plain macros in the prelude, before any text of
///   the tree: however a header spells or pastes them (`CAT(__has_, include)`), they look nothing up.
///   A header's `#undef` leaves them undefined, not builtin again.
/// - Every directive but the harmless ones (`#define`, `#undef`, the conditionals, `#line`,
///   `#error`, `#warning`, `#ident`) is blanked: `#include`, `#import`, `#include_next`, `#embed`,
///   `#pragma` (`GCC dependency`, `clang module`) and anything unknown. Directives cannot come out
///   of macros, so finding them in the text is enough; the search is generous (a `#` or `%:` after
///   leading blanks, non-ASCII bytes and comments of any physical line, or after any `*/`), so that
///   no misreading of a comment, a string or a line splice can hide one.
/// Blanking writes spaces and keeps newlines: every offset and line stays where it was.
enum LibclangInput {
    static let guardMacros = """
        #define __has_include(...) 0
        #define __has_include_next(...) 0
        #define __has_embed(...) 0
        #define _Pragma(...)

        """

    static let safeDirectives: Set<[UInt8]> = Set(
        ["define", "undef", "if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif", "line", "error",
         "warning", "ident", "sccs", "assert", "unassert"].map { Array($0.utf8) })

    /// Blanks every directive of `buffer[start...]` that is not in `safeDirectives`, until a pass
    /// finds none: blanking one can open a comment onto text that an earlier `*/` had closed
    /// (`#/*/#\u{99}/**/*/include …`: the blanked `/**/` no longer ends the first comment early,
    /// so `include` follows a `#` and a comment). Each pass only turns bytes into spaces, so this ends.
    static func blankDirectives(_ buffer: inout [UInt8], from start: Int) {
        var changed = true
        while changed {
            changed = buffer.withUnsafeMutableBufferPointer { text in
                var scanner = Scanner(text: text)
                scanner.run(from: start)
                return scanner.changed
            }
        }
    }

    private struct Scanner {
        let text: UnsafeMutableBufferPointer<UInt8>
        /// Whether this pass blanked anything.
        var changed = false

        func byte(_ i: Int) -> UInt8 { i < text.count ? text[i] : 0 }

        /// A line ends at LF, CR or CR LF, as clang reads it.
        func isNewline(_ c: UInt8) -> Bool { c == ASCII.newline || c == ASCII.carriageReturn }

        /// The end of a line splice (`\`, blanks, a newline) starting at `i`, or nil.
        func splice(at i: Int) -> Int? {
            guard byte(i) == UInt8(ascii: "\\") else { return nil }
            var j = i + 1
            while blank(at: j) { j += 1 }
            if byte(j) == ASCII.carriageReturn { return byte(j + 1) == ASCII.newline ? j + 2 : j + 1 }
            return byte(j) == ASCII.newline ? j + 1 : nil
        }

        /// The next position at or after `i` that is not a splice.
        func logical(_ i: Int) -> Int {
            var i = i
            while let next = splice(at: i) { i = next }
            return i
        }

        func isBlank(_ c: UInt8) -> Bool { c == ASCII.space || c == ASCII.tab || c == ASCII.verticalTab || c == ASCII.formFeed || c == 0 }

        /// A blank at `i` (never past the end, where `byte` reads 0).
        func blank(at i: Int) -> Bool { i < text.count && isBlank(text[i]) }

        mutating func run(from start: Int) {
            var i = start
            while i < text.count {
                // One physical line: a directive may start after its leading blanks, or after any
                // `*/` on it (overlapping ones too: `/*/`), which also covers comments before it.
                var lineEnd = i
                while lineEnd < text.count && !isNewline(text[lineEnd]) { lineEnd += 1 }
                var resume = lineEnd + 1
                var candidates = [i]
                var k = i
                while k + 1 < lineEnd {
                    if text[k] == UInt8(ascii: "*") && text[k + 1] == UInt8(ascii: "/") { candidates.append(k + 2) }
                    k += 1
                }
                // One found from an earlier candidate is spaces by now: a later one finds nothing there.
                for candidate in candidates {
                    guard let end = directive(at: leading(from: candidate, lineEnd: lineEnd)) else { continue }
                    if end > lineEnd {  // over more than this line (splices): go on after it
                        resume = end
                        break
                    }
                }
                i = resume
            }
        }

        /// Past blanks and non-ASCII bytes (clang takes some for blanks). A comment is not skipped:
        /// what follows its `*/` is a candidate of its own.
        func leading(from i: Int, lineEnd: Int) -> Int {
            var i = i
            while i < lineEnd, isBlank(text[i]) || text[i] >= 0x80 { i += 1 }
            return i
        }

        /// When a directive that is not safe starts at `i`: blanks it and returns where the scan goes on.
        mutating func directive(at i: Int) -> Int? {
            var j: Int
            if byte(i) == UInt8(ascii: "#") {
                j = i + 1
            } else if byte(i) == UInt8(ascii: "%"), byte(logical(i + 1)) == UInt8(ascii: ":") {
                j = logical(i + 1) + 1
            } else {
                return nil
            }
            let hashEnd = j
            // Blanks, splices and comments may stand between `#` and the name.
            while true {
                j = logical(j)
                if blank(at: j) {
                    j += 1
                } else if byte(j) == UInt8(ascii: "/"), byte(logical(j + 1)) == UInt8(ascii: "*") {
                    guard let end = commentEnd(from: logical(j + 1) + 1) else {
                        // A comment over lines: the name cannot be read, so the `#` goes (and with it
                        // any directive); the comment is left as it is.
                        blank(i, hashEnd)
                        return hashEnd
                    }
                    j = end
                } else {
                    break
                }
            }
            var name: [UInt8] = []
            var unreadable = false
            while j < text.count {
                j = logical(j)
                let c = byte(j)
                guard CFamilyLexer.isIdentifierBody(c) || c == UInt8(ascii: "\\") || c >= 0x80 else { break }
                if c == UInt8(ascii: "\\") || c >= 0x80 { unreadable = true }  // a UCN or a non-ASCII name
                name.append(c)
                j += 1
                if name.count > 64 { break }
            }
            if !unreadable, name.isEmpty || (48...57).contains(name[0]) || Self.safe(name) { return nil }
            let end = directiveEnd(from: j)
            blank(i, end)
            return end
        }

        static func safe(_ name: [UInt8]) -> Bool { LibclangInput.safeDirectives.contains(name) }

        /// The end of a block comment whose `/*` ends just before `i`, when it closes before a newline.
        func commentEnd(from i: Int) -> Int? {
            var k = i
            while k < text.count {
                if isNewline(text[k]) { return nil }
                if text[k] == UInt8(ascii: "*"), byte(logical(k + 1)) == UInt8(ascii: "/") { return logical(k + 1) + 1 }
                k += 1
            }
            return nil
        }

        /// Where the directive's logical line ends, stopping before a comment that outlives it (its
        /// `/*` is kept, so what it comments out stays commented out) or a line comment.
        func directiveEnd(from start: Int) -> Int {
            var k = start
            while blank(at: logical(k)) { k = logical(k) + 1 }
            k = logical(k)
            // `#include <a/*b>`: a header name, whose `/*` opens no comment.
            if byte(k) == UInt8(ascii: "<") { k = quotedEnd(from: k, close: UInt8(ascii: ">")) }
            while k < text.count {
                if let next = splice(at: k) {
                    k = next
                    continue
                }
                let c = text[k]
                if isNewline(c) { return k }
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    k = quotedEnd(from: k, close: c)
                    continue
                }
                // A `*/` ends a comment the directive lies in (when the `#` was a false start):
                // it is kept, so that the comment still closes where it did.
                if c == UInt8(ascii: "*"), byte(logical(k + 1)) == UInt8(ascii: "/") { return k }
                if c == UInt8(ascii: "/") {
                    let next = logical(k + 1)
                    if byte(next) == UInt8(ascii: "/") { return k }
                    if byte(next) == UInt8(ascii: "*") {
                        guard let end = commentEnd(from: next + 1) else { return k }
                        k = end
                        continue
                    }
                }
                k += 1
            }
            return text.count
        }

        /// Past a quoted run from its opening quote at `i`: to the closing `close`, or to the end of
        /// the line when there is none.
        func quotedEnd(from i: Int, close: UInt8) -> Int {
            var m = i + 1
            while m < text.count {
                if let next = splice(at: m) {
                    m = next
                    continue
                }
                let d = text[m]
                if isNewline(d) { return m }
                if d == close { return m + 1 }
                m += d == UInt8(ascii: "\\") && close != UInt8(ascii: ">") && !isNewline(byte(m + 1)) ? 2 : 1
            }
            return text.count
        }

        /// Spaces over `from..<to`, line ends kept.
        mutating func blank(_ from: Int, _ to: Int) {
            guard from < to else { return }
            for k in from..<min(to, text.count) where !isNewline(text[k]) && text[k] != ASCII.space {
                text[k] = ASCII.space
                changed = true
            }
        }
    }
}
