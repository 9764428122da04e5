/// Names the Swift standard library and Apple's SDKs declare at the top level (generated into
/// `SwiftSDKNames+List.swift` by `scripts/generate-sdk-names.py` from the toolchain's own modules
/// and an iOS SDK's interfaces and headers). A Swift reference to such a name that no in-tree
/// declaration the file sees explains is the SDK's (`sdk-shadowed`), never another component's C,
/// C++ or Objective-C declaration of the same name: when the standard library declares it, or a
/// module the file imports does (`Section` is SwiftUI's only in a file that imports SwiftUI).
///
/// The names are one static string searched by bisection: nothing is built when a scan starts.
enum SwiftSDKNames {
    /// Modules every Swift file sees without importing them.
    static let implicit = ["Swift", "_Concurrency", "_StringProcessing"]
    /// What importing any Apple framework brings along (they re-export Foundation and the C
    /// layers below it), and what the UI frameworks add.
    static let everyFramework = ["Foundation", "CoreFoundation", "Darwin", "Glibc", "Dispatch", "ObjectiveC", "CoreGraphics"]
    static let umbrellas: [String: [String]] = [
        "SwiftUI": ["Combine", "Observation", "DeveloperToolsSupport"],
        "UIKit": ["QuartzCore", "CoreText", "CoreImage", "UniformTypeIdentifiers"],
        "AppKit": ["QuartzCore", "CoreText", "CoreImage", "UniformTypeIdentifiers"],
        "Cocoa": ["AppKit", "QuartzCore", "CoreText", "CoreImage"],
        "OSLog": ["os"],
        "Darwin": ["Glibc"],
    ]

    /// The SDK modules (indices into `moduleNames`) a file with these imports sees.
    static func modulesSeen(importing imports: [String]) -> Set<UInt16> {
        var names = Set(implicit)
        for module in imports where moduleIndex(module) != nil || umbrellas[module] != nil {
            names.insert(module)
            names.formUnion(everyFramework)
            names.formUnion(umbrellas[module] ?? [])
        }
        return Set(names.compactMap(moduleIndex))
    }

    /// Whether a module among `seen` declares the name whose record's module list is `entries`.
    static func declares(entries: Range<Int32>, in seen: Set<UInt16>) -> Bool {
        var found = false
        forEachModule(in: entries) { module in found = found || seen.contains(module) }
        return found
    }

    /// Names the toolchain declares only as freestanding macros (`#error`, `#file`, `#line`, Testing's
    /// `#expect`): written only after `#`, so a plain `error(…)` or `file` is never one of them, and an
    /// in-tree `func error` is no overload of the SDK's. (The generated list has no kinds; these come
    /// from the toolchain's interfaces, `macro` declarations whose names declare nothing else.)
    static let macroOnly: Set<String> = [
        "column", "dsohandle", "error", "expect", "externalMacro", "file", "fileID", "filePath", "function",
        "isolation", "line", "require", "sourceLocation", "warning",
    ]

    /// (Those names are short and start with a lower-case letter: most records are not looked up.)
    private static func isMacroOnly(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count <= 14 && name.first.map { $0 >= UInt8(ascii: "a") } == true
            && macroOnly.contains(String(decoding: name, as: UTF8.self))
    }

    /// Whether any SDK module declares `name`.
    static func declaresAnywhere(_ name: String) -> Bool {
        entries(of: name) != nil
    }

    private static let modulesByName: [String: UInt16] = Dictionary(
        moduleNames.enumerated().map { ($0.element.description, UInt16($0.offset)) }, uniquingKeysWith: { first, _ in first })

    private static func moduleIndex(_ name: String) -> UInt16? {
        modulesByName[name]
    }

    // MARK: The packed records

    private static let space = UInt8(ascii: " ")
    private static let colon = UInt8(ascii: ":")
    private static let comma = UInt8(ascii: ",")

    private static var packed: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: packedNames.utf8Start, count: packedNames.utf8CodeUnitCount)
    }

    /// Every record in order (by the names' bytes): the name, and where its module list is.
    static func forEachRecord(_ body: (_ name: UnsafeBufferPointer<UInt8>, _ entries: Range<Int32>) -> Void) {
        let bytes = packed
        var start = 0
        while start < bytes.count {
            var colonAt = start
            while bytes[colonAt] != colon { colonAt += 1 }
            var end = colonAt + 1
            while end < bytes.count && bytes[end] != space { end += 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[start..<colonAt])
            if !isMacroOnly(name) { body(name, Int32(colonAt + 1)..<Int32(end)) }
            start = end + 1
        }
    }

    /// The module indices of a record's module list (`12,40`).
    static func forEachModule(in entries: Range<Int32>, _ body: (UInt16) -> Void) {
        let bytes = packed
        var module: UInt16 = 0
        for index in Int(entries.lowerBound)..<Int(entries.upperBound) {
            let byte = bytes[index]
            if byte == comma {
                body(module)
                module = 0
            } else {
                module = module &* 10 &+ UInt16(byte &- UInt8(ascii: "0"))
            }
        }
        body(module)
    }

    /// Where the module list of `name`'s record is; nil when no SDK module declares it. Bisection
    /// over the bytes: from a byte in the middle, back to the start of its record.
    static func entries(of name: String) -> Range<Int32>? {
        if macroOnly.contains(name) { return nil }
        let bytes = packed
        var low = 0  // always the start of a record
        var high = bytes.count
        var name = name
        return name.withUTF8 { wanted in
            while low < high {
                var start = (low + high) / 2
                while start > low && bytes[start - 1] != space { start -= 1 }
                var colonAt = start
                while bytes[colonAt] != colon { colonAt += 1 }
                var end = colonAt + 1
                while end < bytes.count && bytes[end] != space { end += 1 }
                let record = UnsafeBufferPointer(rebasing: bytes[start..<colonAt])
                if record.elementsEqual(wanted) { return Int32(colonAt + 1)..<Int32(end) }
                if record.lexicographicallyPrecedes(wanted) { low = end + 1 } else { high = start }
            }
            return nil
        }
    }
}
