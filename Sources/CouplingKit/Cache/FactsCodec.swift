import Foundation
import CouplingModel

/// A compact binary form of `FileFacts` for the cache: varints and a per-file string table.
/// Decoding checks every length and index and throws on anything out of place, so a damaged
/// cache is detected and ignored, never trusted.
enum FactsCodec {
    struct Corrupt: Error {}

    struct Writer {
        private(set) var bytes: [UInt8] = []
        private var strings: [String: Int] = [:]
        private var table: [String] = []

        /// Drops the first `count` bytes (written out already), keeping the storage.
        mutating func removeFirst(_ count: Int) {
            bytes.removeFirst(count)
        }

        mutating func varint(_ value: Int) {
            var v = UInt64(bitPattern: Int64(value))
            while v >= 0x80 {
                bytes.append(UInt8(v & 0x7F) | 0x80)
                v >>= 7
            }
            bytes.append(UInt8(v))
        }

        /// A 64-bit word in eight bytes, little-endian: a hash is as long as a varint gets, and slower.
        mutating func word64(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }

        mutating func raw(_ text: String) {
            varint(text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }

        mutating func blob(_ raw: some Collection<UInt8>) {
            varint(raw.count)
            bytes.append(contentsOf: raw)
        }

        mutating func append(_ raw: [UInt8]) {
            bytes.append(contentsOf: raw)
        }

        /// Everything about a declaration that resolution reads: names, kind, place, Objective-C
        /// visibility. The facts fingerprint and the resolution cache's declaration records both
        /// hash these bytes, so neither can miss a field the other sees.
        mutating func identity(of declaration: Declaration) {
            raw(declaration.name)
            raw(declaration.kind.rawValue)
            raw(declaration.swiftName ?? "")
            raw(declaration.objcName ?? "")
            varint(declaration.location.line)
            varint(declaration.location.column)
            varint(declaration.isObjCVisible ? 1 : 0)
            varint(declaration.swiftName == nil ? 0 : 1)
            raw(declaration.scope.rawValue)
            raw(declaration.namespace.map { "n" + $0 } ?? "")
            raw(declaration.extendedType ?? "")
            varint(declaration.isStatic ? 1 : 0)
            varint(declaration.isModuleInternal ? 1 : 0)
        }

        /// Empties the body (the string table stays), keeping the storage.
        mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
        }

        /// Index into the table of strings written before the body (returned too).
        @discardableResult
        mutating func string(_ text: String) -> Int {
            if let index = strings[text] {
                varint(index)
                return index
            } else {
                strings[text] = table.count
                varint(table.count)
                table.append(text)
                return table.count - 1
            }
        }

        /// A case by its place in `cases` (`Ordinals`).
        mutating func ordinal<T: Equatable>(_ value: T, in cases: [T]) {
            varint(cases.firstIndex(of: value) ?? cases.count)
        }

        mutating func optional(_ text: String?) {
            if let text {
                varint(1)
                string(text)
            } else {
                varint(0)
            }
        }

        /// The string table, then the body.
        func finished() -> [UInt8] {
            var head = Writer()
            head.varint(table.count)
            for text in table { head.raw(text) }
            return head.bytes + bytes
        }
    }

    /// Reads `bytes` (a slice of a larger buffer, which is never copied) from `offset` (an index of
    /// the buffer) to the end of the slice.
    struct Reader {
        let bytes: ArraySlice<UInt8>
        var offset: Int
        var table: [String] = []

        init(_ bytes: [UInt8], offset: Int = 0) {
            self.bytes = bytes[...]
            self.offset = offset
        }

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            offset = bytes.startIndex
        }

        var isAtEnd: Bool { offset == bytes.endIndex }

        /// Bytes left: a bound for a count read from the file (every item takes one byte at least).
        var remaining: Int { bytes.endIndex - offset }

