/// Names the Swift standard library and Apple's SDKs declare at the top level (generated into
/// `SwiftSDKNames+List.swift` by `scripts/generate-sdk-names.py` from the toolchain's own modules
/// and an iOS SDK's interfaces and headers). A Swift reference to such a name that no in-tree
/// declaration the file sees explains is the SDK's (`sdk-shadowed`), never another component's C,
/// C++ or Objective-C declaration of the same name: when the standard library declares it, or a
/// module the file imports does (`Section` is SwiftUI's only in a file that imports SwiftUI).
///
/// The lists are static data searched by bisection: nothing is built when a scan starts.
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

    /// Whether a module among `seen` declares the name whose `entries` these are.
    static func declares(entries: Range<Int32>, in seen: Set<UInt16>) -> Bool {
        entries.contains { seen.contains(moduleOfName[Int($0)]) }
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

    /// The indices of `sortedNames` spelled `name`.
    static func entries(of name: String) -> Range<Int>? {
        var low = 0
        var high = sortedNames.count
        while low < high {
            let middle = (low + high) / 2
            if compare(sortedNames[middle], name) < 0 { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sortedNames.count, compare(sortedNames[end], name) == 0 { end += 1 }
        return end > low ? low..<end : nil
    }

    /// Byte order of a static name against a string.
    private static func compare(_ a: StaticString, _ b: String) -> Int {
        let count = a.utf8CodeUnitCount
        let pointer = a.utf8Start
        var index = 0
        for byte in b.utf8 {
            if index == count { return -1 }
            let left = pointer[index]
            if left != byte { return left < byte ? -1 : 1 }
            index += 1
        }
        return index == count ? 0 : 1
    }
}
