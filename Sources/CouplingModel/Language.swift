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

    /// True for every language of the C family (everything but Swift).
    public var isCFamily: Bool { self != .swift }
}