        /// Most numbers of a cache (counts, indices into the string table, lines) take one or two
        /// bytes: those cases are read inline.
        @inline(__always)
        mutating func varint() throws -> Int {
            if offset < bytes.endIndex, bytes[offset] < 0x80 {
                defer { offset += 1 }
                return Int(bytes[offset])
            }
            // Two bytes (lines and columns past 127, the larger tables' indices): inline too.
            if offset + 1 < bytes.endIndex, bytes[offset + 1] < 0x80 {
                defer { offset += 2 }
                return Int(bytes[offset] & 0x7F) | Int(bytes[offset + 1]) << 7
            }
            return try longVarint()
        }

        private mutating func longVarint() throws -> Int {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard offset < bytes.endIndex, shift < 64 else { throw Corrupt() }
                let byte = bytes[offset]
                offset += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            return Int(Int64(bitPattern: result))
        }

        mutating func word64() throws -> UInt64 {
            guard offset + 8 <= bytes.endIndex else { throw Corrupt() }
            var value: UInt64 = 0
            for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
            offset += 8
            return value
        }

        @inline(__always)
        mutating func count(limit: Int = 1 << 28) throws -> Int {
            let value = try varint()
            guard value >= 0, value <= limit else { throw Corrupt() }
            return value
        }

        mutating func raw() throws -> String {
            let length = try count()
            guard offset + length <= bytes.endIndex else { throw Corrupt() }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }

        /// Bytes written as a length and the bytes (a slice of the same buffer: not copied).
        mutating func blob() throws -> ArraySlice<UInt8> {
            let length = try count(limit: Int.max)
            guard offset + length <= bytes.endIndex else { throw Corrupt() }
            defer { offset += length }
            return bytes[offset..<offset + length]
        }

        /// Whether the next blob holds exactly `text`'s UTF-8 (compared in place: a cached file's
        /// path is checked for each of thousands of files on every warm run).
        mutating func blob(equals text: String) throws -> Bool {
            let blob = try blob()
            return text.withUTF8Bytes { text in
                blob.withUnsafeBufferPointer { blob in
                    blob.count == text.count && (text.isEmpty || memcmp(blob.baseAddress!, text.baseAddress!, text.count) == 0)
                }
            }
        }

