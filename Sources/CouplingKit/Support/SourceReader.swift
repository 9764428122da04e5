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
        // Fast path: ASCII only, thirty-two bytes at a time.
        let ascii = bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset + 32 <= raw.count {
                let words =
                    raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                if words & 0x8080_8080_8080_8080 != 0 { return false }
                offset += 32
            }
            while offset + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                offset += 8
            }
            while offset < raw.count {
                if raw[offset] >= 0x80 { return false }
                offset += 1
            }
            return true
        }
        if ascii || String(validating: bytes, as: UTF8.self) != nil { return nil }
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
}
