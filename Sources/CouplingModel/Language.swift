/// The language of a source file, decided from its extension.
public enum Language: String, Hashable, Sendable, Codable, CaseIterable {
    case swift
    /// `.h`, `.hh`, `.hpp`: Objective-C, C or C++ header; the only files whose declarations
    /// other components of the C family can see.
    case header
    case objc
    case objcpp
    case c
    case cpp

    public init?(pathExtension ext: String) {
        switch ext.lowercased() {
        case "swift": self = .swift
        case "h", "hh", "hpp", "hxx": self = .header
        case "m": self = .objc
        case "mm": self = .objcpp
        case "c": self = .c
        case "cc", "cpp", "cxx": self = .cpp
        default: return nil
        }
    }

    /// The language of a file named `name`, by what follows its last dot (not a leading one: a hidden
    /// file), letters compared without case; `.pch` (exactly) is a header too when `prefixHeaders`.
    /// Read from the name's bytes: every file of a tree is asked, more than once.
    public init?(fileName name: String, prefixHeaders: Bool = false) {
        let found: Language? = name.withUTF8Bytes { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return nil }
            let ext = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            // Packed, lowercased ASCII: at most five letters, anything else is no source extension.
            guard (1...5).contains(ext.count) else { return nil }
            var key: UInt64 = 0
            for byte in ext {
                guard byte < 0x80 else { return nil }
                let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                key = key << 8 | UInt64(lower)
            }
            if prefixHeaders, ext.elementsEqual("pch".utf8) { return .header }
            switch key {
            case Self.packed("swift"): return .swift
            case Self.packed("h"), Self.packed("hh"), Self.packed("hpp"), Self.packed("hxx"): return .header
            case Self.packed("m"): return .objc
            case Self.packed("mm"): return .objcpp
            case Self.packed("c"): return .c
            case Self.packed("cc"), Self.packed("cpp"), Self.packed("cxx"): return .cpp
            default: return nil
            }
        }
        guard let found else { return nil }
        self = found
    }

    private static func packed(_ ext: StaticString) -> UInt64 {
        var key: UInt64 = 0
        ext.withUTF8Buffer { for byte in $0 { key = key << 8 | UInt64(byte) } }
        return key
    }

    /// True for every language of the C family (everything but Swift).
    public var isCFamily: Bool { self != .swift }
}