        mutating func readTable() throws {
            let size = try count()
            table.reserveCapacity(min(size, remaining))
            // (Each string made from the buffer's bytes in place: a slice of the array for each one
            // retained and released the array, and took the generic path to its bytes.)
            let bytes = self.bytes
            try bytes.withUnsafeBufferPointer { buffer in
                for _ in 0..<size {
                    let length = try count()
                    guard offset + length <= bytes.endIndex else { throw Corrupt() }
                    let start = offset - bytes.startIndex
                    table.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + length]), as: UTF8.self))
                    offset += length
                }
            }
        }

        @inline(__always)
        mutating func string() throws -> String {
            let index = try varint()
            guard index >= 0, index < table.count else { throw Corrupt() }
            return table[index]
        }

        @inline(__always)
        mutating func optional() throws -> String? {
            switch try varint() {
            case 0: return nil
            case 1: return try string()
            default: throw Corrupt()
            }
        }

        /// A case written with `ordinal`.
        @inline(__always)
        mutating func ordinal<T>(_ cases: [T]) throws -> T {
            let index = try varint()
            guard index >= 0, index < cases.count else { throw Corrupt() }
            return cases[index]
        }

        /// An enumeration written with `raw` (no string table).
        mutating func rawEnumeration<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
            guard let value = T(rawValue: try raw()) else { throw Corrupt() }
            return value
        }

        mutating func enumeration<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
            guard let value = T(rawValue: try string()) else { throw Corrupt() }
            return value
        }
    }

    /// The enumerations a file has one of per declaration or import, written by their place among
    /// the cases: a small number to decode, not a name to look up. `layout` is part of the facts
    /// cache's key, so a build that lists the cases otherwise never reads these numbers.
    enum Ordinals {
        static let declarationKinds = DeclarationKind.allCases
        static let scopes = DeclarationScope.allCases
        static let importKinds = ImportKind.allCases
        static let layout = [
            declarationKinds.map(\.rawValue), scopes.map(\.rawValue), importKinds.map(\.rawValue),
        ].map { $0.joined(separator: ",") }.joined(separator: ";")
    }

    /// Language, declarations, imports and diagnostics: what other files' resolution depends on.
    static func encodeInterface(_ facts: FileFacts) -> [UInt8] {
        var w = Writer()
        w.string(facts.language.rawValue)
        w.varint(facts.declarations.count)
        for d in facts.declarations {
            w.string(d.name)
            w.ordinal(d.kind, in: Ordinals.declarationKinds)
            w.varint(d.location.line)
            w.varint(d.location.column)
            w.optional(d.swiftName)
            w.optional(d.objcName)
            w.varint((d.isObjCVisible ? 1 : 0) | (d.isStatic ? 2 : 0) | (d.isModuleInternal ? 4 : 0))
            w.ordinal(d.scope, in: Ordinals.scopes)
            w.optional(d.namespace)
            w.optional(d.extendedType)
        }
        w.varint(facts.imports.count)
        for i in facts.imports {
            w.string(i.name)
            w.ordinal(i.kind, in: Ordinals.importKinds)
            w.varint(i.location.line)
            w.varint(i.location.column)
            w.varint((i.isOtherPlatformsOnly ? 1 : 0) | (i.isTestable ? 2 : 0))
        }
        w.varint(facts.diagnostics.count)
        for d in facts.diagnostics {
            w.string(d.severity.rawValue)
            w.string(d.code)
            w.string(d.message)
            w.optional(d.path)
            w.varint(d.line ?? -1)
        }
        w.varint(facts.platformRegions.changes.count)
        for change in facts.platformRegions.changes {
            w.varint(Int(change.line))
            w.varint(Int(change.platforms))
        }
        w.varint(facts.typeSpans.count)
        for span in facts.typeSpans {
            w.varint(span.firstLine)
            w.varint(span.lastLine)
            w.varint(span.names.count)
            for name in span.names { w.string(name) }
        }
        return w.finished()
    }

    static func encodeReferences(_ references: [Reference]) -> [UInt8] {
        var w = Writer()
        w.varint(references.count)
        // A kind's table index, found by comparing enumeration values (a dozen kinds), not by
        // hashing its name at every reference.
        var kinds: [(kind: ReferenceKind, index: Int)] = []
        for r in references {
            w.string(r.name)
            if let known = kinds.first(where: { $0.kind == r.kind }) {
                w.varint(known.index)
            } else {
                kinds.append((r.kind, w.string(r.kind.rawValue)))
            }
            w.varint(r.location.line)
            w.varint(r.location.column)
            w.optional(r.qualifier)
        }
        return w.finished()
    }

    /// The facts without references.
    static func decodeInterface(_ bytes: ArraySlice<UInt8>, path: String) throws -> FileFacts {
        var r = Reader(bytes)
        try r.readTable()
        var facts = FileFacts(path: path, language: try r.enumeration(Language.self))
        let declarationCount = try r.count()
        guard declarationCount <= r.remaining else { throw Corrupt() }  // (each takes a byte at least)
        let (kinds, scopes, importKinds) = (Ordinals.declarationKinds, Ordinals.scopes, Ordinals.importKinds)
        // Made in place: appending a declaration copied it and destroyed the original, each of the
        // hundred thousand declarations of a warm run.
        facts.declarations = try [Declaration](unsafeUninitializedCapacity: declarationCount) { buffer, made in
            for index in 0..<declarationCount {
                let name = try r.string()
                let kind = try r.ordinal(kinds)
                let place = SourceLocation(path: path, line: try r.count(), column: try r.count())
                let swiftName = try r.optional()
                let objcName = try r.optional()
                let flags = try r.varint()
                let scope = try r.ordinal(scopes)
                let namespace = try r.optional()
                let extendedType = try r.optional()
                var declaration = Declaration(
                    name: name, kind: kind, location: place, swiftName: swiftName, objcName: objcName,
                    isObjCVisible: flags & 1 != 0, scope: scope, namespace: namespace, extendedType: extendedType,
                    isStatic: flags & 2 != 0)
                declaration.isModuleInternal = flags & 4 != 0
                (buffer.baseAddress! + index).initialize(to: declaration)
                made = index + 1
            }
        }
        let importCount = try r.count()
        facts.imports.reserveCapacity(min(importCount, r.remaining))
        for _ in 0..<importCount {
            let name = try r.string()
            let kind = try r.ordinal(importKinds)
            let location = SourceLocation(path: path, line: try r.count(), column: try r.count())
            let flags = try r.varint()
            facts.imports.append(Import(name: name, kind: kind, location: location, isOtherPlatformsOnly: flags & 1 != 0, isTestable: flags & 2 != 0))
        }
        for _ in 0..<(try r.count()) {
            let severity = try r.enumeration(Diagnostic.Severity.self)
            let code = try r.string()
            let message = try r.string()
            let diagnosticPath = try r.optional()
            let line = try r.varint()
            facts.diagnostics.append(Diagnostic(severity, code: code, message, path: diagnosticPath, line: line < 0 ? nil : line))
        }
        let changeCount = try r.count()
        if changeCount > 0 {
            guard changeCount <= r.remaining else { throw Corrupt() }
            var changes: [PlatformRegions.Change] = []
            for _ in 0..<changeCount {
                let line = try r.count()
                let platforms = try r.count()
                guard line <= Int(Int32.max), platforms <= Int(PlatformSet.all.rawValue) else { throw Corrupt() }
                changes.append(PlatformRegions.Change(line: Int32(line), platforms: UInt8(platforms)))
            }
            facts.platformRegions = PlatformRegions(changes: changes)
        }
        let spanCount = try r.count()
        if spanCount > 0 {
            guard spanCount <= r.remaining else { throw Corrupt() }
            facts.typeSpans.reserveCapacity(spanCount)
            for _ in 0..<spanCount {
                let first = try r.count()
                let last = try r.count()
                let nameCount = try r.count()
                guard nameCount <= r.remaining else { throw Corrupt() }
                var names: [String] = []
                names.reserveCapacity(nameCount)  // (sized once: grown from empty, it was reallocated on the way)
                for _ in 0..<nameCount { names.append(try r.string()) }
                facts.typeSpans.append(TypeSpan(names: names, firstLine: first, lastLine: last))
            }
        }
        guard r.isAtEnd else { throw Corrupt() }
        return facts
    }

    static func decodeReferences(_ bytes: ArraySlice<UInt8>, path: String) throws -> [Reference] {
        var r = Reader(bytes)
        try r.readTable()
        // Kinds are few: decode each table entry once, not once per reference.
        var kinds = [ReferenceKind?](repeating: nil, count: r.table.count)
        let count = try r.count()
        var references: [Reference] = []
        references.reserveCapacity(min(count, r.remaining))
        for _ in 0..<count {
            let name = try r.string()
            let kindIndex = try r.varint()
            guard kindIndex >= 0, kindIndex < kinds.count else { throw Corrupt() }
            let kind: ReferenceKind
            if let known = kinds[kindIndex] {
                kind = known
            } else {
                guard let decoded = ReferenceKind(rawValue: r.table[kindIndex]) else { throw Corrupt() }
                kinds[kindIndex] = decoded
                kind = decoded
            }
            let place = SourceLocation(path: path, line: try r.count(), column: try r.count())
            references.append(Reference(name: name, kind: kind, location: place, qualifier: try r.optional()))
        }
        guard r.isAtEnd else { throw Corrupt() }
        return references
    }
}
