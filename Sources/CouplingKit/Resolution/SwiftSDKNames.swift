/// Names the Swift standard library and Apple's SDKs declare at the top level (generated into
/// `SwiftSDKNames+List.swift` by `scripts/generate-sdk-names.py` from the toolchain's own modules
/// and an iOS SDK's interfaces and headers). A Swift reference to such a name that no in-tree
/// declaration the file sees explains is the SDK's (`sdk-shadowed`), never another component's C,
/// C++ or Objective-C declaration of the same name: when the standard library declares it, or a
/// module the file imports does (`Section` is SwiftUI's only in a file that imports SwiftUI).
struct SwiftSDKNames: Sendable {
    /// Module name → index.
    private let moduleIndex: [Substring: Int]
    /// Name → the modules that declare it.
    private let modulesOf: [Substring: [Int]]

    static let shared = SwiftSDKNames(table: table)

    /// Modules every Swift file sees without importing them.
    static let implicit = ["Swift", "_Concurrency", "_StringProcessing"]
    /// What importing any Apple framework brings along (they re-export Foundation and the C
    /// layers below it), and what the UI frameworks add.
    static let everyFramework = ["Foundation", "CoreFoundation", "Darwin", "Dispatch", "ObjectiveC", "CoreGraphics"]
    static let umbrellas: [String: [String]] = [
        "SwiftUI": ["Combine", "Observation", "DeveloperToolsSupport"],
        "UIKit": ["QuartzCore", "CoreText", "CoreImage", "UniformTypeIdentifiers"],
        "AppKit": ["QuartzCore", "CoreText", "CoreImage", "UniformTypeIdentifiers"],
        "Cocoa": ["AppKit", "QuartzCore", "CoreText", "CoreImage"],
        "OSLog": ["os"],
    ]

    init(table: String) {
        var moduleIndex: [Substring: Int] = [:]
        var modulesOf: [Substring: [Int]] = [:]
        for line in table.split(separator: "\n") {
            var words = line.split(separator: " ")[...]
            guard let module = words.popFirst() else { continue }
            let index = moduleIndex.count
            moduleIndex[module] = index
            for name in words { modulesOf[name, default: []].append(index) }
        }
        self.moduleIndex = moduleIndex
        self.modulesOf = modulesOf
    }

    /// The SDK modules a file with these imports sees (`nil` entries are not SDK modules).
    func modulesSeen(importing imports: [String]) -> Set<Int> {
        var names = Set(Self.implicit)
        for module in imports where moduleIndex[module[...]] != nil || Self.umbrellas[module] != nil {
            names.insert(module)
            names.formUnion(Self.everyFramework)
            names.formUnion(Self.umbrellas[module] ?? [])
        }
        return Set(names.compactMap { moduleIndex[$0[...]] })
    }

    /// Whether a module among `seen` declares `name`.
    func declares(_ name: String, in seen: Set<Int>) -> Bool {
        modulesOf[name[...]]?.contains(where: seen.contains) ?? false
    }

    /// Whether any SDK module declares `name`.
    func declaresAnywhere(_ name: String) -> Bool {
        modulesOf[name[...]] != nil
    }
}
