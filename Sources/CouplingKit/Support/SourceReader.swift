import CouplingModel
import Foundation

/// Reads a scanned file once and says what is wrong with it, if anything.
enum SourceReader {
    /// Files larger than this are skipped with a diagnostic: no hand-written source is this big.
    static let maximumSize = 32 << 20

    /// The file's bytes, or nil with a diagnostic saying why it was skipped. Invalid UTF-8 is
    /// analysed anyway (repaired) with a warning.
    static func read(_ file: SourceFile, in tree: SourceTree) -> (bytes: [UInt8]?, diagnostics: [Diagnostic]) {
        let (raw, failure) = load(file, in: tree)
        guard let raw else { return (nil, failure.map { [$0] } ?? []) }
        return inspect(raw, path: file.path)
    }

    /// The file's bytes as they are, or nil with why not (too large, unreadable): what a cache
    /// compares with its entry's hash before anything else is done with them.
    static func load(_ file: SourceFile, in tree: SourceTree) -> (bytes: [UInt8]?, failure: Diagnostic?) {
        if file.size > maximumSize {
            return (nil, Diagnostic(.warning, code: "file-too-large", "larger than 32 MiB; skipped", path: file.path))
        }
        do {
            return (try FileSystem.read(tree.absolutePath(file.path)), nil)
        } catch {
            return (nil, Diagnostic(.warning, code: "unreadable-file", "cannot read: \(error); skipped", path: file.path))
        }
    }

    /// What `load` read, or nil when it is binary; invalid UTF-8 is analysed anyway, with a warning.
    static func inspect(_ bytes: [UInt8], path: String) -> (bytes: [UInt8]?, diagnostics: [Diagnostic]) {
        let hasNUL = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, 0, min(buffer.count, 8192)) != nil } ?? false
        }
        if hasNUL {
            return (nil, [Diagnostic(.warning, code: "binary-file", "contains NUL bytes (binary?); skipped", path: path)])
        }
        var diagnostics: [Diagnostic] = []
        if let line = firstInvalidUTF8Line(bytes) {
            diagnostics.append(
                Diagnostic(
                    .warning, code: "invalid-utf8", "invalid UTF-8; analysed with the bad bytes replaced",
                    path: path, line: line))
        }
        return (bytes, diagnostics)
    }

    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        if bytes.withUnsafeBytes(isValidUTF8) { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// Whether `raw` is well-formed UTF-8: runs of ASCII skipped thirty-two bytes at a time, and only the
    /// rest decoded (a copyright sign in a comment no longer sends the whole file to `String`'s
    /// validation, which also copies it).
    static func isValidUTF8(_ raw: UnsafeRawBufferPointer) -> Bool {
        let count = raw.count
        var offset = 0
        while offset < count {
            while offset + 32 <= count {
                let words =
                    raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                if words & 0x8080_8080_8080_8080 != 0 { break }
                offset += 32
            }
            while offset + 8 <= count, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                offset += 8
            }
            guard offset < count else { return true }
            let lead = raw[offset]
            if lead < 0x80 { offset += 1; continue }
            // The allowed range of the first continuation byte, and how many follow it (Unicode's table 3-7).
            let (low, high, more): (UInt8, UInt8, Int)
            switch lead {
            case 0xC2...0xDF: (low, high, more) = (0x80, 0xBF, 0)
            case 0xE0: (low, high, more) = (0xA0, 0xBF, 1)
            case 0xE1...0xEC, 0xEE...0xEF: (low, high, more) = (0x80, 0xBF, 1)
            case 0xED: (low, high, more) = (0x80, 0x9F, 1)
            case 0xF0: (low, high, more) = (0x90, 0xBF, 2)
            case 0xF1...0xF3: (low, high, more) = (0x80, 0xBF, 2)
            case 0xF4: (low, high, more) = (0x80, 0x8F, 2)
            default: return false
            }
            guard offset + 1 + more < count, raw[offset + 1] >= low, raw[offset + 1] <= high else { return false }
            for next in stride(from: offset + 2, through: offset + 1 + more, by: 1) where raw[next] & 0xC0 != 0x80 { return false }
            offset += 2 + more
        }
        return true
    }
}
